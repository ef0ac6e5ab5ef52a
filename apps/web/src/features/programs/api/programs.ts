import { toListQueryString, type CappedListPage, type ProgramCard, type ProgramStatus, type TargetType } from '@bb/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, listQuery } from '../../../lib/api-client.ts';

export type ProgramsScope = 'company' | 'all';

export interface ProgramsParams {
  /** `company`: GET /api/programs/my-company; `all` (staff, super admin): GET /api/programs. */
  scope: ProgramsScope;
  name: string;
  status: ProgramStatus | null;
  isManaged: boolean | null;
  isPublic: boolean | null;
  tag: TargetType | null;
  /** Staff and super admins: one company's programs. */
  company?: string | null;
  /** Created from / to (ISO instants, the days' bounds). */
  createdFrom?: string | null;
  createdTo?: string | null;
  sort: 'createdAt' | '-createdAt' | 'name' | '-name';
  page: number;
  size: number;
}

export const programsQueryKey = ['programs', 'list'] as const;

/** The query string of a programs list: only the filters in use. */
export function programsQueryString(params: ProgramsParams): string {
  return toListQueryString({
    filters: {
      name__icontains: params.name.trim(),
      status: params.status,
      isManaged: params.isManaged,
      isPublic: params.isPublic,
      tag: params.tag,
      company: params.scope === 'all' ? (params.company ?? null) : null,
      createdAt__gte: params.createdFrom ?? null,
      createdAt__lte: params.createdTo ?? null,
    },
    sort: params.sort,
    page: params.page,
    size: params.size,
  });
}

/** The programs the caller may see, newest first by default, filtered and paged by the server. */
export function fetchPrograms(params: ProgramsParams): Promise<CappedListPage<ProgramCard>> {
  const path = params.scope === 'company' ? '/api/programs/my-company' : '/api/programs';
  return api.GET(path, listQuery(programsQueryString(params)));
}

export function programsQueryOptions(params: ProgramsParams) {
  return queryOptions({ queryKey: [...programsQueryKey, params] as const, queryFn: () => fetchPrograms(params), placeholderData: keepPreviousData });
}

export function usePrograms(params: ProgramsParams) {
  return useQuery(programsQueryOptions(params));
}
