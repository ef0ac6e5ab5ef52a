import type { QueryClient } from '@tanstack/react-query';
import { adminCompanyQueryKey } from '../../admin/api/admin-company.ts';
import { depositsQueryKey } from '../../wallet/api/deposits.ts';
import { transactionsQueryKey } from '../../wallet/api/transactions.ts';

/** After money moved: the deposit lists, the wallet movements and the credited company's page (its balance) are stale. */
export function invalidateBanking(queryClient: QueryClient, companyId: string | null | undefined): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: depositsQueryKey }),
    queryClient.invalidateQueries({ queryKey: transactionsQueryKey }),
    companyId ? queryClient.invalidateQueries({ queryKey: adminCompanyQueryKey(companyId) }) : null,
  ]);
}
