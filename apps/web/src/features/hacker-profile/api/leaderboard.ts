import type { LeaderboardRow } from '@bb/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { ListPage } from '../../admin/api/list-page.ts';

/** Spec part 2 section 9: tables default to 10 rows per page. */
export const LEADERBOARD_PAGE_SIZE = 10;

export const leaderboardQueryKey = ['leaderboard'] as const;

/** GET /api/leaderboard (public): hackers with points, best first, with their position. */
export function fetchLeaderboard(page: number): Promise<ListPage<LeaderboardRow>> {
  return api.get<ListPage<LeaderboardRow>>('/api/leaderboard', { query: { page, size: LEADERBOARD_PAGE_SIZE } });
}

export function leaderboardQueryOptions(page: number) {
  return queryOptions({ queryKey: [...leaderboardQueryKey, page] as const, queryFn: () => fetchLeaderboard(page), placeholderData: keepPreviousData });
}

export function useLeaderboard(page: number) {
  return useQuery(leaderboardQueryOptions(page));
}
