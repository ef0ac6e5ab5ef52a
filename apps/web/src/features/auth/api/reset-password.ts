import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export function resetPassword(body: { code: string; password: string }) {
  return api.POST('/api/users/reset-password', { body });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
