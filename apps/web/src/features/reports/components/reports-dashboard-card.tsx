import type { ReportStats } from '@bb/domain';
import { Anchor, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconBug } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatPercent } from '../../../components/charts/chart-format.ts';
import { DashboardCard, DashboardCardText } from '../../../components/dashboard-card.tsx';
import { useReportStats } from '../api/report-stats.ts';

function Figure({ label, value, testId, strong = false }: { label: string; value: string | number; testId: string; strong?: boolean }) {
  return (
    <Group justify="space-between" wrap="nowrap">
      <Text size="sm" fw={strong ? 600 : undefined}>
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : 600} data-testid={testId}>
        {value}
      </Text>
    </Group>
  );
}

/**
 * The figures under the headline: received and effectiveness (the dashboard's figures, spec part 1 section 2), then
 * what waits, what is being handled, what was accepted.
 */
function Breakdown({ stats }: { stats: ReportStats }) {
  const { t } = useTranslation();
  const rows = [
    { key: 'new', value: stats.byStatus.new },
    { key: 'inProgress', value: stats.byStatus.triaged + stats.byStatus.moreInfo },
    { key: 'forApproval', value: stats.byStatus.forApproval },
    { key: 'accepted', value: stats.accepted },
  ] as const;
  return (
    <Stack gap={4} w="100%">
      <Figure strong label={t('reportStats.card.received')} value={stats.total} testId="reports-received" />
      <Figure
        strong
        label={t('reportStats.card.effectiveness')}
        value={stats.effectiveness === null ? '—' : formatPercent(stats.effectiveness)}
        testId="reports-effectiveness"
      />
      {rows.map((row) => (
        <Figure key={row.key} label={t(`reportStats.card.${row.key}`)} value={row.value} testId={`reports-${row.key}`} />
      ))}
      {stats.effectiveness === null ? (
        <Text size="sm" c="dimmed">
          {t('reportStats.card.noEffectiveness')}
        </Text>
      ) : null}
    </Stack>
  );
}

/**
 * The dashboard's Reports card: pending (open), received and effectiveness, and the way to them. The figures come from
 * the page (the company dashboard's answer carries them); `ReportsDashboardCard` asks for them itself.
 */
export function ReportsFiguresCard({ stats, loading, error = false }: { stats: ReportStats | undefined; loading: boolean; error?: boolean }) {
  const { t } = useTranslation();
  return (
    <DashboardCard icon={<IconBug size={22} aria-hidden />} title={t('reportStats.card.title')}>
      <Stack gap="xs" align="flex-start">
        {loading ? <Skeleton h={34} w="60%" /> : null}
        {error ? <DashboardCardText>{t('reportStats.card.loadError')}</DashboardCardText> : null}
        {stats && stats.total > 0 ? (
          <>
            <Stack gap={2}>
              <Text fz={28} fw={700} data-testid="reports-open">
                {stats.open}
              </Text>
              <Text size="sm" fw={600}>
                {t('reportStats.card.pending')}
              </Text>
            </Stack>
            <Breakdown stats={stats} />
          </>
        ) : null}
        {stats && stats.total === 0 ? <DashboardCardText>{t('reportStats.card.none')}</DashboardCardText> : null}
        <Anchor component={Link} to="/reports" size="sm">
          {t('reportStats.card.goTo')}
        </Anchor>
      </Stack>
    </DashboardCard>
  );
}

/** The Reports card with its own figures (GET /api/reports/stats): the staff and super admin dashboards. */
export function ReportsDashboardCard() {
  const stats = useReportStats();
  return <ReportsFiguresCard stats={stats.data} loading={stats.isPending} error={stats.isError} />;
}
