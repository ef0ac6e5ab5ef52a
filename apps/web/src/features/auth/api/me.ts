import type { User } from '@bb/domain';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, isApiError } from '../../../lib/api-client.ts';
import { ME_QUERY_KEY } from '../../../lib/query-client.ts';

/** The signed-in user, or null for an anonymous visitor (401). */
export async function fetchMe(): Promise<User | null> {
  try {
    return await api.get<User>('/api/users/me');
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  }
}

export const meQueryOptions = queryOptions({ queryKey: ME_QUERY_KEY, queryFn: fetchMe, staleTime: 5 * 60_000 });

export function useMe() {
  return useQuery(meQueryOptions);
}

/** Replaces the cached user after a call that answers with the updated user. */
export function useSetMe() {
  const queryClient = useQueryClient();
  return (user: User | null) => queryClient.setQueryData(ME_QUERY_KEY, user);
}
