import type { AddTestingAccountsInput, TestingAccount, TestingAccountStatus } from '@bb/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const testingAccountsQueryKey = (programId: string) => ['programs', 'testing-accounts', programId] as const;
export const testingAccountStatusQueryKey = (programId: string) => ['programs', 'testing-account-status', programId] as const;

/** GET /api/programs/{id}/testing-accounts (company, staff, super admin): every card with credentials and assignee. */
export function fetchTestingAccounts(programId: string): Promise<TestingAccount[]> {
  return api.GET('/api/programs/{id}/testing-accounts', { params: { path: { id: programId } } });
}

export function testingAccountsQueryOptions(programId: string) {
  return queryOptions({ queryKey: testingAccountsQueryKey(programId), queryFn: () => fetchTestingAccounts(programId) });
}

export function useTestingAccounts(programId: string) {
  return useQuery(testingAccountsQueryOptions(programId));
}

/** POST /api/programs/{id}/testing-accounts: adds the cards; answers the whole list. */
export function addTestingAccounts({ programId, accounts }: { programId: string; accounts: AddTestingAccountsInput }): Promise<TestingAccount[]> {
  return api.POST('/api/programs/{id}/testing-accounts', { params: { path: { id: programId } }, body: accounts });
}

/** DELETE /api/programs/{id}/testing-accounts/{accountId}: refused for the last one (LAST_TESTING_ACCOUNT); answers the rest. */
export function deleteTestingAccount({ programId, accountId }: { programId: string; accountId: string }): Promise<TestingAccount[]> {
  return api.DELETE('/api/programs/{id}/testing-accounts/{accountId}', { params: { path: { id: programId, accountId } } });
}

/** Both changes answer the whole list, which replaces the cached one. */
function useListMutation<V extends { programId: string }>(mutationFn: (variables: V) => Promise<TestingAccount[]>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: (accounts, { programId }) => queryClient.setQueryData(testingAccountsQueryKey(programId), accounts) });
}

export const useAddTestingAccounts = () => useListMutation(addTestingAccounts);
export const useDeleteTestingAccount = () => useListMutation(deleteTestingAccount);

/** GET /api/programs/{id}/testing-accounts/status (hacker): available, already assigned (with credentials) or not available. */
export function fetchTestingAccountStatus(programId: string): Promise<TestingAccountStatus> {
  return api.GET('/api/programs/{id}/testing-accounts/status', { params: { path: { id: programId } } });
}

export function testingAccountStatusQueryOptions(programId: string) {
  return queryOptions({ queryKey: testingAccountStatusQueryKey(programId), queryFn: () => fetchTestingAccountStatus(programId) });
}

export function useTestingAccountStatus(programId: string) {
  return useQuery(testingAccountStatusQueryOptions(programId));
}

/** POST /api/programs/{id}/testing-accounts/request (hacker): PROGRAM_NOT_ACTIVE, REQUIREMENTS_NOT_MET, NO_TESTING_ACCOUNT_AVAILABLE. */
export function requestTestingAccount(programId: string): Promise<TestingAccountStatus> {
  return api.POST('/api/programs/{id}/testing-accounts/request', { params: { path: { id: programId } } });
}

export function useRequestTestingAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestTestingAccount,
    onSuccess: (status, programId) => queryClient.setQueryData(testingAccountStatusQueryKey(programId), status),
  });
}
