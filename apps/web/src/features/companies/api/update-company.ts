import type { Company, UpdateHeadOfficeInput, updateCompanyBioSchema, updateCompanyDetailsSchema, updateCompanyPictureSchema } from '@bb/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { myCompanyQueryKey } from './my-company.ts';
import { sharedQueryKeys } from '../../../lib/query-keys.ts';

export type UpdateCompanyBioBody = z.output<typeof updateCompanyBioSchema>;
export type UpdateCompanyDetailsBody = z.output<typeof updateCompanyDetailsSchema>;
export type UpdateCompanyPictureBody = z.output<typeof updateCompanyPictureSchema>;

/** PATCH /api/companies/me/bio: website and description. */
export function updateCompanyBio(body: UpdateCompanyBioBody): Promise<Company> {
  return api.PATCH('/api/companies/me/bio', { body });
}

/** PATCH /api/companies/me/details: sector and size. */
export function updateCompanyDetails(body: UpdateCompanyDetailsBody): Promise<Company> {
  return api.PATCH('/api/companies/me/details', { body });
}

/** PATCH /api/companies/me/head-office: address, city, postal code and province (not fiscal data). */
export function updateHeadOffice(body: UpdateHeadOfficeInput): Promise<Company> {
  return api.PATCH('/api/companies/me/head-office', { body });
}

/** PATCH /api/companies/me/picture: an upload id (purpose picture), or null to remove it. */
export function updateCompanyPicture(body: UpdateCompanyPictureBody): Promise<Company> {
  return api.PATCH('/api/companies/me/picture', { body });
}

/** The answer is the updated company; the dashboard's checklist ("profile complete") may have changed too. */
function useCompanyPatch<B>(mutationFn: (body: B) => Promise<Company>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (company) => {
      queryClient.setQueryData(myCompanyQueryKey, company);
      void queryClient.invalidateQueries({ queryKey: sharedQueryKeys.dashboard });
    },
  });
}

export const useUpdateCompanyBio = () => useCompanyPatch(updateCompanyBio);
export const useUpdateCompanyDetails = () => useCompanyPatch(updateCompanyDetails);
export const useUpdateCompanyPicture = () => useCompanyPatch(updateCompanyPicture);
export const useUpdateHeadOffice = () => useCompanyPatch(updateHeadOffice);
