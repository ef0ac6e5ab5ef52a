import { bankSettingsSchema, type PaymentSettings } from '@bb/domain';
import { SimpleGrid, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeField } from '../../../components/form-fields.tsx';
import { EditActions, PreviewField, ProfileCard } from '../../../components/profile-card.tsx';
import { notifySuccess } from '../../../lib/notify.ts';
import { useAppForm } from '../../../lib/use-app-form.ts';
import { useUpdateBankSettings } from '../api/update-payment-settings.ts';

const toUpperCase = (value: string) => value.toUpperCase();
/** An IBAN in groups of four, as printed on bank statements. */
const groupedIban = (iban: string) => iban.replace(/(.{4})(?=.)/g, '$1 ');

function BankForm({ settings, onDone }: { settings: PaymentSettings; onDone: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateBankSettings();
  const { form, fieldError, onError } = useAppForm(bankSettingsSchema, { defaultValues: { iban: settings.iban ?? '', swift: settings.swift ?? '' } });
  const submit = form.handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: () => {
        notifySuccess(t('hackerAccount.bank.updated'));
        onDone();
      },
      onError,
    }),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <CodeField
            control={form.control}
            name="iban"
            filter={toUpperCase}
            label={t('hackerAccount.bank.iban')}
            maxLength={42}
            required
            error={fieldError('iban')}
          />
          <CodeField
            control={form.control}
            name="swift"
            filter={toUpperCase}
            label={t('hackerAccount.bank.swift')}
            description={t('hackerAccount.bank.swiftHint')}
            maxLength={14}
            error={fieldError('swift')}
          />
        </SimpleGrid>
        <EditActions onCancel={onDone} loading={update.isPending} />
      </Stack>
    </form>
  );
}

function BankPreview({ settings }: { settings: PaymentSettings }) {
  const { t } = useTranslation();
  if (!settings.iban) return <PreviewField label={t('hackerAccount.bank.iban')}>{t('hackerAccount.bank.empty')}</PreviewField>;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <PreviewField label={t('hackerAccount.bank.iban')}>{groupedIban(settings.iban)}</PreviewField>
      <PreviewField label={t('hackerAccount.bank.swift')}>{settings.swift ?? t('hackerAccount.unspecified')}</PreviewField>
    </SimpleGrid>
  );
}

/** The bank account rewards are paid to (PUT /api/payments/settings/payment). */
export function BankAccountCard({ settings }: { settings: PaymentSettings }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  return (
    <ProfileCard
      title={t('hackerAccount.bank.title')}
      description={t('hackerAccount.bank.description')}
      editing={editing}
      onEdit={() => setEditing(true)}
      canEdit
    >
      {editing ? <BankForm settings={settings} onDone={() => setEditing(false)} /> : <BankPreview settings={settings} />}
    </ProfileCard>
  );
}
