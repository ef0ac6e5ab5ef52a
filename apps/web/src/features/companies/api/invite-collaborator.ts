import type { CompanyMember, inviteCollaboratorSchema } from '@bb/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { companyMembersQueryKey } from './company-members.ts';

export type InviteCollaboratorBody = z.output<typeof inviteCollaboratorSchema>;

/** POST /api/companies/collaborators/invite: the account, a pending membership and an email. */
export function inviteCollaborator(body: InviteCollaboratorBody): Promise<CompanyMember> {
  return api.POST('/api/companies/collaborators/invite', { body });
}

export function useInviteCollaborator() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteCollaborator,
    onSuccess: (_member, body) => queryClient.invalidateQueries({ queryKey: companyMembersQueryKey(body.companyId) }),
  });
}
