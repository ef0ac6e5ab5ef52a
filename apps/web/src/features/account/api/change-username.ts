import type { User } from '@bb/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { ME_QUERY_KEY } from '../../../lib/query-client.ts';

export function changeUsername(username: string): Promise<User> {
  return api.POST('/api/users/me/change-username', { body: { username } });
}

export function useChangeUsername() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: changeUsername, onSuccess: (user) => queryClient.setQueryData(ME_QUERY_KEY, user) });
}
