import { toListQueryString, type ReportListPage, type ReportSeverity, type ReportStatus, type RetestStatus } from '@bb/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, listQuery } from '../../../lib/api-client.ts';

export const REPORT_SORTS = ['-createdAt', 'createdAt', '-updatedAt', 'updatedAt', 'title', '-title'] as const;
export type ReportSort = (typeof REPORT_SORTS)[number];

/** The filters of GET /api/reports as the lists send them (null or empty: not filtered). */
export interface ReportsParams {
  title: string;
  status: ReportStatus | null;
  statusIn: readonly ReportStatus[];
  severity: ReportSeverity | null;
  /** ISO instants: the start of the first day and the end of the last one. */
  createdFrom: string | null;
  createdTo: string | null;
  company: string | null;
  program: string | null;
  triagedByMe: boolean;
  breached: boolean | null;
  /** Only true filters: open reports whose next response is due within ABOUT_TO_BREACH_HOURS. */
  dueSoon: boolean;
  /** Only true filters: reports of managed programs. */
  managed: boolean;
  /** Fix verification: the state of the report's latest retest (null or absent: any). */
  retest?: RetestStatus | null;
  sort: ReportSort;
  page: number;
  size: number;
}

export const reportsQueryKey = ['reports', 'list'] as const;

/** The query string of a reports list: only the filters in use. */
export function reportsQueryString(params: ReportsParams): string {
  return toListQueryString({
    filters: {
      title__icontains: params.title.trim(),
      status: params.status,
      status__in: [...params.statusIn],
      severity: params.severity,
      createdAt__gte: params.createdFrom,
      createdAt__lte: params.createdTo,
      company: params.company,
      program: params.program,
      triagedByMe: params.triagedByMe ? true : null,
      breached: params.breached,
      dueSoon: params.dueSoon ? true : null,
      isManaged: params.managed ? true : null,
      retest: params.retest ?? null,
    },
    sort: params.sort,
    page: params.page,
    size: params.size,
  });
}

/** GET /api/reports: the reports the caller may see (a hacker their own, a company its programs', staff all). */
export function fetchReports(params: ReportsParams): Promise<ReportListPage> {
  return api.GET('/api/reports', listQuery(reportsQueryString(params)));
}

export function reportsQueryOptions(params: ReportsParams) {
  return queryOptions({ queryKey: [...reportsQueryKey, params] as const, queryFn: () => fetchReports(params), placeholderData: keepPreviousData });
}

export function useReports(params: ReportsParams, enabled = true) {
  return useQuery({ ...reportsQueryOptions(params), enabled });
}
