import type { CompanyDetail } from '@bb/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { sharedQueryKeys } from '../../../lib/query-keys.ts';

/** GET /api/companies/{id}: the company with its reference code and team figures. */
export function fetchAdminCompany(id: string): Promise<CompanyDetail> {
  return api.GET('/api/companies/{id}', { params: { path: { id } } });
}

export function adminCompanyQueryOptions(id: string) {
  return queryOptions({ queryKey: sharedQueryKeys.adminCompany(id), queryFn: () => fetchAdminCompany(id) });
}

export function useAdminCompany(id: string) {
  return useQuery(adminCompanyQueryOptions(id));
}
