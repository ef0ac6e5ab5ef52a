import type { IncreaseBudgetInput, ProgramDetail } from '@bb/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { idempotencyHeaders } from '../../../lib/idempotency.ts';
import { storeProgram } from './program.ts';
import { sharedQueryKeys } from '../../../lib/query-keys.ts';

/** POST /api/programs/{id}/increase-budget: budget plus fees leave the wallet (Idempotency-Key). */
export function increaseProgramBudget({ id, key, body }: { id: string; key: string; body: IncreaseBudgetInput }): Promise<ProgramDetail> {
  return api.POST('/api/programs/{id}/increase-budget', { params: { path: { id } }, body, headers: idempotencyHeaders(key) });
}

export function useIncreaseProgramBudget() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: increaseProgramBudget,
    onSuccess: async (program) => {
      await Promise.all([
        storeProgram(queryClient, program),
        queryClient.invalidateQueries({ queryKey: ['programs', 'context'] }),
        queryClient.invalidateQueries({ queryKey: sharedQueryKeys.companyBalance }),
      ]);
    },
  });
}
