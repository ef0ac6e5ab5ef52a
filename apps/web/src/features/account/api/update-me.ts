import type { updateMeSchema, User } from '@bb/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { ME_QUERY_KEY } from '../../../lib/query-client.ts';

/** Name, picture (an upload id, or null to remove it) and language. */
export type UpdateMeBody = z.input<typeof updateMeSchema>;

export function updateMe(body: UpdateMeBody): Promise<User> {
  return api.PATCH('/api/users/me', { body });
}

export function useUpdateMe() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateMe, onSuccess: (user) => queryClient.setQueryData(ME_QUERY_KEY, user) });
}
