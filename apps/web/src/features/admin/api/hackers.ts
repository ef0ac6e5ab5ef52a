import { HACKER_SEARCH_MIN_LENGTH, toListQueryString, type HackerRow, type KycStatus, type ListPage } from '@bb/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, listQuery } from '../../../lib/api-client.ts';
import type { TableParams } from './table-params.ts';

export interface HackersParams extends TableParams {
  kycStatus: KycStatus | null;
}

export const hackersQueryKey = ['admin', 'hackers'] as const;

/** The API refuses shorter fragments, so they search nothing rather than fail. */
export function hackerSearchTerm(search: string): string {
  const term = search.trim();
  return term.length >= HACKER_SEARCH_MIN_LENGTH ? term : '';
}

/** The query string of the hackers list (and of its CSV export): kycStatus, the search, newest first, the page. */
export function hackersQueryString(params: HackersParams): string {
  return toListQueryString({
    filters: { kycStatus: params.kycStatus },
    search: hackerSearchTerm(params.search),
    sort: '-createdAt',
    page: params.page,
    size: params.size,
  });
}

/** GET /api/users/hackers: filter kycStatus, search username and email. */
export function fetchHackers(params: HackersParams): Promise<ListPage<HackerRow>> {
  return api.GET('/api/users/hackers', listQuery(hackersQueryString(params)));
}

export function hackersQueryOptions(params: HackersParams) {
  return queryOptions({ queryKey: [...hackersQueryKey, params] as const, queryFn: () => fetchHackers(params), placeholderData: keepPreviousData });
}

export function useHackers(params: HackersParams) {
  return useQuery(hackersQueryOptions(params));
}
