import type { CompanyMember, memberRefSchema } from '@bb/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { companyMembersQueryKey } from './company-members.ts';

export type MemberRef = z.output<typeof memberRefSchema>;

/** POST /api/companies/collaborators/block or /unblock (OWN_USER, TOO_FEW_ADMINISTRATORS). */
export function setMemberBlocked({ blocked, ...body }: MemberRef & { blocked: boolean }): Promise<CompanyMember> {
  return api.POST(blocked ? '/api/companies/collaborators/block' : '/api/companies/collaborators/unblock', { body });
}

export function useSetMemberBlocked() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setMemberBlocked,
    onSuccess: (_member, body) => queryClient.invalidateQueries({ queryKey: companyMembersQueryKey(body.companyId) }),
  });
}
