import type { PaymentDetail } from '@bb/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { paymentKeys } from './payment-keys.ts';

/** GET /api/payments/intents/{id}: the payment with every field, its history and the caller's abilities. */
export function fetchPaymentDetail(id: string): Promise<PaymentDetail> {
  return api.GET('/api/payments/intents/{id}', { params: { path: { id } } });
}

export function paymentDetailQueryOptions(id: string) {
  return queryOptions({ queryKey: paymentKeys.detail(id), queryFn: () => fetchPaymentDetail(id) });
}

export function usePaymentDetail(id: string) {
  return useQuery(paymentDetailQueryOptions(id));
}
