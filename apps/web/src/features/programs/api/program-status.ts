import type { ProgramDetail } from '@bb/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { idempotencyHeaders } from '../../../lib/idempotency.ts';
import { storeProgram } from './program.ts';

/** POST /api/programs/{id}/approve (staff, super admin): pending becomes active. */
export function approveProgram(id: string): Promise<ProgramDetail> {
  return api.POST('/api/programs/{id}/approve', { params: { path: { id } } });
}

/** PUT /api/programs/{id}/pause: true pauses an active program, false resumes a paused one. */
export function pauseProgram({ id, isPaused }: { id: string; isPaused: boolean }): Promise<ProgramDetail> {
  return api.PUT('/api/programs/{id}/pause', { params: { path: { id } }, body: { isPaused } });
}

/** POST /api/programs/{id}/activate (staff, super admin): a paused program back to active. */
export function activateProgram(id: string): Promise<ProgramDetail> {
  return api.POST('/api/programs/{id}/activate', { params: { path: { id } } });
}

/** POST /api/programs/{id}/request-changes (staff, super admin): back to the company with the message. */
export function requestProgramChanges({ id, message }: { id: string; message: string }): Promise<ProgramDetail> {
  return api.POST('/api/programs/{id}/request-changes', { params: { path: { id } }, body: { message } });
}

/** POST /api/programs/{id}/reject (staff, super admin): refused for good, budget and fees back to the wallet (Idempotency-Key). */
export function rejectProgram({ id, reason, key }: { id: string; reason: string; key: string }): Promise<ProgramDetail> {
  return api.POST('/api/programs/{id}/reject', { params: { path: { id } }, body: { reason }, headers: idempotencyHeaders(key) });
}

/** POST /api/programs/{id}/resubmit: the company sends the program to review again after the changes. */
export function resubmitProgram(id: string): Promise<ProgramDetail> {
  return api.POST('/api/programs/{id}/resubmit', { params: { path: { id } } });
}

/** A status change whose answer replaces the cached detail. */
function useStatusMutation<V>(mutationFn: (variables: V) => Promise<ProgramDetail>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: (program) => storeProgram(queryClient, program) });
}

export const useApproveProgram = () => useStatusMutation(approveProgram);
export const useRequestProgramChanges = () => useStatusMutation(requestProgramChanges);
export const useRejectProgram = () => useStatusMutation(rejectProgram);
export const useResubmitProgram = () => useStatusMutation(resubmitProgram);
export const usePauseProgram = () => useStatusMutation(pauseProgram);
export const useActivateProgram = () => useStatusMutation(activateProgram);
