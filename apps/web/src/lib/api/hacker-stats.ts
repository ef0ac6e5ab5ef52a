import type { HackerStats } from '@bb/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client.ts';
import { sharedQueryKeys } from '../query-keys.ts';

/** GET /api/profile/{id}/stats: leaderboard rank (null while not ranked), points, reports sent and accepted. */
export function fetchHackerStats(hackerId: string): Promise<HackerStats> {
  return api.GET('/api/profile/{id}/stats', { params: { path: { id: hackerId } } });
}

export function hackerStatsQueryOptions(hackerId: string) {
  return queryOptions({ queryKey: [...sharedQueryKeys.hackerProfile(hackerId), 'stats'] as const, queryFn: () => fetchHackerStats(hackerId) });
}

export function useHackerStats(hackerId: string) {
  return useQuery(hackerStatsQueryOptions(hackerId));
}
