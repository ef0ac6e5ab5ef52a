import type { ProgramDetail } from '@bb/domain';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { sharedQueryKeys } from '../../../lib/query-keys.ts';
import { programsQueryKey } from './programs.ts';

export const programQueryKey = (id: string) => ['programs', 'detail', id] as const;

/** GET /api/programs/{id}: the program with its rendered texts, scope and the caller's abilities. */
export function fetchProgram(id: string): Promise<ProgramDetail> {
  return api.GET('/api/programs/{id}', { params: { path: { id } } });
}

export function programQueryOptions(id: string) {
  return queryOptions({ queryKey: programQueryKey(id), queryFn: () => fetchProgram(id) });
}

export function useProgram(id: string) {
  return useQuery(programQueryOptions(id));
}

/**
 * After a status or budget change: the answer is the new detail, and every list may have moved, with the dashboard's
 * figures (programs sent, active and drafts, the wallet, the checklist's "program created").
 */
export async function storeProgram(queryClient: QueryClient, program: ProgramDetail): Promise<void> {
  queryClient.setQueryData(programQueryKey(program.id), program);
  await Promise.all([queryClient.invalidateQueries({ queryKey: programsQueryKey }), queryClient.invalidateQueries({ queryKey: sharedQueryKeys.dashboard })]);
}
