import type { HackerStats } from '@bb/domain';
import { Alert, SimpleGrid } from '@mantine/core';
import { IconCircleCheck, IconSend, IconStar, IconTrophy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { StatCard } from '../../../components/stat-card.tsx';
import { useHackerStats } from '../../../lib/api/hacker-stats.ts';

const STATS = [
  { key: 'rank', icon: IconTrophy },
  { key: 'points', icon: IconStar },
  { key: 'reportsSent', icon: IconSend },
  { key: 'reportsAccepted', icon: IconCircleCheck },
] as const satisfies readonly { key: keyof HackerStats; icon: unknown }[];

/** Rank, points, reports sent and reports accepted. */
export function HackerStatCards({ hackerId }: { hackerId: string }) {
  const { t } = useTranslation();
  const stats = useHackerStats(hackerId);
  if (stats.isError) return <Alert color="red">{t('hackerProfile.stats.loadError')}</Alert>;

  const value = (key: keyof HackerStats) => {
    const figure = stats.data?.[key];
    if (key === 'rank') return figure == null ? t('hackerProfile.stats.unranked') : t('hackerProfile.stats.rankValue', { rank: figure });
    return figure;
  };
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
      {STATS.map(({ key, icon }) => (
        <StatCard key={key} label={t(`hackerProfile.stats.${key}`)} icon={icon} loading={stats.isPending} value={value(key)} testId={`hacker-${key}`} />
      ))}
    </SimpleGrid>
  );
}
