import type { CompanyCoupons, SetCouponInput } from '@bb/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const companyCouponsQueryKey = (companyId: string) => ['admin', 'coupons', companyId] as const;

/** GET /api/companies/{id}/coupons (super admin): the company's coupon and its programs' own. */
export function fetchCompanyCoupons(companyId: string): Promise<CompanyCoupons> {
  return api.GET('/api/companies/{id}/coupons', { params: { path: { id: companyId } } });
}

export const useCompanyCoupons = (companyId: string) =>
  useQuery({ queryKey: companyCouponsQueryKey(companyId), queryFn: () => fetchCompanyCoupons(companyId) });

/** PUT /api/companies/{id}/coupon: the company's coupon (program null) or one program's; both discounts null remove it. */
export function setCoupon({ companyId, body }: { companyId: string; body: SetCouponInput }): Promise<CompanyCoupons> {
  return api.PUT('/api/companies/{id}/coupon', { params: { path: { id: companyId } }, body });
}

export function useSetCoupon(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setCoupon,
    onSuccess: (coupons) => {
      queryClient.setQueryData(companyCouponsQueryKey(companyId), coupons);
      // The wizard and the budget dialog price with the coupon.
      return queryClient.invalidateQueries({ queryKey: ['programs', 'context'] });
    },
  });
}
