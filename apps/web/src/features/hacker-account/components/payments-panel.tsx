import type { PaymentSettings } from '@bb/domain';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format.ts';
import { usePaymentSettings } from '../api/payment-settings.ts';
import { BankAccountCard } from './bank-account-card.tsx';
import { QueryState } from './query-state.tsx';
import { TaxRegimeCard } from './tax-regime-card.tsx';

/** The settings' version (payment confirmations refer to it), once something was saved. */
function SettingsVersion({ settings }: { settings: PaymentSettings }) {
  const { t } = useTranslation();
  if (settings.version === 0 || !settings.updatedAt) return null;
  return (
    <Text size="xs" c="dimmed" ta="right">
      {t('hackerAccount.payments.version', { version: settings.version, date: formatDateTime(settings.updatedAt) })}
    </Text>
  );
}

/** The Payments tab: tax regime and bank account, each saved on its own. */
export function PaymentsPanel() {
  const settings = usePaymentSettings();
  return (
    <QueryState query={settings}>
      {(data) => (
        <Stack gap="lg">
          <TaxRegimeCard settings={data} />
          <BankAccountCard settings={data} />
          <SettingsVersion settings={data} />
        </Stack>
      )}
    </QueryState>
  );
}
