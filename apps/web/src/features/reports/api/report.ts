import type { ReportDetail } from '@bb/domain';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { paths } from '../../../lib/api/openapi.gen.ts';
import { sharedQueryKeys } from '../../../lib/query-keys.ts';
import { reportsQueryKey } from './reports.ts';

export const reportQueryKey = (id: string) => ['reports', 'detail', id] as const;

/** A report as the API answers it (its detail, and every action's answer). */
export type ReportAnswer = paths['/api/reports/{id}']['get']['responses'][200]['content']['application/json'];

/**
 * The report as the domain types it. The document gives stored rich text (the report's, the timeline's) as any JSON, its
 * recursive ProseMirror shape not written out; the API answers only documents it checked (reports/schemas.ts richTextAnswer).
 */
export const asReportDetail = (report: ReportAnswer): ReportDetail => report as ReportDetail;

/** GET /api/reports/{id}: the report with its rendered texts, receipt, response targets, timeline and the caller's abilities. */
export async function fetchReport(id: string): Promise<ReportDetail> {
  return asReportDetail(await api.GET('/api/reports/{id}', { params: { path: { id } } }));
}

export function reportQueryOptions(id: string) {
  return queryOptions({ queryKey: reportQueryKey(id), queryFn: () => fetchReport(id) });
}

export function useReport(id: string) {
  return useQuery(reportQueryOptions(id));
}

/** After an action: its answer is the new detail, and every list and the dashboard's report figures may have moved. */
export async function storeReport(queryClient: QueryClient, report: ReportDetail): Promise<void> {
  queryClient.setQueryData(reportQueryKey(report.id), report);
  await Promise.all([queryClient.invalidateQueries({ queryKey: reportsQueryKey }), queryClient.invalidateQueries({ queryKey: sharedQueryKeys.dashboard })]);
}

/** The picture a hacker shares (SVG drawn by the API: the bounty, never the content). */
export const reportShareImageUrl = (id: string): string => `/api/reports/${encodeURIComponent(id)}/share-image`;
