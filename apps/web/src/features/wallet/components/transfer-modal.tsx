import type { DepositDetails } from '@bb/domain';
import { Alert, Code, Divider, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CopyValueButton } from '../../../components/copy-value.tsx';
import { DialogFrame } from '../../../components/dialog-frame.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { FeatureDisabledNotice } from '../../../components/support-contact.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useDepositDetails } from '../api/deposit-details.ts';
import { VatCalculator } from './vat-calculator.tsx';

/** One bank detail with its copy button ("Copiato!" for a second). */
function BankDetail({ label, value, hint }: { label: string; value: string; hint?: string }) {
  const { t } = useTranslation();
  return (
    <div>
      <Text size="xs" c="dimmed" fw={500}>
        {label}
      </Text>
      <Group gap="xs" wrap="nowrap" justify="space-between">
        <Code fz="sm" px="sm" py={6} style={{ flex: 1, overflowWrap: 'anywhere' }}>
          {value}
        </Code>
        <CopyValueButton value={value} label={t('wallet.transfer.copy', { field: label })} />
      </Group>
      {hint ? (
        <Text size="xs" c="dimmed" mt={4}>
          {hint}
        </Text>
      ) : null}
    </div>
  );
}

function TransferDetails({ details }: { details: DepositDetails }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Text size="sm">{t('wallet.transfer.intro')}</Text>
      <Stack gap="sm" component="section" aria-label={t('wallet.transfer.bankDetails')}>
        <BankDetail label={t('wallet.transfer.recipient')} value={details.recipient} />
        <BankDetail label={t('wallet.transfer.iban')} value={details.iban} />
        <BankDetail label={t('wallet.transfer.swift')} value={details.swift} />
        <BankDetail label={t('wallet.transfer.description')} value={details.description} hint={t('wallet.transfer.descriptionHint')} />
      </Stack>
      <Divider />
      <VatCalculator ratePercent={details.vatRatePercent} italianByDefault={details.isItalianCompany} />
    </Stack>
  );
}

/** "Add budget by bank transfer": where to send the money and how much (spec part 1 section 2). */
export function TransferModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const details = useDepositDetails(opened);
  return (
    <DialogFrame opened={opened} onClose={onClose} title={t('wallet.transfer.title')} size="lg">
      {details.isPending ? <PageLoader minHeight={200} /> : null}
      {details.isError && isApiError(details.error) && details.error.code === 'FEATURE_DISABLED' ? <FeatureDisabledNotice feature="deposits" refused /> : null}
      {details.isError && !(isApiError(details.error) && details.error.code === 'FEATURE_DISABLED') ? (
        <Alert color="red">{t('wallet.transfer.loadError')}</Alert>
      ) : null}
      {details.data ? <TransferDetails details={details.data} /> : null}
    </DialogFrame>
  );
}
