import type { changeMemberRoleSchema, CompanyMember } from '@bb/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { companyMembersQueryKey } from './company-members.ts';

export type ChangeMemberRoleBody = z.output<typeof changeMemberRoleSchema>;

/** POST /api/companies/collaborators/change-role (OWN_USER, TOO_FEW_ADMINISTRATORS). */
export function changeMemberRole(body: ChangeMemberRoleBody): Promise<CompanyMember> {
  return api.POST('/api/companies/collaborators/change-role', { body });
}

export function useChangeMemberRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeMemberRole,
    onSuccess: (_member, body) => queryClient.invalidateQueries({ queryKey: companyMembersQueryKey(body.companyId) }),
  });
}
