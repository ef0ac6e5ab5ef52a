import type { ManagedUser } from '@bb/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { hackersQueryKey } from './hackers.ts';
import { staffQueryKey } from './staff.ts';
import { sharedQueryKeys } from '../../../lib/query-keys.ts';

/** POST /api/users/{id}/block or /unblock (FORBIDDEN for super admins, OWN_USER for oneself). */
export function setUserBlocked({ id, blocked }: { id: string; blocked: boolean }): Promise<ManagedUser> {
  return api.POST(blocked ? '/api/users/{id}/block' : '/api/users/{id}/unblock', { params: { path: { id } } });
}

export function useSetUserBlocked() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setUserBlocked,
    // A block also changes the hacker's public profile and takes them off the rankings.
    onSuccess: (_user, { id }) =>
      Promise.all(
        [hackersQueryKey, staffQueryKey, sharedQueryKeys.hackerProfile(id), sharedQueryKeys.leaderboard].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
