import { toListQueryString, type CompanyMember, type ListPage } from '@bb/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, listQuery } from '../../../lib/api-client.ts';

export interface MembersParams {
  search: string;
  page: number;
  size: number;
}

export const companyMembersQueryKey = (companyId: string) => ['companies', companyId, 'members'] as const;

/** The query string of the team list (and of its CSV export): the search, oldest member first, the page. */
export function companyMembersQueryString(params: MembersParams): string {
  return toListQueryString({ search: params.search.trim(), page: params.page, size: params.size, sort: 'createdAt' });
}

/** GET /api/companies/{id}/members: paged, searched by names, username and email. */
export function fetchCompanyMembers(companyId: string, params: MembersParams): Promise<ListPage<CompanyMember>> {
  return api.GET('/api/companies/{id}/members', { ...listQuery(companyMembersQueryString(params)), params: { path: { id: companyId } } });
}

export function companyMembersQueryOptions(companyId: string, params: MembersParams) {
  return queryOptions({
    queryKey: [...companyMembersQueryKey(companyId), params] as const,
    queryFn: () => fetchCompanyMembers(companyId, params),
    placeholderData: keepPreviousData,
  });
}

export function useCompanyMembers(companyId: string, params: MembersParams) {
  return useQuery(companyMembersQueryOptions(companyId, params));
}
