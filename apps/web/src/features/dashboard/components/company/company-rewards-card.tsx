import { Anchor, Skeleton, Stack, Text } from '@mantine/core';
import { IconCoin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DashboardCard, DashboardCardText } from '../../../../components/dashboard-card.tsx';
import { formatAmount } from '../../../../lib/format.ts';
import { REPORTS_PATH } from '../../../../lib/paths.ts';
import type { CompanyDashboardStats } from '@bb/domain';

/** Every reward the company has paid (gross) and how many, from the dashboard's figures (the stats aggregates). */
export function CompanyRewardsCard({ stats, loading }: { stats: CompanyDashboardStats | undefined; loading: boolean }) {
  const { t } = useTranslation();
  const rewards = stats?.rewards;
  return (
    <DashboardCard icon={<IconCoin size={22} aria-hidden />} title={t('stats.company.totalRewards.title')}>
      <Stack gap="xs" align="flex-start">
        {loading ? <Skeleton h={34} w="60%" /> : null}
        {rewards && rewards.count > 0 ? (
          <Stack gap={2}>
            <Text fz={28} fw={700} data-testid="company-total-rewards">
              {formatAmount(rewards.amount)}
            </Text>
            <Text size="sm" c="dimmed">
              {t('stats.company.totalRewards.count', { count: rewards.count })}
            </Text>
          </Stack>
        ) : null}
        {rewards && rewards.count === 0 ? <DashboardCardText>{t('stats.company.totalRewards.empty')}</DashboardCardText> : null}
        <Anchor component={Link} to={`${REPORTS_PATH}?status=rewarded`} size="sm">
          {t('stats.company.totalRewards.link')}
        </Anchor>
      </Stack>
    </DashboardCard>
  );
}
