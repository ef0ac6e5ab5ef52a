import type { ConfirmPaymentInput, PaymentIntent } from '@bb/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { invalidateHackerWallet } from './hacker-wallet-keys.ts';

/** POST /api/payments/intents/{id}/confirm: the figures seen, by the settings version they were computed with. */
export function confirmPayment(id: string, body: ConfirmPaymentInput): Promise<PaymentIntent> {
  return api.POST('/api/payments/intents/{id}/confirm', { params: { path: { id } }, body });
}

/**
 * Whatever the answer, the wallet is read again: a success moved the payment, and a stale version
 * (INVALID_PAYMENT_SETTINGS_VERSION) means the figures on screen are no longer the current ones.
 */
export function useConfirmPayment(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ConfirmPaymentInput) => confirmPayment(id, body),
    onSettled: () => invalidateHackerWallet(queryClient),
  });
}
