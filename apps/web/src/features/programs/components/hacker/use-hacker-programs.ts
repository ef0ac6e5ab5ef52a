import type { ListPage, ProgramCard } from '@bb/domain';
import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';
import { fetchJoinedPrograms, joinedProgramsQueryKey, type HackerProgramsParams } from '../../api/joined-programs.ts';
import { fetchPrograms, programsQueryKey, type ProgramsParams } from '../../api/programs.ts';

/** all: every program the hacker may see (GET /api/programs); joined: those that admitted them or they reported to. */
export type HackerProgramsSource = 'all' | 'joined';

export const HACKER_PROGRAMS_PAGE_SIZE = 12;

interface ProgramListQuery {
  queryKey: QueryKey;
  /** All programs count up to the lists' cap (`countCapped`); the joined ones, a hacker's own, exactly. */
  queryFn: () => Promise<ListPage<ProgramCard> & { countCapped?: boolean }>;
}

/** The same keys as programsQueryOptions and joinedProgramsQueryOptions, so their invalidations reach these lists. */
function hackerProgramsQuery(source: HackerProgramsSource, params: HackerProgramsParams): ProgramListQuery {
  if (source === 'joined') return { queryKey: [...joinedProgramsQueryKey, params], queryFn: () => fetchJoinedPrograms(params) };
  const all: ProgramsParams = { ...params, scope: 'all', status: null, isManaged: null, isPublic: null, tag: null };
  return { queryKey: [...programsQueryKey, all], queryFn: () => fetchPrograms(all) };
}

/** One page of the tab's programs; the server decides which programs a hacker may see. */
export function useHackerPrograms(source: HackerProgramsSource, params: HackerProgramsParams) {
  return useQuery({ ...hackerProgramsQuery(source, params), placeholderData: keepPreviousData });
}
