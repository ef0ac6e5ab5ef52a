import type { PlatformStats } from '@bb/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { dashboardKeys } from './dashboard-keys.ts';

/** GET /api/stats/platform (super admin): the budget split, the payment trend and reports per month. */
export function fetchPlatformStats(): Promise<PlatformStats> {
  return api.GET('/api/stats/platform');
}

export const platformStatsQueryOptions = queryOptions({ queryKey: dashboardKeys.platform, queryFn: fetchPlatformStats });

export function usePlatformStats() {
  return useQuery(platformStatsQueryOptions);
}
