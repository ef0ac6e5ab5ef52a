import { toListQueryString, type ListPage, type ProgramCard } from '@bb/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, listQuery } from '../../../lib/api-client.ts';
import type { ProgramsParams } from './programs.ts';

/** What a hacker's program grids ask for: a name, an order and a page. */
export type HackerProgramsParams = Pick<ProgramsParams, 'name' | 'sort' | 'page' | 'size'>;

export const joinedProgramsQueryKey = ['programs', 'joined'] as const;

/** GET /api/programs/joined ("I miei programmi"): the open programs that admitted the hacker, and the public ones they reported to. */
export function fetchJoinedPrograms(params: HackerProgramsParams): Promise<ListPage<ProgramCard>> {
  const query = toListQueryString({ filters: { name__icontains: params.name.trim() }, sort: params.sort, page: params.page, size: params.size });
  return api.GET('/api/programs/joined', listQuery(query));
}

export function joinedProgramsQueryOptions(params: HackerProgramsParams) {
  return queryOptions({
    queryKey: [...joinedProgramsQueryKey, params] as const,
    queryFn: () => fetchJoinedPrograms(params),
    placeholderData: keepPreviousData,
  });
}

export function useJoinedPrograms(params: HackerProgramsParams) {
  return useQuery(joinedProgramsQueryOptions(params));
}
