import type { SandboxCompleteData, VerificationStatusAnswer } from '@bb/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { verificationStatusQueryKey } from './verification-status.ts';
import { sharedQueryKeys } from '../../../lib/query-keys.ts';

/** POST /api/verification/sandbox/complete (sandbox provider only): answers the status the outcome led to. */
export function completeSandboxVerification(data: SandboxCompleteData): Promise<VerificationStatusAnswer> {
  return api.POST('/api/verification/sandbox/complete', { body: data });
}

export function useCompleteSandboxVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeSandboxVerification,
    onSuccess: async (status) => {
      queryClient.setQueryData(verificationStatusQueryKey, status);
      // The dashboard checklist's first check follows the KYC status.
      await queryClient.invalidateQueries({ queryKey: sharedQueryKeys.hackerCompletion });
    },
  });
}
