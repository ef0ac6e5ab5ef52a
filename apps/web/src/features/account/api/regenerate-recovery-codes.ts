import type { recoveryCodesResponseSchema } from '@bb/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { recoveryCodesStatusQueryKey } from './recovery-codes-status.ts';

export type NewRecoveryCodes = z.infer<typeof recoveryCodesResponseSchema>;

/** Replaces every recovery code (a current code from the app required); the new ones are shown only this once. */
export function regenerateRecoveryCodes(otp: string): Promise<NewRecoveryCodes> {
  return api.POST('/api/users/me/otp/recovery-codes', { body: { otp } });
}

export function useRegenerateRecoveryCodes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: regenerateRecoveryCodes,
    onSuccess: ({ recoveryCodes }) => queryClient.setQueryData(recoveryCodesStatusQueryKey, { remaining: recoveryCodes.length }),
  });
}
