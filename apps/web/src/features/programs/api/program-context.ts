import type { ProgramContext } from '@bb/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const programContextQueryKey = (company: string | null) => ['programs', 'context', company] as const;

/** GET /api/programs/context: floors, fee rates, price and reward tiers, coupon and balance (staff pick the company). */
export function fetchProgramContext(company: string | null): Promise<ProgramContext> {
  return api.get<ProgramContext>('/api/programs/context', { query: { company } });
}

export function programContextQueryOptions(company: string | null) {
  return queryOptions({ queryKey: programContextQueryKey(company), queryFn: () => fetchProgramContext(company) });
}

export function useProgramContext(company: string | null, enabled = true) {
  return useQuery({ ...programContextQueryOptions(company), enabled });
}
