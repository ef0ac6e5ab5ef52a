import type { ProgramDetail, ProgramDraftInput } from '@bb/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { sharedQueryKeys } from '../../../lib/query-keys.ts';
import { programQueryKey } from './program.ts';
import { programDraftsQueryKey } from './program-drafts.ts';

/** POST /api/programs/draft: saves what is there so far (with `id`, the same draft again). */
export function saveProgramDraft(body: ProgramDraftInput): Promise<ProgramDetail> {
  return api.POST('/api/programs/draft', { body });
}

export function useSaveProgramDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProgramDraft,
    onSuccess: async (program) => {
      queryClient.setQueryData(programQueryKey(program.id), program);
      // The drafts list and the dashboard's count of drafts.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: programDraftsQueryKey }),
        queryClient.invalidateQueries({ queryKey: sharedQueryKeys.dashboard }),
      ]);
    },
  });
}
