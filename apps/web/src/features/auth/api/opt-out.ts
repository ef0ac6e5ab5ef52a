import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

const statusKey = (token: string) => ['opt-out', token] as const;

/** GET /api/opt: which emails the link names and whether they still go; reading changes nothing. */
export function useOptOutStatus(token: string | null) {
  return useQuery({
    queryKey: statusKey(token ?? ''),
    queryFn: () => api.GET('/api/opt', { params: { query: { token: token ?? '' } } }),
    enabled: Boolean(token),
    retry: false,
  });
}

/** POST /api/opt: turns those emails off (twice is the same as once). */
export function useOptOut(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.POST('/api/opt', { body: { token } }),
    onSuccess: (status) => client.setQueryData(statusKey(token), status),
  });
}
