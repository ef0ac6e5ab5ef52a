import type { HacktivityRow, ListPage } from '@bb/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { sharedQueryKeys } from '../../../lib/query-keys.ts';

/** Spec part 2 section 9: the hacktivity is paged by 10. */
export const HACKTIVITY_PAGE_SIZE = 10;

/** GET /api/profile/{id}/hacktivity: the hacker's approved reports (company picture, severity, approvedAt). */
export function fetchHacktivity(hackerId: string, page: number): Promise<ListPage<HacktivityRow>> {
  return api.GET('/api/profile/{id}/hacktivity', { params: { path: { id: hackerId }, query: { page, size: HACKTIVITY_PAGE_SIZE } } });
}

export function hacktivityQueryOptions(hackerId: string, page: number) {
  return queryOptions({
    queryKey: [...sharedQueryKeys.hackerProfile(hackerId), 'hacktivity', page] as const,
    queryFn: () => fetchHacktivity(hackerId, page),
    placeholderData: keepPreviousData,
  });
}

export function useHacktivity(hackerId: string, page: number) {
  return useQuery(hacktivityQueryOptions(hackerId, page));
}
