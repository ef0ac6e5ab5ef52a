import type { BankSettingsData, PaymentSettings, RegimeSettingsData } from '@bb/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { paymentSettingsQueryKey } from './payment-settings.ts';
import { sharedQueryKeys } from '../../../lib/query-keys.ts';

/** PUT /api/payments/settings/regime: residence and tax regime (fields of a previous regime are cleared). */
export function updateRegimeSettings(body: RegimeSettingsData): Promise<PaymentSettings> {
  return api.PUT('/api/payments/settings/regime', { body });
}

/** PUT /api/payments/settings/payment: IBAN and SWIFT/BIC. */
export function updateBankSettings(body: BankSettingsData): Promise<PaymentSettings> {
  return api.PUT('/api/payments/settings/payment', { body });
}

/** The answer is the whole settings row with its new version; the dashboard's checks (tax regime, IBAN) may have changed. */
function usePaymentSettingsPut<B>(mutationFn: (body: B) => Promise<PaymentSettings>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (settings) => {
      queryClient.setQueryData(paymentSettingsQueryKey, settings);
      void queryClient.invalidateQueries({ queryKey: sharedQueryKeys.hackerCompletion });
    },
  });
}

export const useUpdateRegimeSettings = () => usePaymentSettingsPut(updateRegimeSettings);
export const useUpdateBankSettings = () => usePaymentSettingsPut(updateBankSettings);
