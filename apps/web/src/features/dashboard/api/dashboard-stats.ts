import type { Dashboard } from '@bb/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { dashboardKeys } from './dashboard-keys.ts';

/** GET /api/stats/dashboard: the caller's own dashboard, one shape per user type. */
export function fetchDashboardStats(): Promise<Dashboard> {
  return api.get<Dashboard>('/api/stats/dashboard');
}

// Work waiting changes as others act: read again whenever the dashboard opens.
export const dashboardStatsQueryOptions = queryOptions({ queryKey: dashboardKeys.dashboard, queryFn: fetchDashboardStats, staleTime: 0 });

export function useDashboardStats() {
  return useQuery(dashboardStatsQueryOptions);
}

/** The dashboard when it is of the expected user type (undefined while loading or for another type). */
export function useDashboardOf<T extends Dashboard['userType']>(userType: T) {
  const query = useDashboardStats();
  const data = query.data?.userType === userType ? (query.data as Extract<Dashboard, { userType: T }>) : undefined;
  return { data, isPending: query.isPending, isError: query.isError };
}
