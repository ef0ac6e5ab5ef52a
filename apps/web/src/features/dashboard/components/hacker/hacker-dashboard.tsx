import type { User } from '@bb/domain';
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../../components/page-header.tsx';
import { displayName } from '../../../../components/user-avatar.tsx';
import { useDashboardOf } from '../../api/dashboard-stats.ts';
import { AccountSummary } from '../account-summary.tsx';
import { TrendCard } from '../trend-card.tsx';
import { HackerChecklistSection } from './hacker-checklist.tsx';
import { HackerStatCards } from './hacker-stats.tsx';

/** The hacker's dashboard: their figures and rewards trend, what is still missing before reporting, then the account cards. */
export function HackerDashboard({ user }: { user: User }) {
  const { t } = useTranslation();
  const stats = useDashboardOf('hacker');
  return (
    <>
      <PageHeader title={t('dashboard.greeting', { name: displayName(user) })} description={t('dashboard.intro.hacker')} />
      <Stack gap="lg">
        <HackerStatCards stats={stats.data} loading={stats.isPending} error={stats.isError} />
        <TrendCard
          title={t('stats.hacker.trendTitle')}
          trend={stats.data?.rewardTrend}
          mode="amount"
          countLabel={t('stats.hacker.rewards')}
          emptyText={t('stats.hacker.trendEmpty')}
          loading={stats.isPending}
          error={stats.isError}
        />
        <HackerChecklistSection />
        <AccountSummary user={user} />
      </Stack>
    </>
  );
}
