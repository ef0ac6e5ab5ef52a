import type { NationalityStats } from '@bb/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { dashboardKeys } from './dashboard-keys.ts';

/** GET /api/stats/nationalities (super admin): hackers per country of residence, most first. */
export function fetchNationalityStats(): Promise<NationalityStats> {
  return api.GET('/api/stats/nationalities');
}

export const nationalityStatsQueryOptions = queryOptions({ queryKey: dashboardKeys.nationalities, queryFn: fetchNationalityStats });

export function useNationalityStats() {
  return useQuery(nationalityStatsQueryOptions);
}
