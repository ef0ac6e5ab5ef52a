import type { QueryClient } from '@tanstack/react-query';
import { sharedQueryKeys } from '../../../lib/query-keys.ts';

/** After money moved: the deposit lists, the wallet movements and the credited company's page (its balance) are stale. */
export function invalidateBanking(queryClient: QueryClient, companyId: string | null | undefined): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: sharedQueryKeys.deposits }),
    queryClient.invalidateQueries({ queryKey: sharedQueryKeys.transactions }),
    companyId ? queryClient.invalidateQueries({ queryKey: sharedQueryKeys.adminCompany(companyId) }) : null,
  ]);
}
