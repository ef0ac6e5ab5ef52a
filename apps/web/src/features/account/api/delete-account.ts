import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** Deactivates the account and ends the session. */
export function deleteAccount(password: string) {
  return api.DELETE('/api/users', { body: { password } });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
