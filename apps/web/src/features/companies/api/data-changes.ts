import type { CompanyDataChange, RequestDataChangeInput } from '@bb/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { sharedQueryKeys } from '../../../lib/query-keys.ts';

export const myDataChangesQueryKey = ['companies', 'me', 'data-changes'] as const;

/** GET /api/companies/me/data-changes: the company's fiscal data change requests, newest first. */
export function fetchMyDataChanges(): Promise<CompanyDataChange[]> {
  return api.GET('/api/companies/me/data-changes');
}

export function myDataChangesQueryOptions() {
  return queryOptions({ queryKey: myDataChangesQueryKey, queryFn: fetchMyDataChanges });
}

export const useMyDataChanges = () => useQuery(myDataChangesQueryOptions());

/** POST /api/companies/me/data-changes: the whole fiscal set as it should become; a super admin decides. */
export function requestDataChange(body: RequestDataChangeInput): Promise<CompanyDataChange> {
  return api.POST('/api/companies/me/data-changes', { body });
}

/** POST /api/companies/data-changes/{id}/withdraw: the company takes back a waiting request. */
export function withdrawDataChange(id: string): Promise<CompanyDataChange> {
  return api.POST('/api/companies/data-changes/{id}/withdraw', { params: { path: { id } } });
}

function useDataChangeMutation<V>(mutationFn: (variables: V) => Promise<CompanyDataChange>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: myDataChangesQueryKey }) });
}

export const useRequestDataChange = () => useDataChangeMutation(requestDataChange);
export const useWithdrawDataChange = () => useDataChangeMutation(withdrawDataChange);

export const companyDataChangesQueryKey = (companyId: string | null) => ['admin', 'data-changes', companyId] as const;

/** GET /api/companies/data-changes (super admin): the waiting requests, or one company's (newest first). */
export function fetchCompanyDataChanges(companyId: string | null): Promise<CompanyDataChange[]> {
  return api.GET('/api/companies/data-changes', { params: { query: { company: companyId ?? undefined } } });
}

export const useCompanyDataChanges = (companyId: string | null) =>
  useQuery({ queryKey: companyDataChangesQueryKey(companyId), queryFn: () => fetchCompanyDataChanges(companyId) });

/** POST /api/companies/data-changes/{id}/approve or /reject (super admin): the new data apply, or the reason goes back. */
export function decideDataChange({ id, reason }: { id: string; reason?: string }): Promise<CompanyDataChange> {
  const params = { path: { id } };
  return reason === undefined
    ? api.POST('/api/companies/data-changes/{id}/approve', { params })
    : api.POST('/api/companies/data-changes/{id}/reject', { params, body: { reason } });
}

export function useDecideDataChange(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideDataChange,
    onSuccess: () =>
      Promise.all([['admin', 'data-changes'], sharedQueryKeys.adminCompany(companyId)].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
