import type { User } from '@bb/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { ME_QUERY_KEY } from '../../../lib/query-client.ts';

export interface UpdateMeBody {
  firstName?: string;
  lastName?: string;
  picture?: string | null;
}

export function updateMe(body: UpdateMeBody): Promise<User> {
  return api.patch<User>('/api/users/me', body);
}

export function useUpdateMe() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateMe, onSuccess: (user) => queryClient.setQueryData(ME_QUERY_KEY, user) });
}
