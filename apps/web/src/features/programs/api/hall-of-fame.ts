import type { HallOfFameRow, ListPage } from '@bb/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** Rows per page of every hall of fame (spec part 1 section 9: default page size 10). */
export const HALL_OF_FAME_PAGE_SIZE = 10;

export interface HallOfFameParams {
  /** A program's ranking; without one, the platform's. */
  programId?: string;
  page: number;
}

export const hallOfFameQueryKey = ['programs', 'hall-of-fame'] as const;

/** GET /api/programs/hall-of-fame (public) or /api/programs/{id}/hall-of-fame: position, name, score, best first. */
export function fetchHallOfFame({ programId, page }: HallOfFameParams): Promise<ListPage<HallOfFameRow>> {
  const query = { page, size: HALL_OF_FAME_PAGE_SIZE };
  return programId
    ? api.GET('/api/programs/{id}/hall-of-fame', { params: { path: { id: programId }, query } })
    : api.GET('/api/programs/hall-of-fame', { params: { query } });
}

export function hallOfFameQueryOptions(params: HallOfFameParams) {
  return queryOptions({
    queryKey: [...hallOfFameQueryKey, params.programId ?? 'platform', params.page] as const,
    queryFn: () => fetchHallOfFame(params),
    placeholderData: keepPreviousData,
  });
}

export function useHallOfFame(params: HallOfFameParams) {
  return useQuery(hallOfFameQueryOptions(params));
}
