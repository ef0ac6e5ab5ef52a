import type { HackerDashboardStats } from '@bb/domain';
import { Alert, SimpleGrid, Stack } from '@mantine/core';
import { IconBug, IconPercentage, IconStar, IconWorld } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { StatCard } from '../../../../components/stat-card.tsx';

function useRankText(stats: HackerDashboardStats | undefined): string {
  const { t } = useTranslation();
  if (!stats) return '—';
  return stats.rank === null ? t('dashboard.hacker.stats.notRanked') : t('dashboard.hacker.stats.rankValue', { rank: stats.rank });
}

/** World rank, score, bugs resolved and effectiveness (spec part 2 "Dashboard") from the caller's dashboard. */
export function HackerStatCards({ stats, loading, error }: { stats: HackerDashboardStats | undefined; loading: boolean; error: boolean }) {
  const { t } = useTranslation();
  const rank = useRankText(stats);
  // "—" until a report is closed, then the share resolved.
  const effectiveness =
    stats?.effectiveness === null || stats?.effectiveness === undefined ? '—' : t('dashboard.hacker.stats.effectivenessValue', { value: stats.effectiveness });
  return (
    <Stack gap="xs">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
        <StatCard label={t('dashboard.hacker.stats.rank')} icon={IconWorld} value={rank} loading={loading} testId="hacker-rank" />
        <StatCard label={t('dashboard.hacker.stats.points')} icon={IconStar} value={stats?.points ?? '—'} loading={loading} testId="hacker-points" />
        <StatCard
          label={t('dashboard.hacker.stats.bugsResolved')}
          icon={IconBug}
          value={stats?.resolved ?? '—'}
          loading={loading}
          testId="hacker-bugs-resolved"
        />
        <StatCard
          label={t('dashboard.hacker.stats.effectiveness')}
          icon={IconPercentage}
          value={effectiveness}
          loading={loading}
          testId="hacker-effectiveness"
        />
      </SimpleGrid>
      {error ? <Alert color="red">{t('dashboard.hacker.stats.loadError')}</Alert> : null}
    </Stack>
  );
}
