import type { ProgramContext } from '@bb/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const programContextQueryKey = (company: string | null, program: string | null = null) => ['programs', 'context', company, program] as const;

/**
 * GET /api/programs/context: floors, fee rates, price and reward tiers, coupon and balance (staff pick the company);
 * with `program` (a draft, a budget increase) the coupon is the one that program's allocations get.
 */
export function fetchProgramContext(company: string | null, program: string | null = null): Promise<ProgramContext> {
  return api.GET('/api/programs/context', { params: { query: { company: company ?? undefined, program: program ?? undefined } } });
}

export function programContextQueryOptions(company: string | null, program: string | null = null) {
  return queryOptions({ queryKey: programContextQueryKey(company, program), queryFn: () => fetchProgramContext(company, program) });
}

export function useProgramContext(company: string | null, enabled = true, program: string | null = null) {
  return useQuery({ ...programContextQueryOptions(company, program), enabled });
}
