import { toListQueryString, type AuditLogEntry, type ListPage } from '@bb/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, listQuery } from '../../../lib/api-client.ts';

export interface AuditLogParams {
  action: string | null;
  /** ISO instants, or null for an open end. */
  from: string | null;
  to: string | null;
  page: number;
  size: number;
}

export const auditLogQueryKey = ['admin', 'audit-log'] as const;

/** The query string of the audit log (and of its CSV export): action, createdAt range, newest first, the page. */
export function auditLogQueryString(params: AuditLogParams): string {
  return toListQueryString({
    filters: { action: params.action, createdAt__gte: params.from, createdAt__lte: params.to },
    sort: '-createdAt',
    page: params.page,
    size: params.size,
  });
}

/** GET /api/admin/audit-log: newest first, filters action and createdAt range. */
export function fetchAuditLog(params: AuditLogParams): Promise<ListPage<AuditLogEntry>> {
  return api.GET('/api/admin/audit-log', listQuery(auditLogQueryString(params)));
}

export function auditLogQueryOptions(params: AuditLogParams) {
  return queryOptions({ queryKey: [...auditLogQueryKey, params] as const, queryFn: () => fetchAuditLog(params), placeholderData: keepPreviousData });
}

export function useAuditLog(params: AuditLogParams) {
  return useQuery(auditLogQueryOptions(params));
}
