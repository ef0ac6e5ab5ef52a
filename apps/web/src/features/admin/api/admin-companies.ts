import { toListQueryString, type CompanyRow } from '@bb/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { ListPage, TableParams } from './list-page.ts';

export type CompanyStatusFilter = 'all' | 'approved' | 'pending';

export interface AdminCompaniesParams extends TableParams {
  status: CompanyStatusFilter;
  sort: 'createdAt' | '-createdAt';
}

export const adminCompaniesQueryKey = ['admin', 'companies'] as const;

/** GET /api/companies: every company, searched by name and business name, filtered on isVerified. */
export function fetchAdminCompanies(params: AdminCompaniesParams): Promise<ListPage<CompanyRow>> {
  const isVerified = params.status === 'all' ? undefined : params.status === 'approved';
  const query = toListQueryString({ filters: { isVerified }, search: params.search.trim(), sort: params.sort, page: params.page, size: params.size });
  return api.get<ListPage<CompanyRow>>(`/api/companies?${query}`);
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
