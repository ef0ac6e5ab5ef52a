import type { PublicHackerProfile } from '@bb/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** Everything cached about one hacker's public profile (profile, stats, hacktivity) sits under this key. */
export const hackerProfileQueryKey = (hackerId: string) => ['hacker-profile', hackerId] as const;

/** GET /api/profile/{id}: the public profile (no names, birth, tax or bank data); 404 for anyone who is not an active hacker. */
export function fetchHackerProfile(hackerId: string): Promise<PublicHackerProfile> {
  return api.get<PublicHackerProfile>(`/api/profile/${encodeURIComponent(hackerId)}`);
}

export function hackerProfileQueryOptions(hackerId: string) {
  return queryOptions({ queryKey: [...hackerProfileQueryKey(hackerId), 'profile'] as const, queryFn: () => fetchHackerProfile(hackerId) });
}

export function useHackerProfile(hackerId: string) {
  return useQuery(hackerProfileQueryOptions(hackerId));
}
