import type { Deposit, recordTransferSchema } from '@bb/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { sharedQueryKeys } from '../../../lib/query-keys.ts';

export type RecordTransferBody = z.output<typeof recordTransferSchema>;

/** POST /api/banking/company-transfers: a transfer recorded by hand, pending; its company is guessed from the reference code. */
export function recordTransfer(body: RecordTransferBody): Promise<Deposit> {
  return api.POST('/api/banking/company-transfers', { body });
}

export function useRecordTransfer() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: recordTransfer, onSuccess: () => queryClient.invalidateQueries({ queryKey: sharedQueryKeys.deposits }) });
}
