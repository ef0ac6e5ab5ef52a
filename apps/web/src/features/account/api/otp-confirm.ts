import type { OtpConfirmation } from '@bb/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { ME_QUERY_KEY } from '../../../lib/query-client.ts';
import { recoveryCodesStatusQueryKey } from './recovery-codes-status.ts';

/** Turns two-factor on: the answer is the user plus the first recovery codes, shown only this once. */
export function confirmOtp(otp: string): Promise<OtpConfirmation> {
  return api.POST('/api/users/me/otp/confirm', { body: { otp } });
}

export function useConfirmOtp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmOtp,
    onSuccess: ({ recoveryCodes, ...user }) => {
      // The codes stay with the caller that shows them, never in the cached user.
      queryClient.setQueryData(ME_QUERY_KEY, user);
      queryClient.setQueryData(recoveryCodesStatusQueryKey, { remaining: recoveryCodes.length });
    },
  });
}
