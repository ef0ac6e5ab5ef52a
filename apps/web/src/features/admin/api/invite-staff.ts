import type { InviteStaffInput, StaffRow } from '@bb/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { staffQueryKey } from './staff.ts';
import { userCountsQueryKey } from './user-counts.ts';

/** POST /api/users/staff: creates the triager and emails a link to choose a password. */
export function inviteStaff(body: InviteStaffInput): Promise<StaffRow> {
  return api.POST('/api/users/staff', { body });
}

export function useInviteStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteStaff,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: staffQueryKey }), queryClient.invalidateQueries({ queryKey: userCountsQueryKey })]),
  });
}
