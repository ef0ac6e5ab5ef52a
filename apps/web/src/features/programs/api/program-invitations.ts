import { normalizeUsernameSearch, type InvitableUser, type ProgramAccess, type ProgramInvitationResult } from '@bb/domain';
import { hashKey, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { programStatsQueryKey } from './program-insights.ts';

/** Both lists of hackers a manager may invite: the username search and the waiting access requests. */
export const invitableUsersQueryKey = (programId: string) => ['programs', 'invitable-users', programId] as const;
export const programAccessQueryKey = (programId: string) => ['programs', 'access', programId] as const;

/** GET /api/programs/{id}/invitable-users?username=: up to 10 hackers by username prefix, not yet invited or admitted. */
export function fetchInvitableUsers(programId: string, username: string): Promise<InvitableUser[]> {
  return api.GET('/api/programs/{id}/invitable-users', { params: { path: { id: programId }, query: { username } } });
}

/** The search is sent as the server reads it (trimmed, without the leading @, lowercased); an empty one asks nothing. */
export function invitableUsersQueryOptions(programId: string, search: string) {
  const username = normalizeUsernameSearch(search);
  return queryOptions({
    queryKey: [...invitableUsersQueryKey(programId), 'search', username] as const,
    queryFn: () => fetchInvitableUsers(programId, username),
    enabled: username.length > 0,
  });
}

export function useInvitableUsers(programId: string, search: string) {
  return useQuery(invitableUsersQueryOptions(programId, search));
}

/** GET /api/programs/{id}/invitable-users?requested=true: the hackers waiting on an access request (up to 50, oldest first). */
export function fetchAccessRequests(programId: string): Promise<InvitableUser[]> {
  return api.GET('/api/programs/{id}/invitable-users', { params: { path: { id: programId }, query: { requested: 'true' } } });
}

export function accessRequestsQueryOptions(programId: string) {
  return queryOptions({ queryKey: [...invitableUsersQueryKey(programId), 'requested'] as const, queryFn: () => fetchAccessRequests(programId) });
}

export function useAccessRequests(programId: string) {
  return useQuery(accessRequestsQueryOptions(programId));
}

/** POST /api/programs/{id}/invitations with { user }: invites the hacker, or approves their access request (`outcome` says which). */
export async function inviteHacker({ programId, user }: { programId: string; user: string }): Promise<ProgramInvitationResult> {
  const answer = await api.POST('/api/programs/{id}/invitations', { params: { path: { id: programId } }, body: { user } });
  // The route answers a manager the invitation and a hacker their access; the document can only say "either".
  return answer as ProgramInvitationResult;
}

/** Inviting changes both lists of invitable hackers and the program's admission counts. */
export function useInviteHacker() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteHacker,
    onSuccess: (_result, { programId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: invitableUsersQueryKey(programId) }),
        queryClient.invalidateQueries({ queryKey: programStatsQueryKey(programId) }),
      ]),
  });
}

/** GET /api/programs/{id}/invitation (hacker): their invitation or request, with what they may do about it. */
export function fetchProgramAccess(programId: string): Promise<ProgramAccess> {
  return api.GET('/api/programs/{id}/invitation', { params: { path: { id: programId } } });
}

export function programAccessQueryOptions(programId: string) {
  return queryOptions({ queryKey: programAccessQueryKey(programId), queryFn: () => fetchProgramAccess(programId) });
}

export function useProgramAccess(programId: string, enabled = true) {
  return useQuery({ ...programAccessQueryOptions(programId), enabled });
}

/** POST /api/programs/{id}/invitations without a body (hacker): asks for access to a private program. */
export async function requestProgramAccess(programId: string): Promise<ProgramAccess> {
  const answer = await api.POST('/api/programs/{id}/invitations', { params: { path: { id: programId } } });
  // The route answers a hacker their access and a manager the invitation; the document can only say "either".
  return answer as ProgramAccess;
}

/**
 * Asking while invited accepts the invitation: the program opens and moves between the hacker's
 * lists (All, My programs, Invitations), so every program query is refetched.
 */
export function useRequestProgramAccess() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestProgramAccess,
    onSuccess: async (access, programId) => {
      const accessKey = programAccessQueryKey(programId);
      queryClient.setQueryData(accessKey, access);
      // The answer is the fresh access itself: only the other program queries are asked again.
      const fresh = hashKey(accessKey);
      await queryClient.invalidateQueries({ queryKey: ['programs'], predicate: (query) => query.queryHash !== fresh });
    },
  });
}
