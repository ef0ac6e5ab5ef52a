import type { Deposit } from '@bb/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { invalidateBanking } from './invalidate-banking.ts';

/** The deposit actions without a body (INVALID_DEPOSIT_STATUS, INVALID_INVOICE_STATUS when the state moved on). */
export type DepositAction = 'skip' | 'sendInvoice' | 'skipInvoice';

const ACTION_PATHS = {
  skip: '/api/banking/company-transfers/{id}/skip',
  sendInvoice: '/api/banking/company-transfers/{id}/invoice/send',
  skipInvoice: '/api/banking/company-transfers/{id}/invoice/skip',
} as const satisfies Record<DepositAction, string>;

/** POST /api/banking/company-transfers/{id}/skip, /invoice/send (to SDI) or /invoice/skip: answers the updated deposit. */
export function runDepositAction({ id, action }: { id: string; action: DepositAction }): Promise<Deposit> {
  return api.POST(ACTION_PATHS[action], { params: { path: { id } } });
}

export function useDepositAction() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: runDepositAction, onSuccess: (deposit) => invalidateBanking(queryClient, deposit.company?.id) });
}
