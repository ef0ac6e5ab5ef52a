import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** Ends every session of the user: the caller signs them out locally afterwards. */
export function changeEmail(email: string): Promise<{ ok: true }> {
  return api.post<{ ok: true }>('/api/users/me/change-email', { email });
}

export function useChangeEmail() {
  return useMutation({ mutationFn: changeEmail });
}
