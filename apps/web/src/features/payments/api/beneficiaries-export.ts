import type { PaymentBatch } from '@bb/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { idempotencyHeaders } from '../../../lib/idempotency.ts';
import { invalidatePayments } from './payment-keys.ts';

export type BeneficiariesFormat = 'xml' | 'csv';

/**
 * Where a batch's file downloads from (SEPA pain.001 XML or the beneficiaries CSV): a plain GET that changes nothing,
 * so a link is enough (the session cookie goes with it).
 */
export function beneficiariesFilePath(format: BeneficiariesFormat, batchId: string): string {
  return `/api/payments/beneficiaries.${format}?batch=${encodeURIComponent(batchId)}`;
}

/**
 * POST /api/payments/batches: the pending list becomes a batch (its payments move to processing and their payout is
 * posted); answers the batch, 400 PAYMENT_BATCH_EMPTY when nothing waits. It carries the confirmation's
 * Idempotency-Key: a double click or a retry makes one batch.
 */
export function createBankBatch(key: string): Promise<PaymentBatch> {
  return api.POST('/api/payments/batches', { headers: idempotencyHeaders(key) });
}

/** Makes the next batch, then refreshes the lists (its payments are processing now). */
export function useCreateBankBatch() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createBankBatch, onSettled: () => invalidatePayments(queryClient) });
}
