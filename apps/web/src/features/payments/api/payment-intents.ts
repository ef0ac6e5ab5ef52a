import { toListQueryString, type PaymentListPage, type PaymentStatus } from '@bb/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, listQuery } from '../../../lib/api-client.ts';
import { paymentKeys } from './payment-keys.ts';

/** The orders GET /api/payments/intents accepts; `-date` (newest first) is its default. */
export const PAYMENT_SORTS = ['-date', 'date', 'dueDate', '-dueDate', '-amount', 'amount'] as const;
export type PaymentSort = (typeof PAYMENT_SORTS)[number];
export const DEFAULT_PAYMENT_SORT: PaymentSort = '-date';

/** The super admin's filters of the payment history (empty: not filtered). */
export interface PaymentIntentsParams {
  statuses: readonly PaymentStatus[];
  /** Part of the company's name. */
  companyName: string;
  /** Part of the hacker's username. */
  hacker: string;
  /** ISO instants: the start of the first day and the end of the last one (creation date). */
  createdFrom: string | null;
  createdTo: string | null;
  overdue: boolean;
  sort: PaymentSort;
  page: number;
  size: number;
}

/** The query string of the list: one status as `status`, several as `status__in`, only the filters in use. */
export function paymentIntentsQueryString(params: PaymentIntentsParams): string {
  const [only, ...more] = params.statuses;
  return toListQueryString({
    filters: {
      status: only !== undefined && more.length === 0 ? only : null,
      status__in: more.length > 0 ? [...params.statuses] : null,
      companyName__icontains: params.companyName.trim(),
      hacker__icontains: params.hacker.trim(),
      date__gte: params.createdFrom,
      date__lte: params.createdTo,
      overdue: params.overdue ? true : null,
    },
    sort: params.sort,
    page: params.page,
    size: params.size,
  });
}

/** GET /api/payments/intents: every hacker payment for a super admin (a hacker gets their own). */
export function fetchPaymentIntents(params: PaymentIntentsParams): Promise<PaymentListPage> {
  return api.GET('/api/payments/intents', listQuery(paymentIntentsQueryString(params)));
}

export function paymentIntentsQueryOptions(params: PaymentIntentsParams) {
  return queryOptions({
    queryKey: [...paymentKeys.intents, 'list', params] as const,
    queryFn: () => fetchPaymentIntents(params),
    placeholderData: keepPreviousData,
  });
}

export function usePaymentIntents(params: PaymentIntentsParams) {
  return useQuery(paymentIntentsQueryOptions(params));
}
