import type { HackerProfile, UpdateHackerProfileData } from '@bb/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { ME_QUERY_KEY } from '../../../lib/query-client.ts';
import { ownProfileQueryKey } from './own-profile.ts';

/** PUT /api/profile: the fields sent replace the stored ones, the others stay (each tab sends its own). */
export function updateOwnProfile(body: UpdateHackerProfileData): Promise<HackerProfile> {
  return api.PUT('/api/profile', { body });
}

/** The answer is the saved profile; names live on the user too, so the signed-in user is reloaded. */
export function useUpdateOwnProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOwnProfile,
    onSuccess: (profile, body) => {
      queryClient.setQueryData(ownProfileQueryKey, profile);
      if ('firstName' in body || 'lastName' in body) void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
    },
  });
}
