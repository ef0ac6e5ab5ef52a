import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, listQuery } from '../../../lib/api-client.ts';
import { paymentKeys } from './payment-keys.ts';

/** What waits for a super admin: payments to approve, in the next bank batch, and overdue (each a one-row page: its count). */
export const PAYMENT_WORK = {
  toApprove: 'status=pendingStaffApproval',
  nextBatch: 'status__in=approved,pendingBeneficiaryList',
  overdue: 'overdue=true',
} as const;
export type PaymentWork = keyof typeof PAYMENT_WORK;

async function fetchPaymentCounts(): Promise<Record<PaymentWork, number>> {
  const entries = await Promise.all(
    (Object.keys(PAYMENT_WORK) as PaymentWork[]).map(async (key) => {
      const page = await api.GET('/api/payments/intents', listQuery(`${PAYMENT_WORK[key]}&size=1`));
      return [key, page.count] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<PaymentWork, number>;
}

export const paymentCountsQueryOptions = () => queryOptions({ queryKey: [...paymentKeys.intents, 'counts'] as const, queryFn: fetchPaymentCounts });

export const usePaymentCounts = () => useQuery(paymentCountsQueryOptions());
