import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export function forgotPassword(email: string) {
  return api.POST('/api/users/forgot-password', { body: { email } });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
