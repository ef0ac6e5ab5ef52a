import type { QueryClient } from '@tanstack/react-query';

/** The hacker payments' cache: the list, one payment's detail, the next bank batch. */
export const paymentKeys = {
  intents: ['payments', 'intents'] as const,
  detail: (id: string) => ['payments', 'intents', 'detail', id] as const,
  pendingBeneficiaries: ['payments', 'pending-beneficiaries'] as const,
};

/** After a payment moved (approved, skipped, exported, answered by the bank): every list and count of payments may be stale. */
export function invalidatePayments(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: paymentKeys.intents }),
    queryClient.invalidateQueries({ queryKey: paymentKeys.pendingBeneficiaries }),
  ]);
}
