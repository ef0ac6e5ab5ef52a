import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useClearSession } from '../../../lib/session.ts';

export function logout() {
  return api.POST('/api/users/logout');
}

export function useLogout() {
  const clearSession = useClearSession();
  return useMutation({ mutationFn: logout, onSuccess: clearSession });
}
