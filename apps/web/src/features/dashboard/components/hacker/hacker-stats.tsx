import type { HackerStats } from '@bb/domain';
import { Alert, SimpleGrid, Stack } from '@mantine/core';
import { IconBug, IconPercentage, IconStar, IconWorld } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { StatCard } from '../../../../components/stat-card.tsx';
import { useHackerStats } from '../../../../lib/api/hacker-stats.ts';

function useRankText(stats: HackerStats | undefined): string {
  const { t } = useTranslation();
  if (!stats) return '—';
  return stats.rank === null ? t('dashboard.hacker.stats.notRanked') : t('dashboard.hacker.stats.rankValue', { rank: stats.rank });
}

/** "—" until a report is closed, then the share accepted. */
function useEffectivenessText() {
  const { t } = useTranslation();
  return (stats: HackerStats | undefined) =>
    stats?.effectiveness === null || stats?.effectiveness === undefined ? '—' : t('dashboard.hacker.stats.effectivenessValue', { value: stats.effectiveness });
}

/** World rank, score, bugs resolved and effectiveness (spec part 2 "Dashboard") from GET /api/profile/{id}/stats. */
export function HackerStatCards({ hackerId }: { hackerId: string }) {
  const { t } = useTranslation();
  const stats = useHackerStats(hackerId);
  const loading = stats.isPending;
  const rank = useRankText(stats.data);
  const effectivenessText = useEffectivenessText();
  return (
    <Stack gap="xs">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
        <StatCard label={t('dashboard.hacker.stats.rank')} icon={IconWorld} value={rank} loading={loading} testId="hacker-rank" />
        <StatCard label={t('dashboard.hacker.stats.points')} icon={IconStar} value={stats.data?.points ?? '—'} loading={loading} testId="hacker-points" />
        <StatCard
          label={t('dashboard.hacker.stats.bugsResolved')}
          icon={IconBug}
          value={stats.data?.reportsAccepted ?? '—'}
          loading={loading}
          testId="hacker-bugs-resolved"
        />
        <StatCard
          label={t('dashboard.hacker.stats.effectiveness')}
          icon={IconPercentage}
          value={effectivenessText(stats.data)}
          loading={loading}
          testId="hacker-effectiveness"
        />
      </SimpleGrid>
      {stats.isError ? <Alert color="red">{t('dashboard.hacker.stats.loadError')}</Alert> : null}
    </Stack>
  );
}
