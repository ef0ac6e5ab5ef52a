import type { CompanyCompletion, Dashboard } from '@bb/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { sharedQueryKeys } from '../../../lib/query-keys.ts';

/** POST /api/companies/me/first-call (idempotent): answers the updated checklist. */
export function bookFirstCall(): Promise<CompanyCompletion> {
  return api.POST('/api/companies/me/first-call');
}

/** The answer is the dashboard's checklist, updated: it goes into the dashboard as it is, with no second request. */
export function useBookFirstCall() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bookFirstCall,
    onSuccess: (completion) =>
      queryClient.setQueryData<Dashboard>(sharedQueryKeys.dashboard, (dashboard) =>
        dashboard?.userType === 'company' ? { ...dashboard, completion } : dashboard,
      ),
  });
}
