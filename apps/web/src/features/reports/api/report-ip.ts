import type { reportIpSchema } from '@bb/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';

export type ReportIp = z.infer<typeof reportIpSchema>;

/** GET /api/reports/ip: the caller's address as the server sees it (the form's default). */
export function fetchReportIp(): Promise<ReportIp> {
  return api.GET('/api/reports/ip');
}

export const reportIpQueryOptions = queryOptions({ queryKey: ['reports', 'ip'] as const, queryFn: fetchReportIp, staleTime: Infinity });

export function useReportIp() {
  return useQuery(reportIpQueryOptions);
}
