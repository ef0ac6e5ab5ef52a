import type { companyCompletionSchema } from '@bb/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { sharedQueryKeys } from '../../../lib/query-keys.ts';

export type CompanyCompletion = z.infer<typeof companyCompletionSchema>;

/** GET /api/companies/me/completion: the dashboard's four checks and the progress. */
export function fetchCompanyCompletion(): Promise<CompanyCompletion> {
  return api.get<CompanyCompletion>('/api/companies/me/completion');
}

export const companyCompletionQueryOptions = queryOptions({ queryKey: sharedQueryKeys.companyCompletion, queryFn: fetchCompanyCompletion });

export function useCompanyCompletion() {
  return useQuery(companyCompletionQueryOptions);
}
