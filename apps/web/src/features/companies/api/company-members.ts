import { toListQueryString, type CompanyMember, type ListPage } from '@bb/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, listQuery } from '../../../lib/api-client.ts';

export interface MembersParams {
  search: string;
  page: number;
  size: number;
}

export const companyMembersQueryKey = (companyId: string) => ['companies', companyId, 'members'] as const;

/** GET /api/companies/{id}/members: paged, searched by names, username and email. */
export function fetchCompanyMembers(companyId: string, params: MembersParams): Promise<ListPage<CompanyMember>> {
  const query = toListQueryString({ search: params.search.trim(), page: params.page, size: params.size, sort: 'createdAt' });
  return api.GET('/api/companies/{id}/members', { ...listQuery(query), params: { path: { id: companyId } } });
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
