import type { hackerCompletionSchema } from '@bb/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { sharedQueryKeys } from '../../../lib/query-keys.ts';

export type ProfileCompletion = z.infer<typeof hackerCompletionSchema>;

/** GET /api/profile/completion, under the shared key (the dashboard checklist and the report checks read the same answer). */
export function fetchProfileCompletion(): Promise<ProfileCompletion> {
  return api.GET('/api/profile/completion');
}

export const profileCompletionQueryOptions = queryOptions({ queryKey: sharedQueryKeys.hackerCompletion, queryFn: fetchProfileCompletion });

/**
 * Only while a confirmation is on screen, and read again when it opens: the checks may have been met since the
 * dashboard read them (an IBAN saved in another tab), and a stale "missing" would block the confirmation.
 */
export function useProfileCompletion(enabled: boolean) {
  return useQuery({ ...profileCompletionQueryOptions, enabled, refetchOnMount: 'always' });
}
