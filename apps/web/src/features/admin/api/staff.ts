import { toListQueryString, type ListPage, type StaffRow } from '@bb/domain';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, listQuery } from '../../../lib/api-client.ts';
import type { TableParams } from './table-params.ts';

export const staffQueryKey = ['admin', 'staff'] as const;

/** Which triagers the tab lists: everyone, those with access, or those a super admin removed. */
export type StaffFilter = 'all' | 'active' | 'removed';
const REMOVED: Record<StaffFilter, boolean | null> = { all: null, active: false, removed: true };

/** The query string of the triagers list (and of its CSV export): removed or not, the search, newest first, the page. */
export function staffQueryString(params: TableParams & { filter?: StaffFilter }): string {
  return toListQueryString({
    filters: { isRemoved: REMOVED[params.filter ?? 'all'] },
    search: params.search.trim(),
    sort: '-createdAt',
    page: params.page,
    size: params.size,
  });
}

/** GET /api/users/staff: triagers, searched by username, email and names. */
export function fetchStaff(params: TableParams & { filter?: StaffFilter }): Promise<ListPage<StaffRow>> {
  return api.GET('/api/users/staff', listQuery(staffQueryString(params)));
}

export function staffQueryOptions(params: TableParams & { filter?: StaffFilter }) {
  return queryOptions({ queryKey: [...staffQueryKey, params] as const, queryFn: () => fetchStaff(params), placeholderData: keepPreviousData });
}

export function useStaff(params: TableParams & { filter?: StaffFilter }) {
  return useQuery(staffQueryOptions(params));
}

/** POST /api/users/staff/{id}/remove or /restore: the triager loses access (their reports stay theirs) or gets it back. */
export function setStaffRemoved({ id, removed }: { id: string; removed: boolean }): Promise<StaffRow> {
  return api.POST(removed ? '/api/users/staff/{id}/remove' : '/api/users/staff/{id}/restore', { params: { path: { id } } });
}

export function useSetStaffRemoved() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setStaffRemoved, onSuccess: () => queryClient.invalidateQueries({ queryKey: staffQueryKey }) });
}
