import type { DepositDetails } from '@bb/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const depositDetailsQueryKey = ['banking', 'deposit-details'] as const;

/** GET /api/banking/deposit-details: where to send a transfer, the company's reference code and the calculator's VAT rate. */
export function fetchDepositDetails(): Promise<DepositDetails> {
  return api.GET('/api/banking/deposit-details');
}

export const depositDetailsQueryOptions = queryOptions({ queryKey: depositDetailsQueryKey, queryFn: fetchDepositDetails, staleTime: 5 * 60_000 });

/** Loaded only while the transfer dialog is open. */
export function useDepositDetails(enabled: boolean) {
  return useQuery({ ...depositDetailsQueryOptions, enabled });
}
