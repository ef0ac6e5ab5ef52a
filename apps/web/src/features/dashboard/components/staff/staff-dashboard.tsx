import { Alert, Anchor, SimpleGrid, Stack } from '@mantine/core';
import { IconClipboardCheck, IconClipboardList } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StatCard } from '../../../../components/stat-card.tsx';
import { REPORTS_PATH } from '../../../../lib/paths.ts';
import { useDashboardOf } from '../../api/dashboard-stats.ts';
import { TrendCard } from '../trend-card.tsx';
import { WorkWaitingSection } from '../work-waiting.tsx';

/** The reports list's tab of the reports the triager took in charge. */
const MY_REPORTS_PATH = `${REPORTS_PATH}?tab=mine`;

/** The triager's dashboard: the work waiting first, then the reports they took in charge and the rewards of those. */
export function StaffDashboard() {
  const { t } = useTranslation();
  const stats = useDashboardOf('staff');
  const data = stats.data;
  return (
    <Stack gap="lg">
      <WorkWaitingSection work={data?.work} loading={stats.isPending} error={stats.isError} />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <StatCard
          label={t('stats.staff.assignedOpen')}
          icon={IconClipboardList}
          value={data?.assigned.open ?? '—'}
          loading={stats.isPending}
          testId="staff-assigned-open"
        />
        <StatCard
          label={t('stats.staff.assignedTotal')}
          icon={IconClipboardCheck}
          value={data?.assigned.total ?? '—'}
          loading={stats.isPending}
          testId="staff-assigned-total"
        />
      </SimpleGrid>
      <Anchor component={Link} to={MY_REPORTS_PATH} size="sm">
        {t('stats.staff.myReports')}
      </Anchor>
      {stats.isError ? <Alert color="red">{t('stats.loadError')}</Alert> : null}
      <TrendCard
        title={t('stats.staff.trendTitle')}
        trend={data?.rewardTrend}
        mode="amount"
        countLabel={t('stats.staff.rewards')}
        emptyText={t('stats.staff.trendEmpty')}
        loading={stats.isPending}
        error={false}
      />
    </Stack>
  );
}
