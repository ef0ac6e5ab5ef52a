import type { UserCounts } from '@bb/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const userCountsQueryKey = ['admin', 'user-counts'] as const;

/** GET /api/users/count: people by user type. */
export function fetchUserCounts(): Promise<UserCounts> {
  return api.GET('/api/users/count');
}

export function userCountsQueryOptions() {
  return queryOptions({ queryKey: userCountsQueryKey, queryFn: fetchUserCounts });
}

export function useUserCounts() {
  return useQuery(userCountsQueryOptions());
}
