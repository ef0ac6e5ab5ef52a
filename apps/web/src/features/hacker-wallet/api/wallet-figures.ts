import type { HackerWallet } from '@bb/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { hackerWalletKeys } from './hacker-wallet-keys.ts';

/** GET /api/payments/wallet: earned, paid, pending and withheld amounts, the next due date and the last 12 months. */
export function fetchHackerWallet(): Promise<HackerWallet> {
  return api.GET('/api/payments/wallet');
}

// Saving the payment settings elsewhere moves payments: always read again when the wallet opens.
export const hackerWalletQueryOptions = queryOptions({ queryKey: hackerWalletKeys.figures, queryFn: fetchHackerWallet, staleTime: 0 });

export function useHackerWallet() {
  return useQuery(hackerWalletQueryOptions);
}
