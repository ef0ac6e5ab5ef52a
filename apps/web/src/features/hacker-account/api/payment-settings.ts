import type { PaymentSettings } from '@bb/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const paymentSettingsQueryKey = ['hackers', 'me', 'payment-settings'] as const;

/** GET /api/payments/settings: the hacker's own tax regime and bank account, with their version. */
export function fetchPaymentSettings(): Promise<PaymentSettings> {
  return api.GET('/api/payments/settings');
}

export const paymentSettingsQueryOptions = queryOptions({ queryKey: paymentSettingsQueryKey, queryFn: fetchPaymentSettings });

export function usePaymentSettings() {
  return useQuery(paymentSettingsQueryOptions);
}
