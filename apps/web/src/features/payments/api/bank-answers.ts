import type { BankAnswerImport } from '@bb/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, xmlBody } from '../../../lib/api-client.ts';
import { invalidatePayments } from './payment-keys.ts';

/** POST /api/payments/bank-answers: the bank's pain.002 status report or camt.053 statement as it is (INVALID_BANK_ANSWER). */
export async function importBankAnswer(file: File): Promise<BankAnswerImport> {
  return api.POST('/api/payments/bank-answers', xmlBody(await file.text()));
}

export function useImportBankAnswer() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: importBankAnswer, onSuccess: () => invalidatePayments(queryClient) });
}
