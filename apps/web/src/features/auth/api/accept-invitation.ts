import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** Chooses the first password of an invited account (collaborator or triager) and activates it. */
export function acceptInvitation(body: { code: string; password: string }) {
  return api.POST('/api/users/accept-invitation', { body });
}

export function useAcceptInvitation() {
  return useMutation({ mutationFn: acceptInvitation });
}
