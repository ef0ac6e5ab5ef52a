import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export function activateAccount(code: string): Promise<{ ok: true }> {
  return api.get<{ ok: true }>('/api/users/activate', { query: { code } });
}

/**
 * A query rather than an effect: the code is used once, and the query cache makes sure a
 * remount (React strict mode) does not send it twice and read "already used".
 */
export function activationQueryOptions(code: string) {
  return queryOptions({
    queryKey: ['users', 'activate', code],
    queryFn: () => activateAccount(code),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
}

export function useActivation(code: string | null) {
  return useQuery({ ...activationQueryOptions(code ?? ''), enabled: Boolean(code) });
}
