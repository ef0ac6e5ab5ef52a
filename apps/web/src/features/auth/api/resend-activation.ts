import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export function resendActivation(email: string) {
  return api.POST('/api/users/resend-activation', { body: { email } });
}

export function useResendActivation() {
  return useMutation({ mutationFn: resendActivation });
}
