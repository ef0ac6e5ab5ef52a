import type { User } from '@bb/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { ME_QUERY_KEY } from '../../../lib/query-client.ts';
import { recoveryCodesStatusQueryKey } from './recovery-codes-status.ts';

/** Hackers and companies only: two-factor is required for staff and super admins. */
export function disableOtp(body: { otp: string; password: string }): Promise<User> {
  return api.DELETE('/api/users/me/otp', { body });
}

export function useDisableOtp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableOtp,
    onSuccess: (user) => {
      queryClient.setQueryData(ME_QUERY_KEY, user);
      // Turning two-factor off deletes the recovery codes.
      queryClient.removeQueries({ queryKey: recoveryCodesStatusQueryKey });
    },
  });
}
