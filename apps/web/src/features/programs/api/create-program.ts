import type { ProgramDetail, ProgramFormInput } from '@bb/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { idempotencyHeaders } from '../../../lib/idempotency.ts';
import { programsQueryKey } from './programs.ts';
import { sharedQueryKeys } from '../../../lib/query-keys.ts';

/** POST /api/programs: the program goes to review and its budget plus fees leave the wallet (Idempotency-Key). */
export function createProgram({ body, key }: { body: ProgramFormInput; key: string }): Promise<ProgramDetail> {
  return api.POST('/api/programs', { body, headers: idempotencyHeaders(key) });
}

export function useCreateProgram() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProgram,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: programsQueryKey }),
        queryClient.invalidateQueries({ queryKey: sharedQueryKeys.companyBalance }),
        // The dashboard's wallet, programs sent and checklist ("program created").
        queryClient.invalidateQueries({ queryKey: sharedQueryKeys.dashboard }),
      ]);
    },
  });
}
