import type { hackerCompletionSchema } from '@bb/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { sharedQueryKeys } from '../../../lib/query-keys.ts';

export type HackerCompletionAnswer = z.infer<typeof hackerCompletionSchema>;

/** GET /api/profile/completion: the hacker dashboard's three checks and the progress. */
export function fetchHackerCompletion(): Promise<HackerCompletionAnswer> {
  return api.GET('/api/profile/completion');
}

export const hackerCompletionQueryOptions = queryOptions({ queryKey: sharedQueryKeys.hackerCompletion, queryFn: fetchHackerCompletion });

export function useHackerCompletion() {
  return useQuery(hackerCompletionQueryOptions);
}
