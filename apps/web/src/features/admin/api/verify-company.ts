import type { CompanyDetail } from '@bb/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { adminCompaniesQueryKey } from '../../../lib/api/admin-companies.ts';
import { userCountsQueryKey } from './user-counts.ts';
import { sharedQueryKeys } from '../../../lib/query-keys.ts';

/** POST /api/companies/{id}/verify: approves the company (idempotent). */
export function verifyCompany(id: string): Promise<CompanyDetail> {
  return api.POST('/api/companies/{id}/verify', { params: { path: { id } } });
}

export function useVerifyCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyCompany,
    onSuccess: async (company) => {
      queryClient.setQueryData(sharedQueryKeys.adminCompany(company.id), company);
      await Promise.all([queryClient.invalidateQueries({ queryKey: adminCompaniesQueryKey }), queryClient.invalidateQueries({ queryKey: userCountsQueryKey })]);
    },
  });
}
