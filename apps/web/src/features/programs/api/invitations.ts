import { toListQueryString, type ListPage, type ProgramAccess, type ReceivedInvitation } from '@bb/domain';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, listQuery } from '../../../lib/api-client.ts';

export interface ReceivedInvitationsParams {
  page: number;
  size: number;
}

export const receivedInvitationsQueryKey = ['programs', 'received-invitations'] as const;

/** GET /api/programs/received-invitations: the hacker's invitations, newest first. */
export function fetchReceivedInvitations(params: ReceivedInvitationsParams): Promise<ListPage<ReceivedInvitation>> {
  const query = toListQueryString({ sort: '-createdAt', page: params.page, size: params.size });
  return api.GET('/api/programs/received-invitations', listQuery(query));
}

export function receivedInvitationsQueryOptions(params: ReceivedInvitationsParams) {
  return queryOptions({
    queryKey: [...receivedInvitationsQueryKey, params] as const,
    queryFn: () => fetchReceivedInvitations(params),
    placeholderData: keepPreviousData,
  });
}

export function useReceivedInvitations(params: ReceivedInvitationsParams) {
  return useQuery(receivedInvitationsQueryOptions(params));
}

/** POST /api/programs/accept/{programId}: the path takes the program, one admission per program and hacker. */
export function acceptInvitation(programId: string): Promise<ProgramAccess> {
  return api.POST('/api/programs/accept/{id}', { params: { path: { id: programId } } });
}

/** POST /api/programs/reject/{programId}. */
export function rejectInvitation(programId: string): Promise<ProgramAccess> {
  return api.POST('/api/programs/reject/{id}', { params: { path: { id: programId } } });
}

/**
 * An answer changes what the hacker may see: the program lists (All, My programs), the invitations
 * and that program's detail and access, so every program query is refetched.
 */
function useInvitationAnswer(mutationFn: (programId: string) => Promise<ProgramAccess>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['programs'] }) });
}

export const useAcceptInvitation = () => useInvitationAnswer(acceptInvitation);
export const useRejectInvitation = () => useInvitationAnswer(rejectInvitation);
