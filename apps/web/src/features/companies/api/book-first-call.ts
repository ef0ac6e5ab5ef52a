import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { companyCompletionQueryKey, type CompanyCompletion } from './company-completion.ts';

/** POST /api/companies/me/first-call (idempotent): answers the updated checklist. */
export function bookFirstCall(): Promise<CompanyCompletion> {
  return api.post<CompanyCompletion>('/api/companies/me/first-call');
}

export function useBookFirstCall() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: bookFirstCall, onSuccess: (completion) => queryClient.setQueryData(companyCompletionQueryKey, completion) });
}
