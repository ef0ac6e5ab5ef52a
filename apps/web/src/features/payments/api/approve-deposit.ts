import type { approveTransferSchema, Deposit } from '@bb/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { idempotencyHeaders } from '../../../lib/idempotency.ts';
import { invalidateBanking } from './invalidate-banking.ts';

export type ApproveDepositBody = z.output<typeof approveTransferSchema>;

/** POST /api/banking/company-transfers/{id}/approve: credits the company's wallet and generates the invoice (idempotent by key). */
export function approveDeposit({ id, body, idempotencyKey }: { id: string; body: ApproveDepositBody; idempotencyKey: string }): Promise<Deposit> {
  return api.POST('/api/banking/company-transfers/{id}/approve', { params: { path: { id } }, body, headers: idempotencyHeaders(idempotencyKey) });
}

export function useApproveDeposit() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: approveDeposit, onSuccess: (deposit) => invalidateBanking(queryClient, deposit.company?.id) });
}
