import type { HackerStats } from '@bb/domain';
import { Alert, SimpleGrid, Stack } from '@mantine/core';
import { IconBug, IconStar, IconWorld } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { StatCard } from '../../../../components/stat-card.tsx';
import { useHackerStats } from '../../../../lib/api/hacker-stats.ts';

function useRankText(stats: HackerStats | undefined): string {
  const { t } = useTranslation();
  if (!stats) return '—';
  return stats.rank === null ? t('dashboard.hacker.stats.notRanked') : t('dashboard.hacker.stats.rankValue', { rank: stats.rank });
}

/**
 * World rank, score and bugs resolved from GET /api/profile/{id}/stats. Effectiveness is not shown:
 * the API does not give it yet (it comes with reports).
 */
export function HackerStatCards({ hackerId }: { hackerId: string }) {
  const { t } = useTranslation();
  const stats = useHackerStats(hackerId);
  const loading = stats.isPending;
  const rank = useRankText(stats.data);
  return (
    <Stack gap="xs">
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
        <StatCard label={t('dashboard.hacker.stats.rank')} icon={IconWorld} value={rank} loading={loading} testId="hacker-rank" />
        <StatCard label={t('dashboard.hacker.stats.points')} icon={IconStar} value={stats.data?.points ?? '—'} loading={loading} testId="hacker-points" />
        <StatCard
          label={t('dashboard.hacker.stats.bugsResolved')}
          icon={IconBug}
          value={stats.data?.reportsAccepted ?? '—'}
          loading={loading}
          testId="hacker-bugs-resolved"
        />
      </SimpleGrid>
      {stats.isError ? <Alert color="red">{t('dashboard.hacker.stats.loadError')}</Alert> : null}
    </Stack>
  );
}
