import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { CompanyCompletion } from './company-completion.ts';
import { sharedQueryKeys } from '../../../lib/query-keys.ts';

/** POST /api/companies/me/first-call (idempotent): answers the updated checklist. */
export function bookFirstCall(): Promise<CompanyCompletion> {
  return api.post<CompanyCompletion>('/api/companies/me/first-call');
}

export function useBookFirstCall() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: bookFirstCall, onSuccess: (completion) => queryClient.setQueryData(sharedQueryKeys.companyCompletion, completion) });
}
