import type { VerificationStatusAnswer } from '@bb/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const verificationStatusQueryKey = ['verification', 'status'] as const;

/** GET /api/verification/status: the hacker's KYC status and which provider's widget to open. */
export function fetchVerificationStatus(): Promise<VerificationStatusAnswer> {
  return api.GET('/api/verification/status');
}

export const verificationStatusQueryOptions = queryOptions({ queryKey: verificationStatusQueryKey, queryFn: fetchVerificationStatus });

export function useVerificationStatus() {
  return useQuery(verificationStatusQueryOptions);
}
