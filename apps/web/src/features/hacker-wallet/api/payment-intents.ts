import { toListQueryString, type ListPage, type PaymentIntent, type PaymentStatus } from '@bb/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, listQuery } from '../../../lib/api-client.ts';
import { hackerWalletKeys } from './hacker-wallet-keys.ts';

/** The orders GET /api/payments/intents accepts; `-date` (newest first) is its default. */
export const WALLET_SORTS = ['-date', 'date', 'dueDate', '-dueDate', '-amount', 'amount'] as const;
export type WalletSort = (typeof WALLET_SORTS)[number];

/** The hacker's filters of their payments (empty: not filtered). */
export interface PaymentIntentsParams {
  /** One status is sent as `status`, several as `status__in`. */
  statuses: readonly PaymentStatus[];
  /** Part of the report's title. */
  search: string;
  /** ISO instants: the start of the first day and the end of the last one (the payment's date). */
  from: string | null;
  to: string | null;
  sort: WalletSort;
  page: number;
  size: number;
}

export function paymentIntentsQueryString(params: PaymentIntentsParams): string {
  const [only, ...more] = params.statuses;
  return toListQueryString({
    filters: {
      status: only !== undefined && more.length === 0 ? only : null,
      status__in: more.length > 0 ? [...params.statuses] : null,
      date__gte: params.from,
      date__lte: params.to,
    },
    search: params.search.trim(),
    sort: params.sort,
    page: params.page,
    size: params.size,
  });
}

/** GET /api/payments/intents: the hacker's own payments (rewards and referral bonuses). */
export function fetchPaymentIntents(params: PaymentIntentsParams): Promise<ListPage<PaymentIntent>> {
  return api.GET('/api/payments/intents', listQuery(paymentIntentsQueryString(params)));
}

export function paymentIntentsQueryOptions(params: PaymentIntentsParams) {
  return queryOptions({
    queryKey: [...hackerWalletKeys.intents, params] as const,
    queryFn: () => fetchPaymentIntents(params),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function usePaymentIntents(params: PaymentIntentsParams) {
  return useQuery(paymentIntentsQueryOptions(params));
}
