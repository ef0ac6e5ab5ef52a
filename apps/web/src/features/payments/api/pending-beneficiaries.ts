import type { PendingBeneficiaries } from '@bb/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { paymentKeys } from './payment-keys.ts';

/** GET /api/payments/pending-beneficiaries: the next bank batch, what waits elsewhere (processing, failed to retry) and the recent batches. */
export function fetchPendingBeneficiaries(): Promise<PendingBeneficiaries> {
  return api.GET('/api/payments/pending-beneficiaries');
}

export function pendingBeneficiariesQueryOptions() {
  return queryOptions({ queryKey: paymentKeys.pendingBeneficiaries, queryFn: fetchPendingBeneficiaries });
}

export function usePendingBeneficiaries() {
  return useQuery(pendingBeneficiariesQueryOptions());
}
