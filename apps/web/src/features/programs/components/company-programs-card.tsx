import type { CompanyProgramCounts } from '@bb/domain';
import { Anchor, Skeleton, Stack, Text } from '@mantine/core';
import { IconListCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DashboardCard, DashboardCardText } from '../../../components/dashboard-card.tsx';
import { NEW_PROGRAM_PATH, PROGRAMS_PATH } from '../../../lib/paths.ts';

/**
 * The company dashboard's Programs card: how many programs the company sent (and how many are active), its saved
 * drafts, and the way to them. The counts come from the dashboard's answer (undefined while it loads); `drafts` is
 * null for a role that does not prepare programs, which is offered no creation either.
 */
export function CompanyProgramsCard({ counts }: { counts: CompanyProgramCounts | undefined }) {
  const { t } = useTranslation();
  const drafts = counts?.drafts ?? 0;
  return (
    <DashboardCard icon={<IconListCheck size={22} aria-hidden />} title={t('programs.dashboardCard.title')}>
      <Stack gap="xs" align="flex-start">
        {counts ? null : <Skeleton h={34} w="60%" />}
        {counts && counts.sent > 0 ? (
          <Stack gap={2}>
            <Text fz={28} fw={700} data-testid="programs-count">
              {counts.sent}
            </Text>
            <Text size="sm" c="dimmed">
              {t('programs.dashboardCard.count', { count: counts.sent })} · {t('programs.dashboardCard.active', { count: counts.active })}
            </Text>
          </Stack>
        ) : null}
        {counts?.sent === 0 ? <DashboardCardText>{t('programs.dashboardCard.none')}</DashboardCardText> : null}
        {drafts > 0 ? <DashboardCardText>{t('programs.dashboardCard.drafts', { count: drafts })}</DashboardCardText> : null}
        {counts?.sent === 0 && counts.drafts === 0 ? (
          <Anchor component={Link} to={NEW_PROGRAM_PATH} size="sm">
            {t('programs.dashboardCard.create')}
          </Anchor>
        ) : (
          <Anchor component={Link} to={PROGRAMS_PATH} size="sm">
            {t('programs.dashboardCard.open')}
          </Anchor>
        )}
      </Stack>
    </DashboardCard>
  );
}
