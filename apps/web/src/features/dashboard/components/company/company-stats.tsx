import { Alert, SegmentedControl, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDashboardOf } from '../../api/dashboard-stats.ts';
import { TrendCard } from '../trend-card.tsx';
import { CompanyRewardsCard } from './company-rewards-card.tsx';
import { ResponseTimesCard } from './response-times.tsx';

type Statistic = 'rewards' | 'reports';

/** The statistics switch: rewards paid, or reports received, per day. */
function StatisticSwitch({ value, onChange }: { value: Statistic; onChange: (value: Statistic) => void }) {
  const { t } = useTranslation();
  return (
    <SegmentedControl
      size="xs"
      aria-label={t('stats.company.switchLabel')}
      value={value}
      onChange={(next) => onChange(next as Statistic)}
      data={[
        { value: 'rewards', label: t('stats.company.rewards') },
        { value: 'reports', label: t('stats.company.reports') },
      ]}
    />
  );
}

/**
 * The company's figures from its dashboard: every reward paid, the trend with its switch and the response times. Pending and received
 * reports and the effectiveness are the Reports card's, just above (one place for each figure).
 */
export function CompanyStatsSection() {
  const { t } = useTranslation();
  const stats = useDashboardOf('company');
  const [statistic, setStatistic] = useState<Statistic>('rewards');
  const data = stats.data;
  const loading = stats.isPending;
  return (
    <Stack gap="lg">
      {stats.isError ? <Alert color="red">{t('stats.loadError')}</Alert> : null}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg">
        <CompanyRewardsCard stats={data} loading={loading} />
      </SimpleGrid>
      <TrendCard
        title={t(statistic === 'rewards' ? 'stats.company.rewardTrend' : 'stats.company.reportTrend')}
        trend={statistic === 'rewards' ? data?.rewardTrend : data?.reportTrend}
        mode={statistic === 'rewards' ? 'amount' : 'count'}
        countLabel={t(statistic === 'rewards' ? 'stats.company.rewards' : 'stats.company.reports')}
        emptyText={t(statistic === 'rewards' ? 'stats.company.rewardEmpty' : 'stats.company.reportEmpty')}
        loading={loading}
        error={false}
        controls={<StatisticSwitch value={statistic} onChange={setStatistic} />}
      />
      {loading ? <Skeleton h={200} radius="md" /> : null}
      {data ? <ResponseTimesCard programs={data.programs} /> : null}
    </Stack>
  );
}
