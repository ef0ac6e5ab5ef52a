import type { Company } from '@bb/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const myCompanyQueryKey = ['companies', 'me'] as const;

/** GET /api/companies/me: the signed-in user's company (their first company role). */
export function fetchMyCompany(): Promise<Company> {
  return api.GET('/api/companies/me');
}

export const myCompanyQueryOptions = queryOptions({ queryKey: myCompanyQueryKey, queryFn: fetchMyCompany });

export function useMyCompany() {
  return useQuery(myCompanyQueryOptions);
}
