import type { VerificationTokenAnswer } from '@bb/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** POST /api/verification/sumsub/token: a widget token (Sumsub's or the sandbox's); only from a startable status. */
export function requestVerificationToken(): Promise<VerificationTokenAnswer> {
  return api.POST('/api/verification/sumsub/token');
}

export function useRequestVerificationToken() {
  return useMutation({ mutationFn: requestVerificationToken });
}
