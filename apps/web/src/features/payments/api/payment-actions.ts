import type { ApprovePaymentInput, PaymentDetail, PaymentIntent } from '@bb/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { idempotencyHeaders } from '../../../lib/idempotency.ts';
import { invalidatePayments, paymentKeys } from './payment-keys.ts';

/** The super admin's calls on one payment, each answering the updated intent. */
export type PaymentAdminCall =
  /** POST approve: `{ payExternally: false }` enters the next bank batch; `{ payExternally: true, document?, reason? }` closes it as paid outside. */
  | { action: 'approve'; body: ApprovePaymentInput }
  /** POST skip: closed with no transfer, the reason required. */
  | { action: 'skip'; body: { reason: string } }
  /** POST documents: the signed receipt uploaded on the hacker's behalf (an upload id of purpose document). */
  | { action: 'documents'; body: { document: string } };

/** Approve and skip move money in the ledger: they carry the dialog's Idempotency-Key (a retry applies once). */
export function runPaymentAdminCall({ id, call, idempotencyKey }: { id: string; call: PaymentAdminCall; idempotencyKey: string }): Promise<PaymentIntent> {
  const params = { path: { id } };
  switch (call.action) {
    case 'approve':
      return api.POST('/api/payments/intents/{id}/approve', { params, body: call.body, headers: idempotencyHeaders(idempotencyKey) });
    case 'skip':
      return api.POST('/api/payments/intents/{id}/skip', { params, body: call.body, headers: idempotencyHeaders(idempotencyKey) });
    case 'documents':
      return api.POST('/api/payments/intents/{id}/documents', { params, body: call.body });
  }
}

export function usePaymentAdminCall() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runPaymentAdminCall,
    // The answer is the payment as it now stands (without its history): merged into the open detail at once, the
    // detail and the lists refetched behind it without holding the caller up (awaited, a slow list delayed the success
    // message for as long as it took).
    onSuccess: (intent) => {
      queryClient.setQueryData<PaymentDetail>(paymentKeys.detail(intent.id), (detail) => (detail ? { ...detail, ...intent } : detail));
      void invalidatePayments(queryClient);
    },
  });
}
