import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export function resendActivation(email: string): Promise<{ ok: true }> {
  return api.post<{ ok: true }>('/api/users/resend-activation', { email });
}

export function useResendActivation() {
  return useMutation({ mutationFn: resendActivation });
}
