import type { TrackerConnectInput, TrackerConnectionAnswer } from '@bb/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import { sharedQueryKeys } from '../../../../lib/query-keys.ts';

const connectionKey = ['integrations', 'tracker', 'connection'] as const;

export const trackerConnectionQueryOptions = queryOptions({
  queryKey: connectionKey,
  queryFn: () => api.GET('/api/integrations/tracker'),
});

/** The connection, read only for those who manage it (`enabled`). */
export const useTrackerConnection = (enabled: boolean) => useQuery({ ...trackerConnectionQueryOptions, enabled });

/** Connecting or disconnecting changes what every report's tracker answer says (connected, canPush). */
function useConnectionMutation<I>(mutationFn: (input: I) => Promise<TrackerConnectionAnswer>) {
  const queryClient = useQueryClient();
  const invalidate = () =>
    Promise.all([queryClient.invalidateQueries({ queryKey: connectionKey }), queryClient.invalidateQueries({ queryKey: sharedQueryKeys.reportTrackers })]);
  return useMutation({ mutationFn, onSettled: invalidate });
}

/** Checks the credentials with the service, then saves them (the token is never shown again). */
export const useConnectTracker = () => useConnectionMutation((input: TrackerConnectInput) => api.PUT('/api/integrations/tracker', { body: input }));

export const useDisconnectTracker = () => useConnectionMutation(() => api.DELETE('/api/integrations/tracker'));
