import type { PaymentDetail } from '@bb/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { hackerWalletKeys } from './hacker-wallet-keys.ts';

/** GET /api/payments/intents/{id}: one payment with every figure, its history and what the hacker may do. */
export function fetchPaymentDetail(id: string): Promise<PaymentDetail> {
  return api.GET('/api/payments/intents/{id}', { params: { path: { id } } });
}

export function paymentDetailQueryOptions(id: string) {
  return queryOptions({ queryKey: hackerWalletKeys.detail(id), queryFn: () => fetchPaymentDetail(id), staleTime: 0 });
}

export function usePaymentDetail(id: string) {
  return useQuery(paymentDetailQueryOptions(id));
}
