import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { invalidatePayments } from './payment-keys.ts';

/** Back to the list of the next batch: `pending` = exported payments the bank never received (one batch, or all), `failed` = failed to retry. */
export type BeneficiariesReset = { kind: 'pending'; batch: string | null } | { kind: 'failed' };

/** POST /api/payments/reset-pending-beneficiaries `{ batch? }` or /reset-failed-beneficiaries: answers how many payments moved. */
export function resetBeneficiaries(reset: BeneficiariesReset) {
  if (reset.kind === 'failed') return api.POST('/api/payments/reset-failed-beneficiaries');
  return api.POST('/api/payments/reset-pending-beneficiaries', { body: reset.batch ? { batch: reset.batch } : {} });
}

export function useResetBeneficiaries() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: resetBeneficiaries, onSuccess: () => invalidatePayments(queryClient) });
}
