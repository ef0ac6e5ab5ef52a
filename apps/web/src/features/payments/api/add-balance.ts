import type { AddBalanceInput, CompanyBalance } from '@bb/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { idempotencyHeaders } from '../../../lib/idempotency.ts';
import { invalidateBanking } from './invalidate-banking.ts';

/** POST /api/companies/{id}/add-balance: a signed adjustment (a decrease is negative; BALANCE_LOW if it would overdraw). */
export function addBalance({ companyId, body, idempotencyKey }: { companyId: string; body: AddBalanceInput; idempotencyKey: string }): Promise<CompanyBalance> {
  return api.POST('/api/companies/{id}/add-balance', { params: { path: { id: companyId } }, body, headers: idempotencyHeaders(idempotencyKey) });
}

export function useAddBalance() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addBalance, onSuccess: (_balance, { companyId }) => invalidateBanking(queryClient, companyId) });
}
