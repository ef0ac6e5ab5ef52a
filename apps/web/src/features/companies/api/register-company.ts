import type { Company, RegisterCompanyData } from '@bb/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { ME_QUERY_KEY } from '../../../lib/query-client.ts';
import { myCompanyQueryKey } from './my-company.ts';

/** POST /api/companies: both wizard steps; the caller becomes the company's administrator. */
export function registerCompany(body: RegisterCompanyData): Promise<Company> {
  return api.POST('/api/companies', { body });
}

/** Registers, then reloads the session user so permissions.companyRoles holds the new company. */
export function useRegisterCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerCompany,
    onSuccess: async (company) => {
      queryClient.setQueryData(myCompanyQueryKey, company);
      await queryClient.refetchQueries({ queryKey: ME_QUERY_KEY });
    },
  });
}
