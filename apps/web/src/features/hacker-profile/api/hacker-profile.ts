import type { PublicHackerProfile } from '@bb/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { sharedQueryKeys } from '../../../lib/query-keys.ts';

/** GET /api/profile/{id}: the public profile (no names, birth, tax or bank data); 404 for anyone who is not an active hacker. */
export function fetchHackerProfile(hackerId: string): Promise<PublicHackerProfile> {
  return api.GET('/api/profile/{id}', { params: { path: { id: hackerId } } });
}

export function hackerProfileQueryOptions(hackerId: string) {
  return queryOptions({ queryKey: [...sharedQueryKeys.hackerProfile(hackerId), 'profile'] as const, queryFn: () => fetchHackerProfile(hackerId) });
}

export function useHackerProfile(hackerId: string) {
  return useQuery(hackerProfileQueryOptions(hackerId));
}
