import type { ProgramResponseTimes } from '@bb/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const responseTimesQueryKey = (id: string) => ['programs', 'response-times', id] as const;

/** GET /api/programs/{id}/response-times: how fast the program answered over the last 90 days (anyone who sees the program). */
export function fetchResponseTimes(id: string): Promise<ProgramResponseTimes> {
  return api.GET('/api/programs/{id}/response-times', { params: { path: { id } } });
}

export function responseTimesQueryOptions(id: string) {
  return queryOptions({ queryKey: responseTimesQueryKey(id), queryFn: () => fetchResponseTimes(id) });
}

export function useResponseTimes(id: string) {
  return useQuery(responseTimesQueryOptions(id));
}
