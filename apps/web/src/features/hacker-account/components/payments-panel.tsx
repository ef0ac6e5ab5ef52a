import type { PaymentSettings } from '@bb/domain';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format.ts';
import { usePaymentSettings } from '../api/payment-settings.ts';
import { BankAccountCard } from './bank-account-card.tsx';
import { QueryState } from './query-state.tsx';
import { TaxRegimeCard } from './tax-regime-card.tsx';

/** When the settings were last saved (their version number is for payment records, not for the hacker). */
function LastUpdated({ settings }: { settings: PaymentSettings }) {
  const { t } = useTranslation();
  if (settings.version === 0 || !settings.updatedAt) return null;
  return (
    <Text size="xs" c="dimmed" ta="right">
      {t('hackerAccount.payments.updatedAt', { date: formatDateTime(settings.updatedAt) })}
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
          <LastUpdated settings={data} />
        </Stack>
      )}
    </QueryState>
  );
}
