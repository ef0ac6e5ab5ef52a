import type { recoveryCodesStatusSchema } from '@bb/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';

export type RecoveryCodesStatus = z.infer<typeof recoveryCodesStatusSchema>;

export const recoveryCodesStatusQueryKey = ['users', 'me', 'otp', 'recovery-codes'] as const;

/** How many two-factor recovery codes are left unused. */
export function fetchRecoveryCodesStatus(): Promise<RecoveryCodesStatus> {
  return api.GET('/api/users/me/otp/recovery-codes');
}

export const recoveryCodesStatusQueryOptions = queryOptions({ queryKey: recoveryCodesStatusQueryKey, queryFn: fetchRecoveryCodesStatus });

export function useRecoveryCodesStatus(enabled: boolean) {
  return useQuery({ ...recoveryCodesStatusQueryOptions, enabled });
}
