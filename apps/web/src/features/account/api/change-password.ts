import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export function changePassword(body: { oldPassword: string; newPassword: string }) {
  return api.POST('/api/users/me/change-password', { body });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
