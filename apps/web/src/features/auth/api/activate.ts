import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** Uses the emailed code: a POST, since following a link (a GET a mail scanner may make too) must change nothing. */
export function activateAccount(code: string) {
  return api.POST('/api/users/activate', { body: { code } });
}

export function useActivation() {
  return useMutation({ mutationFn: activateAccount, retry: false });
}
