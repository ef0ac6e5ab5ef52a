import { type CompanyRow, type ListPage } from '@bb/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** How many companies the programs list's company filter offers for one search. */
const OPTIONS = 20;

/** GET /api/companies/verified (staff, super admins): the companies whose programs the list can filter by, by name. */
export function fetchCompanyOptions(search: string): Promise<ListPage<CompanyRow>> {
  return api.GET('/api/companies/verified', { params: { query: { search: search.trim(), sort: 'name', page: 1, size: OPTIONS } } });
}

export function useCompanyOptions(search: string, enabled: boolean) {
  return useQuery({
    queryKey: ['programs', 'company-options', search.trim()] as const,
    queryFn: () => fetchCompanyOptions(search),
    enabled,
    placeholderData: keepPreviousData,
  });
}
