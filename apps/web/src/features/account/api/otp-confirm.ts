import type { User } from '@bb/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { ME_QUERY_KEY } from '../../../lib/query-client.ts';

export function confirmOtp(otp: string): Promise<User> {
  return api.post<User>('/api/users/me/otp/confirm', { otp });
}

export function useConfirmOtp() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: confirmOtp, onSuccess: (user) => queryClient.setQueryData(ME_QUERY_KEY, user) });
}
