import type { ProgramDetail, ProgramFormInput } from '@bb/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { idempotencyHeaders } from '../../../lib/idempotency.ts';
import { storeProgram } from './program.ts';
import { programDraftsQueryKey } from './program-drafts.ts';
import { sharedQueryKeys } from '../../../lib/query-keys.ts';

/** POST /api/programs/{id}/finalize: the draft, with the complete form, goes to review and is paid (Idempotency-Key). */
export function finalizeProgram({ id, body, key }: { id: string; body: ProgramFormInput; key: string }): Promise<ProgramDetail> {
  return api.POST('/api/programs/{id}/finalize', { params: { path: { id } }, body, headers: idempotencyHeaders(key) });
}

export function useFinalizeProgram() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: finalizeProgram,
    onSuccess: async (program) => {
      await Promise.all([
        storeProgram(queryClient, program),
        queryClient.invalidateQueries({ queryKey: programDraftsQueryKey }),
        queryClient.invalidateQueries({ queryKey: sharedQueryKeys.companyBalance }),
      ]);
    },
  });
}
