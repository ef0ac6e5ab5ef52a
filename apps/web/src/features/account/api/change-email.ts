import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** Ends every session of the user: the caller signs them out locally afterwards. */
export function changeEmail(email: string) {
  return api.POST('/api/users/me/change-email', { body: { email } });
}

export function useChangeEmail() {
  return useMutation({ mutationFn: changeEmail });
}
