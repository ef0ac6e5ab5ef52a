import type { User } from '@bb/domain';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { ME_QUERY_KEY } from '../../../lib/query-client.ts';

/**
 * The signed-in user, or null for an anonymous visitor. Asked of /api/users/session, which answers a
 * visitor 200: /api/users/me's 401 would be logged in the console on every signed-out page load.
 */
export async function fetchMe(): Promise<User | null> {
  return (await api.GET('/api/users/session')).user;
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
