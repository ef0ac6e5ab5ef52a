import type { LeaderboardRow } from '@bb/domain';
import { Group } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CsvExportMenu } from '../../../components/csv-export-menu.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { LEADERBOARD_PAGE_SIZE, useLeaderboard } from '../api/leaderboard.ts';
import { RankingTable, type RankingRow } from '../../../components/ranking-table.tsx';

const toRankingRow = ({ position, hacker, points }: LeaderboardRow): RankingRow => ({ position, hacker, points });

/** The platform's leaderboard (GET /api/leaderboard), open to visitors; signed-in viewers reach each profile. */
export function LeaderboardPage() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const leaderboard = useLeaderboard(page);
  return (
    <>
      <PageHeader title={t('leaderboard.title')} description={t('leaderboard.subtitle')} />
      <Group justify="flex-end" mb="md">
        {/* Every ranked hacker, not only the page shown: the leaderboard takes no filters. */}
        <CsvExportMenu path="/api/leaderboard/export.csv" listQuery="" name="leaderboard" />
      </Group>
      <RankingTable
        ranking={leaderboard}
        toRow={toRankingRow}
        page={page}
        pageSize={LEADERBOARD_PAGE_SIZE}
        onPage={setPage}
        textKeys="leaderboard"
        withAvatars
      />
    </>
  );
}
