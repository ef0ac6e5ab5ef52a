import type { ProgramDetail } from '@bb/domain';
import { Alert, SimpleGrid, Stack, Title } from '@mantine/core';
import { IconStar, IconTrophy } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { StatCard } from '../../../../components/stat-card.tsx';
import { useHackerStats } from '../../api/program-insights.ts';
import { DescriptionPanel, ProgramFacts, RewardsPanel } from '../program-panels.tsx';
import { ResponseTimesCard } from '../response-times-card.tsx';

/** The hacker's points and position on this program (GET /hacker-stats). */
function HackerFigures({ programId }: { programId: string }) {
  const { t } = useTranslation();
  const stats = useHackerStats(programId);
  const position = stats.data?.position;
  return (
    <Stack gap="xs">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <StatCard
          label={t('programTabs.hackerOverview.points')}
          icon={IconStar}
          value={stats.data?.points ?? '—'}
          loading={stats.isPending}
          testId="hacker-points"
        />
        <StatCard
          label={t('programTabs.hackerOverview.position')}
          icon={IconTrophy}
          value={position ? t('programTabs.hackerOverview.positionValue', { position }) : stats.data ? t('programTabs.hackerOverview.notRanked') : '—'}
          loading={stats.isPending}
          testId="hacker-position"
        />
      </SimpleGrid>
      {stats.isError ? <Alert color="red">{t('programTabs.hackerOverview.statsError')}</Alert> : null}
    </Stack>
  );
}

/** A hacker's overview: their figures, the program's facts and response times, its texts and policy, then targets and rewards. */
export function HackerOverviewTab({ program }: { program: ProgramDetail }) {
  const { t } = useTranslation();
  const rewardsTitleId = useId();
  return (
    <Stack gap="lg">
      <HackerFigures programId={program.id} />
      <ProgramFacts program={program} full={false} />
      <ResponseTimesCard programId={program.id} />
      <DescriptionPanel program={program} />
      <Stack gap="sm" component="section" aria-labelledby={rewardsTitleId}>
        <Title order={2} size="h4" id={rewardsTitleId}>
          {t('programs.tabs.rewards')}
        </Title>
        <RewardsPanel program={program} />
      </Stack>
    </Stack>
  );
}
