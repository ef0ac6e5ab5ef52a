import type { ReportStats } from '@bb/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** GET /api/reports/stats: the reports the caller may see, counted by status and severity. */
export function fetchReportStats(): Promise<ReportStats> {
  return api.GET('/api/reports/stats');
}

export const reportStatsQueryOptions = queryOptions({ queryKey: ['reports', 'stats'] as const, queryFn: fetchReportStats });

export function useReportStats() {
  return useQuery(reportStatsQueryOptions);
}
