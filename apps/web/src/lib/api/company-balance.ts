import type { CompanyBalance } from '@bb/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client.ts';
import { sharedQueryKeys } from '../query-keys.ts';

/** GET /api/companies/me/balance: the wallet's available balance, the budget allocated to programs and its unspent part. */
export function fetchCompanyBalance(): Promise<CompanyBalance> {
  return api.GET('/api/companies/me/balance');
}

export const companyBalanceQueryOptions = queryOptions({ queryKey: sharedQueryKeys.companyBalance, queryFn: fetchCompanyBalance });

export function useCompanyBalance() {
  return useQuery(companyBalanceQueryOptions);
}
