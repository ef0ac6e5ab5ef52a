import type { HallOfFameRow } from '@bb/domain';
import { useState } from 'react';
import { RankingTable, type RankingRow } from '../../../../components/ranking-table.tsx';
import { HALL_OF_FAME_PAGE_SIZE, useHallOfFame } from '../../api/hall-of-fame.ts';

const toRankingRow = (row: HallOfFameRow): RankingRow => ({
  position: row.position,
  hacker: { id: row.hackerId, username: row.name, picture: null },
  points: row.score,
});

/** A hall of fame, 10 rows per page: the program's with `programId`, else the platform's. */
export function HallOfFameTable({ programId }: { programId?: string }) {
  const [page, setPage] = useState(1);
  const ranking = useHallOfFame({ programId, page });
  return <RankingTable ranking={ranking} toRow={toRankingRow} page={page} pageSize={HALL_OF_FAME_PAGE_SIZE} onPage={setPage} textKeys="hallOfFame" />;
}
