import type { SuperadminDashboardStats } from '@bb/domain';
import { Alert, Grid, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { IconCash, IconCoins, IconUsers, IconWallet } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { StatCard } from '../../../../components/stat-card.tsx';
import { formatAmount } from '../../../../lib/format.ts';
import { useDashboardOf } from '../../api/dashboard-stats.ts';
import { usePlatformStats } from '../../api/platform-stats.ts';
import { TrendCard } from '../trend-card.tsx';
import { WorkWaitingSection } from '../work-waiting.tsx';
import { BreachedProgramsCard } from './breached-programs-card.tsx';
import { BudgetSplitCard } from './budget-split-card.tsx';
import { NationalityCard } from './nationality-card.tsx';
import { ReportMonthsCard } from './report-months-card.tsx';

function AdminCards({ cards, loading }: { cards: SuperadminDashboardStats['cards'] | undefined; loading: boolean }) {
  const { t } = useTranslation();
  const bounties = cards?.bountiesToApprove;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="md">
      <StatCard
        label={t('stats.admin.bountiesToApprove')}
        icon={IconCash}
        value={bounties ? t('stats.admin.bountiesValue', { count: bounties.count, amount: formatAmount(bounties.amount) }) : '—'}
        loading={loading}
        testId="admin-bounties"
      />
      <StatCard
        label={t('stats.admin.rewardsPaid')}
        icon={IconCoins}
        value={cards ? formatAmount(cards.rewardsPaid) : '—'}
        loading={loading}
        testId="admin-rewards-paid"
      />
      <StatCard
        label={t('stats.admin.budgetOnPlatform')}
        icon={IconWallet}
        value={cards ? formatAmount(cards.budgetOnPlatform) : '—'}
        loading={loading}
        testId="admin-budget"
      />
      <StatCard label={t('stats.admin.registeredHackers')} icon={IconUsers} value={cards?.registeredHackers ?? '—'} loading={loading} testId="admin-hackers" />
    </SimpleGrid>
  );
}

/** The platform's charts (GET /api/stats/platform): budget split, payment trend, reports per month. */
function PlatformCharts() {
  const { t } = useTranslation();
  const platform = usePlatformStats();
  const data = platform.data;
  if (platform.isError) return <Alert color="red">{t('stats.loadError')}</Alert>;
  return (
    <>
      <TrendCard
        title={t('stats.admin.paymentTrend')}
        trend={data?.paymentTrend}
        mode="amount"
        countLabel={t('stats.admin.payments')}
        emptyText={t('stats.admin.paymentTrendEmpty')}
        loading={platform.isPending}
        error={false}
      />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 5 }}>{data ? <BudgetSplitCard budget={data.budget} /> : <Skeleton h={320} radius="md" />}</Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>{data ? <ReportMonthsCard months={data.reportMonths} /> : <Skeleton h={320} radius="md" />}</Grid.Col>
      </Grid>
    </>
  );
}

/** The super admin's dashboard: work waiting first, then the platform's cards, charts, hackers' countries and late programs. */
export function SuperadminDashboard() {
  const stats = useDashboardOf('superadmin');
  const data = stats.data;
  return (
    <Stack gap="lg">
      <WorkWaitingSection work={data?.work} loading={stats.isPending} error={stats.isError} />
      <AdminCards cards={data?.cards} loading={stats.isPending} />
      <PlatformCharts />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <NationalityCard />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>{data ? <BreachedProgramsCard programs={data.breachedPrograms} /> : <Skeleton h={200} radius="md" />}</Grid.Col>
      </Grid>
    </Stack>
  );
}
