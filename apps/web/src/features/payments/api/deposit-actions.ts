import type { Deposit } from '@bb/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { invalidateBanking } from './invalidate-banking.ts';

/** The deposit actions without a body (INVALID_DEPOSIT_STATUS, INVALID_INVOICE_STATUS when the state moved on). */
export type DepositAction = 'skip' | 'sendInvoice' | 'skipInvoice';

const ACTION_PATHS: Record<DepositAction, string> = { skip: 'skip', sendInvoice: 'invoice/send', skipInvoice: 'invoice/skip' };

/** POST /api/banking/company-transfers/{id}/skip, /invoice/send (to SDI) or /invoice/skip: answers the updated deposit. */
export function runDepositAction({ id, action }: { id: string; action: DepositAction }): Promise<Deposit> {
  return api.post<Deposit>(`/api/banking/company-transfers/${encodeURIComponent(id)}/${ACTION_PATHS[action]}`);
}

export function useDepositAction() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: runDepositAction, onSuccess: (deposit) => invalidateBanking(queryClient, deposit.company?.id) });
}
