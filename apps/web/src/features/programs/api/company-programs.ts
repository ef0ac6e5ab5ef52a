import { toListQueryString, type CappedListPage, type ProgramCard } from '@bb/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, listQuery } from '../../../lib/api-client.ts';
import { programsQueryKey } from './programs.ts';

/** The list's query string, shared by its page and its CSV export. */
export function companyProgramsQueryString({ companyId, page, size }: { companyId: string; page: number; size: number }): string {
  return toListQueryString({ filters: { company: companyId }, sort: '-createdAt', page, size });
}

/** GET /api/programs?company=: one company's programs as staff and super admins see them (drafts aside), newest first. */
export function fetchCompanyPrograms(params: { companyId: string; page: number; size: number }): Promise<CappedListPage<ProgramCard>> {
  return api.GET('/api/programs', listQuery(companyProgramsQueryString(params)));
}

export function companyProgramsQueryOptions(params: { companyId: string; page: number; size: number }) {
  // Under the programs list key, so creating or changing a program refreshes it too.
  return queryOptions({
    queryKey: [...programsQueryKey, 'company', params] as const,
    queryFn: () => fetchCompanyPrograms(params),
    placeholderData: keepPreviousData,
  });
}

export function useCompanyPrograms(params: { companyId: string; page: number; size: number }) {
  return useQuery(companyProgramsQueryOptions(params));
}
