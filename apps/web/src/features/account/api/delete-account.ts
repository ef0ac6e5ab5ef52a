import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** Deactivates the account and ends the session. */
export function deleteAccount(password: string): Promise<{ ok: true }> {
  return api.delete<{ ok: true }>('/api/users', { password });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
