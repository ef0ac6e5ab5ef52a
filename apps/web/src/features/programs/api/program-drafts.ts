import { type ListPage, type ProgramCard } from '@bb/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const programDraftsQueryKey = ['programs', 'drafts'] as const;

/** Drafts listed at once: a company keeps a handful, and the list is a reminder, not an archive. */
export const DRAFTS_PAGE_SIZE = 20;

/** GET /api/programs/draft: the company's drafts, newest first. */
export function fetchProgramDrafts(): Promise<ListPage<ProgramCard>> {
  return api.GET('/api/programs/draft', { params: { query: { sort: '-createdAt', page: 1, size: DRAFTS_PAGE_SIZE } } });
}

export function programDraftsQueryOptions() {
  return queryOptions({ queryKey: programDraftsQueryKey, queryFn: fetchProgramDrafts });
}

export function useProgramDrafts(enabled = true) {
  return useQuery({ ...programDraftsQueryOptions(), enabled });
}
