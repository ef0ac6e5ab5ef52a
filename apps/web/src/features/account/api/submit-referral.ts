import type { User } from '@bb/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { ME_QUERY_KEY } from '../../../lib/query-client.ts';

export function submitReferral(code: string): Promise<User> {
  return api.POST('/api/users/me/referral', { body: { code } });
}

export function useSubmitReferral() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: submitReferral, onSuccess: (user) => queryClient.setQueryData(ME_QUERY_KEY, user) });
}
