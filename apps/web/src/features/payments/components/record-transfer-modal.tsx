import { recordTransferSchema, WALLET_LIMITS } from '@bb/domain';
import { Stack, Text, TextInput } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/date-field.tsx';
import { DialogFrame } from '../../../components/dialog-frame.tsx';
import { EuroAmountField } from '../../../components/euro-amount-input.tsx';
import { ModalActions } from '../../../components/modal-actions.tsx';
import { today } from '../../../lib/dates.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useAppForm } from '../../../lib/use-app-form.ts';
import { useRecordTransfer } from '../api/record-transfer.ts';

/** Mounted while the dialog is open, so every opening starts from an empty form dated today. */
function RecordTransferForm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const record = useRecordTransfer();
  const { form, fieldError, onError } = useAppForm(recordTransferSchema, { defaultValues: { date: today(), payerName: '', description: '' } });
  const submit = form.handleSubmit((values) =>
    record.mutate(values, {
      onSuccess: () => {
        notifySuccess(t('payments.record.success'));
        onClose();
      },
      onError,
    }),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">{t('payments.record.text')}</Text>
        <EuroAmountField control={form.control} name="amount" label={t('payments.record.amount')} required error={fieldError('amount')} data-autofocus />
        <Controller
          control={form.control}
          name="date"
          render={({ field }) => (
            <DateField
              ref={field.ref}
              label={t('payments.record.date')}
              value={field.value ?? null}
              onChange={(value) => field.onChange(value ?? undefined)}
              onBlur={field.onBlur}
              maxDate={today()}
              required
              error={fieldError('date')}
            />
          )}
        />
        <TextInput
          {...form.register('payerName')}
          label={t('payments.record.payerName')}
          maxLength={WALLET_LIMITS.sepaTextMax}
          required
          error={fieldError('payerName')}
        />
        <TextInput
          {...form.register('description')}
          label={t('payments.record.description')}
          maxLength={WALLET_LIMITS.sepaTextMax}
          error={fieldError('description')}
        />
        <ModalActions onCancel={onClose} loading={record.isPending}>
          {t('payments.record.submit')}
        </ModalActions>
      </Stack>
    </form>
  );
}

/** A transfer received, entered by hand by a super admin (DECISIONS "Deposits and invoices"). */
export function RecordTransferModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <DialogFrame opened={opened} onClose={onClose} title={t('payments.record.title')}>
      <RecordTransferForm onClose={onClose} />
    </DialogFrame>
  );
}
