import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export function forgotPassword(email: string): Promise<{ ok: true }> {
  return api.post<{ ok: true }>('/api/users/forgot-password', { email });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
