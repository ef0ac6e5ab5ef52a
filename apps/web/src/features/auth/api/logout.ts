import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { ME_QUERY_KEY } from '../../../lib/query-client.ts';

export function logout(): Promise<{ ok: true }> {
  return api.post<{ ok: true }>('/api/users/logout');
}

/** Forgets everything cached for the user who just left, keeping "signed out" known. */
export function useClearSession() {
  const queryClient = useQueryClient();
  return () => {
    queryClient.clear();
    queryClient.setQueryData(ME_QUERY_KEY, null);
  };
}

export function useLogout() {
  const clearSession = useClearSession();
  return useMutation({ mutationFn: logout, onSuccess: clearSession });
}
