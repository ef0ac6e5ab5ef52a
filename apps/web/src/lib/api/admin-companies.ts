import { toListQueryString, type CappedListPage, type CompanyRow } from '@bb/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, listQuery } from '../api-client.ts';

export type CompanyStatusFilter = 'all' | 'approved' | 'pending';

export interface AdminCompaniesParams {
  search: string;
  page: number;
  size: number;
  status: CompanyStatusFilter;
  sort: 'createdAt' | '-createdAt';
}

export const adminCompaniesQueryKey = ['admin', 'companies'] as const;

/** The query string of the companies list: the status as isVerified, the search, sort and page. */
export function adminCompaniesQueryString(params: AdminCompaniesParams): string {
  const isVerified = params.status === 'all' ? undefined : params.status === 'approved';
  return toListQueryString({ filters: { isVerified }, search: params.search.trim(), sort: params.sort, page: params.page, size: params.size });
}

/** GET /api/companies (the Companies tab, the deposit's company picker): every company, searched by name and business name, filtered on isVerified. */
export function fetchAdminCompanies(params: AdminCompaniesParams): Promise<CappedListPage<CompanyRow>> {
  return api.GET('/api/companies', listQuery(adminCompaniesQueryString(params)));
}

export function adminCompaniesQueryOptions(params: AdminCompaniesParams) {
  return queryOptions({
    queryKey: [...adminCompaniesQueryKey, params] as const,
    queryFn: () => fetchAdminCompanies(params),
    placeholderData: keepPreviousData,
  });
}

export function useAdminCompanies(params: AdminCompaniesParams) {
  return useQuery(adminCompaniesQueryOptions(params));
}
