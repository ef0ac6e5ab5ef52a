import type { ProgramDetail, ProgramDraftInput } from '@bb/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** POST /api/programs/draft: saves what is there so far (with `id`, the same draft again). */
export function saveProgramDraft(body: ProgramDraftInput): Promise<ProgramDetail> {
  return api.post<ProgramDetail>('/api/programs/draft', body);
}

export function useSaveProgramDraft() {
  return useMutation({ mutationFn: saveProgramDraft });
}
