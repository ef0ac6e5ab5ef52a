import type { LeaderboardRow, ListPage } from '@bb/domain';
import type { Executor } from '../../db/client.ts';
import { presentLeaderboardRow } from './hackers.presenter.ts';
import { rankingRepository, withPositions, type RankingPage } from './ranking.ts';

/** One page of the leaderboard (hackers with points, best first) and how many hackers are ranked: GET /api/leaderboard and the public site. */
export async function leaderboardPage(db: Executor, page: RankingPage): Promise<ListPage<LeaderboardRow>> {
  const { rows, count } = await rankingRepository(db).page(page);
  return { count, results: withPositions(page, rows).map(presentLeaderboardRow) };
}
