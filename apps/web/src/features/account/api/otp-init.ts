import type { otpInitResponseSchema } from '@bb/domain';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';

export type OtpInitialization = z.infer<typeof otpInitResponseSchema>;

/** Starts two-factor set-up: a secret and its otpauth URI, valid 10 minutes. */
export function initOtp(): Promise<OtpInitialization> {
  return api.POST('/api/users/me/otp/init');
}

export function useInitOtp() {
  return useMutation({ mutationFn: initOtp });
}
