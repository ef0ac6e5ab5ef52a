import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { sharedQueryKeys } from '../../../lib/query-keys.ts';

/** GET /api/reports/{id}/tracker-issue: the report's issue in the company's tracker, for those who handle reports (`enabled`). */
export function useReportTracker(reportId: string, enabled: boolean) {
  return useQuery({
    queryKey: sharedQueryKeys.reportTracker(reportId),
    queryFn: () => api.GET('/api/reports/{id}/tracker-issue', { params: { path: { id: reportId } } }),
    enabled,
  });
}

/** Push and sync answer the report's tracker state: it replaces the cached one. */
function useReportTrackerMutation(reportId: string, path: '/api/reports/{id}/tracker-issue' | '/api/reports/{id}/tracker-issue/sync') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.POST(path, { params: { path: { id: reportId } } }),
    onSuccess: (answer) => queryClient.setQueryData(sharedQueryKeys.reportTracker(reportId), answer),
  });
}

/** Creates the issue once; a second push answers the same issue. */
export const usePushToTracker = (reportId: string) => useReportTrackerMutation(reportId, '/api/reports/{id}/tracker-issue');
/** Reads the issue's state in the tracker now. */
export const useSyncTrackerIssue = (reportId: string) => useReportTrackerMutation(reportId, '/api/reports/{id}/tracker-issue/sync');
