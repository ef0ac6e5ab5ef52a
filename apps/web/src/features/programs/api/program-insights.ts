import type { ProgramHackerStats, ProgramStats } from '@bb/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const programStatsQueryKey = (id: string) => ['programs', 'stats', id] as const;
export const hackerStatsQueryKey = (id: string) => ['programs', 'hacker-stats', id] as const;

/** GET /api/programs/{id}/stats (company, staff, super admin): budget, admitted hackers, pending invitations and requests, testing accounts. */
export function fetchProgramStats(id: string): Promise<ProgramStats> {
  return api.GET('/api/programs/{id}/stats', { params: { path: { id } } });
}

export function programStatsQueryOptions(id: string) {
  return queryOptions({ queryKey: programStatsQueryKey(id), queryFn: () => fetchProgramStats(id) });
}

export function useProgramStats(id: string) {
  return useQuery(programStatsQueryOptions(id));
}

/** GET /api/programs/{id}/hacker-stats (hacker): their points and position on the program. */
export function fetchHackerStats(id: string): Promise<ProgramHackerStats> {
  return api.GET('/api/programs/{id}/hacker-stats', { params: { path: { id } } });
}

export function hackerStatsQueryOptions(id: string) {
  return queryOptions({ queryKey: hackerStatsQueryKey(id), queryFn: () => fetchHackerStats(id) });
}

export function useHackerStats(id: string) {
  return useQuery(hackerStatsQueryOptions(id));
}
