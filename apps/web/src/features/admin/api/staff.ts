import { toListQueryString, type ListPage, type StaffRow } from '@bb/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { TableParams } from './table-params.ts';

export const staffQueryKey = ['admin', 'staff'] as const;

/** GET /api/users/staff: triagers, searched by username, email and names. */
export function fetchStaff(params: TableParams): Promise<ListPage<StaffRow>> {
  const query = toListQueryString({ search: params.search.trim(), sort: '-createdAt', page: params.page, size: params.size });
  return api.get<ListPage<StaffRow>>(`/api/users/staff?${query}`);
}

export function staffQueryOptions(params: TableParams) {
  return queryOptions({ queryKey: [...staffQueryKey, params] as const, queryFn: () => fetchStaff(params), placeholderData: keepPreviousData });
}

export function useStaff(params: TableParams) {
  return useQuery(staffQueryOptions(params));
}
