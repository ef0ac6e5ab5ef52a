import type { HackerProfile } from '@bb/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const ownProfileQueryKey = ['hackers', 'me', 'profile'] as const;

/** GET /api/profile: the signed-in hacker's profile with the personal information. */
export function fetchOwnProfile(): Promise<HackerProfile> {
  return api.GET('/api/profile');
}

// Always read again when a tab opens: the names can also change from the Account and security tab (PATCH /api/users/me).
export const ownProfileQueryOptions = queryOptions({ queryKey: ownProfileQueryKey, queryFn: fetchOwnProfile, staleTime: 0 });

export function useOwnProfile() {
  return useQuery(ownProfileQueryOptions);
}
