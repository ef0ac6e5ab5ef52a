import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useClearSession } from '../../../lib/session.ts';

export function logout(): Promise<{ ok: true }> {
  return api.post<{ ok: true }>('/api/users/logout');
}

export function useLogout() {
  const clearSession = useClearSession();
  return useMutation({ mutationFn: logout, onSuccess: clearSession });
}
