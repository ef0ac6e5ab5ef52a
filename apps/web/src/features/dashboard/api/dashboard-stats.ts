import type { Dashboard } from '@bb/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { dashboardKeys } from './dashboard-keys.ts';

/** GET /api/stats/dashboard: the caller's own dashboard, one shape per user type. */
export function fetchDashboardStats(): Promise<Dashboard> {
  return api.GET('/api/stats/dashboard');
}

// Work waiting changes as others act: read again whenever the dashboard opens (but not over the answer it was painted from).
export const dashboardStatsQueryOptions = queryOptions({ queryKey: dashboardKeys.dashboard, queryFn: fetchDashboardStats, staleTime: 0 });

/** Asked for by the dashboard page as it opens (unless its answer is fresh), side by side with its user type's code. */
export function useDashboardStats({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...dashboardStatsQueryOptions, enabled });
}

/**
 * The dashboard when it is of the expected user type (undefined while loading or for another type). The page asked
 * for it on opening: the cards read that answer rather than asking again as they mount. `enabled` as the page's.
 */
export function useDashboardOf<T extends Dashboard['userType']>(userType: T, { enabled = true }: { enabled?: boolean } = {}) {
  const query = useQuery({ ...dashboardStatsQueryOptions, refetchOnMount: false, enabled });
  const data = query.data?.userType === userType ? (query.data as Extract<Dashboard, { userType: T }>) : undefined;
  return { data, isPending: query.isPending, isError: query.isError };
}
