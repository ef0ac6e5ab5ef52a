import type { ProgramDetail, UpdateProgramInput } from '@bb/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { storeProgram } from './program.ts';

/** PATCH /api/programs/{id}: the content and scope of a program (never its budget or paid services). */
export function updateProgram({ id, body }: { id: string; body: UpdateProgramInput }): Promise<ProgramDetail> {
  return api.PATCH('/api/programs/{id}', { params: { path: { id } }, body });
}

export function useUpdateProgram() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateProgram, onSuccess: (program) => storeProgram(queryClient, program) });
}
