import type { LeaderboardRow, ListPage } from '@bb/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { sharedQueryKeys } from '../../../lib/query-keys.ts';

/** Spec part 2 section 9: tables default to 10 rows per page. */
export const LEADERBOARD_PAGE_SIZE = 10;

/** GET /api/leaderboard (public): hackers with points, best first, with their position. */
export function fetchLeaderboard(page: number): Promise<ListPage<LeaderboardRow>> {
  return api.GET('/api/leaderboard', { params: { query: { page, size: LEADERBOARD_PAGE_SIZE } } });
}

export function leaderboardQueryOptions(page: number) {
  return queryOptions({ queryKey: [...sharedQueryKeys.leaderboard, page] as const, queryFn: () => fetchLeaderboard(page), placeholderData: keepPreviousData });
}

export function useLeaderboard(page: number) {
  return useQuery(leaderboardQueryOptions(page));
}
