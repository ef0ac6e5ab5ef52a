import type { ProgramDetail } from '@bb/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { idempotencyHeaders } from '../../../lib/idempotency.ts';
import { storeProgram } from './program.ts';
import { sharedQueryKeys } from '../../../lib/query-keys.ts';

/** DELETE /api/programs/{id}: the unspent budget goes back to the wallet (money moves: Idempotency-Key). */
export function deleteProgram({ id, key }: { id: string; key: string }): Promise<ProgramDetail> {
  return api.DELETE('/api/programs/{id}', { params: { path: { id } }, headers: idempotencyHeaders(key) });
}

export function useDeleteProgram() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProgram,
    onSuccess: async (program) => {
      await Promise.all([storeProgram(queryClient, program), queryClient.invalidateQueries({ queryKey: sharedQueryKeys.companyBalance })]);
    },
  });
}
