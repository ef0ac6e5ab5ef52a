import { toListQueryString, LIST_DEFAULTS } from '@bb/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, listQuery } from '../../../lib/api-client.ts';

/** A program (and its company) a report list can be filtered by. */
export interface ReportFilterProgram {
  id: string;
  name: string | null;
  company: { id: string; name: string };
}

/** GET /api/programs by name (staff, super admins): the programs and, through them, the companies the filters offer. */
export async function fetchProgramOptions(): Promise<ReportFilterProgram[]> {
  const query = toListQueryString({ sort: 'name', page: 1, size: LIST_DEFAULTS.maxSize });
  const page = await api.GET('/api/programs', listQuery(query));
  return page.results.map(({ id, name, company }) => ({ id, name, company: { id: company.id, name: company.name } }));
}

export function programOptionsQueryOptions() {
  return queryOptions({ queryKey: ['reports', 'program-options'] as const, queryFn: fetchProgramOptions, staleTime: 60_000 });
}

export function useProgramOptions(enabled: boolean) {
  return useQuery({ ...programOptionsQueryOptions(), enabled });
}
