import { approveTransferSchema, findReferenceCode, splitGross, toCents, type Deposit } from '@bb/domain';
import { Alert, Box, Button, Checkbox, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCheck, IconPlayerSkipForward, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DialogFrame } from '../../../components/dialog-frame.tsx';
import { openErrorModal } from '../../../components/error-modal.tsx';
import { LabeledValue } from '../../../components/labeled-value.tsx';
import { formatAmount, formatCents, formatDay } from '../../../lib/format.ts';
import { useIdempotencyKey } from '../../../lib/idempotency.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useAppForm } from '../../../lib/use-app-form.ts';
import { usePlatformSettings } from '../../../lib/api/platform-settings.ts';
import { InvoiceLink } from '../../../components/invoice-link.tsx';
import { useApproveDeposit } from '../api/approve-deposit.ts';
import { useDepositAction, type DepositAction } from '../api/deposit-actions.ts';
import { CompanySelect } from './company-select.tsx';
import { AccreditationBadge, InvoiceBadge } from './deposit-badges.tsx';

function DepositSummary({ deposit }: { deposit: Deposit }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
      <LabeledValue label={t('payments.manage.amount')}>
        <Text fw={700}>{formatAmount(deposit.amount)}</Text>
      </LabeledValue>
      <LabeledValue label={t('payments.manage.date')}>{formatDay(deposit.date)}</LabeledValue>
      <LabeledValue label={t('payments.manage.payer')}>{deposit.payerName}</LabeledValue>
      <LabeledValue label={t('payments.manage.referenceCode')}>{findReferenceCode(deposit.description) ?? t('payments.manage.noReference')}</LabeledValue>
      <LabeledValue label={t('payments.manage.description')}>{deposit.description || null}</LabeledValue>
      {deposit.additionalInfo ? <LabeledValue label={t('payments.manage.additionalInfo')}>{deposit.additionalInfo}</LabeledValue> : null}
      <LabeledValue label={t('payments.manage.accreditation')}>
        <AccreditationBadge status={deposit.accreditationStatus} />
      </LabeledValue>
      <LabeledValue label={t('payments.manage.invoice')}>
        {deposit.accreditationStatus === 'skipped' ? (
          t('payments.invoice.none')
        ) : (
          <Group gap="xs">
            <InvoiceBadge status={deposit.invoiceStatus} />
            {deposit.invoiceId ? <InvoiceLink deposit={deposit} /> : null}
          </Group>
        )}
      </LabeledValue>
      {deposit.company && !deposit.abilities.approve ? <LabeledValue label={t('payments.manage.company')}>{deposit.company.name}</LabeledValue> : null}
      {deposit.creditedAmount !== null ? <LabeledValue label={t('payments.manage.credited')}>{formatAmount(deposit.creditedAmount)}</LabeledValue> : null}
    </SimpleGrid>
  );
}

/** What the wallet will receive: the gross amount less VAT at the platform's rate, to the cent, or all of it when exempt. */
function CreditPreview({ amount, vatExempt }: { amount: number; vatExempt: boolean }) {
  const { t } = useTranslation();
  const settings = usePlatformSettings();
  if (!settings.data) return null;
  const { net, vat } = splitGross(toCents(amount), vatExempt ? 0 : settings.data.VAT_RATE_PERCENT);
  return (
    <Alert color="indigo" variant="light" aria-live="polite" data-testid="credit-preview">
      {t('payments.manage.preview', { net: formatCents(net), vat: formatCents(vat) })}
    </Alert>
  );
}

/** Approve = the company (pre-selected from the reference code) and the VAT-exempt flag; one idempotency key per opening. */
function ApproveDepositForm({ deposit, onApproved, onSkip }: { deposit: Deposit; onApproved: (deposit: Deposit) => void; onSkip?: () => void }) {
  const { t } = useTranslation();
  const approve = useApproveDeposit();
  const { key, renewAfterRefusal } = useIdempotencyKey();
  const { form, fieldError, onError } = useAppForm(approveTransferSchema, {
    defaultValues: { companyId: deposit.company?.id, vatExempt: deposit.vatExempt ?? false },
  });
  const vatExempt = useWatch({ control: form.control, name: 'vatExempt' }) ?? false;
  const submit = form.handleSubmit((body) =>
    approve.mutate(
      { id: deposit.id, body, idempotencyKey: key },
      {
        onSuccess: (approved) => {
          notifySuccess(t('payments.manage.approved', { net: formatAmount(approved.creditedAmount ?? 0), company: approved.company?.name ?? '' }));
          onApproved(approved);
        },
        onError: (error) => {
          renewAfterRefusal(error);
          onError(error);
        },
      },
    ),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Controller
          control={form.control}
          name="companyId"
          render={({ field }) => (
            <CompanySelect
              label={t('payments.manage.company')}
              value={field.value ?? null}
              onChange={(id) => field.onChange(id ?? undefined)}
              onBlur={field.onBlur}
              initial={deposit.company}
              error={fieldError('companyId')}
            />
          )}
        />
        <Controller
          control={form.control}
          name="vatExempt"
          render={({ field }) => (
            <Checkbox
              ref={field.ref}
              checked={field.value ?? false}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
              label={t('payments.manage.vatExempt')}
              description={t('payments.manage.vatExemptHint')}
            />
          )}
        />
        <CreditPreview amount={deposit.amount} vatExempt={vatExempt} />
        <Group justify="flex-end">
          {onSkip ? (
            <Button variant="outline" color="red.9" leftSection={<IconPlayerSkipForward size={16} aria-hidden />} onClick={onSkip}>
              {t('payments.manage.skip')}
            </Button>
          ) : null}
          <Button type="submit" leftSection={<IconCheck size={16} aria-hidden />} loading={approve.isPending}>
            {t('payments.manage.approve')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

type Confirmable = Extract<DepositAction, 'skip' | 'skipInvoice'>;

const CONFIRM_TEXTS: Record<Confirmable, { title: string; text: string; confirm: string; success: string }> = {
  skip: { title: 'payments.manage.skipTitle', text: 'payments.manage.skipText', confirm: 'payments.manage.skipConfirm', success: 'payments.manage.skipped' },
  skipInvoice: {
    title: 'payments.manage.skipInvoiceTitle',
    text: 'payments.manage.skipInvoiceText',
    confirm: 'payments.manage.skipInvoiceConfirm',
    success: 'payments.manage.invoiceSkipped',
  },
};

/** A skip cannot be undone: it is confirmed in place, under the deposit. */
function SkipConfirmation({ action, loading, onCancel, onConfirm }: { action: Confirmable; loading: boolean; onCancel: () => void; onConfirm: () => void }) {
  const { t } = useTranslation();
  const texts = CONFIRM_TEXTS[action];
  return (
    <Alert color="red" variant="light" title={t(texts.title)}>
      <Stack gap="sm">
        <Text size="sm">{t(texts.text)}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('common.actions.cancel')}
          </Button>
          <Button color="red.9" onClick={onConfirm} loading={loading} data-autofocus>
            {t(texts.confirm)}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

/** The buttons come from the deposit's abilities, which the API computes from its state table. */
function ManageDeposit({ deposit, onChange }: { deposit: Deposit; onChange: (deposit: Deposit) => void }) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState<Confirmable | null>(null);
  const action = useDepositAction();
  const { abilities } = deposit;
  const run = (name: DepositAction, success: string) =>
    action.mutate(
      { id: deposit.id, action: name },
      {
        onSuccess: (updated) => {
          notifySuccess(t(success));
          setConfirming(null);
          onChange(updated);
        },
        onError: openErrorModal,
      },
    );
  const invoiceActions = abilities.sendInvoice || abilities.skipInvoice;
  return (
    <Stack gap="lg">
      <DepositSummary deposit={deposit} />
      <Box hidden={confirming !== null}>
        <Stack gap="lg">
          {abilities.approve ? (
            <ApproveDepositForm deposit={deposit} onApproved={onChange} onSkip={abilities.skip ? () => setConfirming('skip') : undefined} />
          ) : null}
          {invoiceActions ? (
            <Group justify="flex-end">
              {abilities.skipInvoice ? (
                <Button variant="default" onClick={() => setConfirming('skipInvoice')}>
                  {t('payments.manage.skipInvoice')}
                </Button>
              ) : null}
              {abilities.sendInvoice ? (
                <Button
                  leftSection={<IconSend size={16} aria-hidden />}
                  onClick={() => run('sendInvoice', 'payments.manage.invoiceSent')}
                  loading={action.isPending}
                >
                  {t('payments.manage.sendInvoice')}
                </Button>
              ) : null}
            </Group>
          ) : null}
          {!abilities.approve && !abilities.skip && !invoiceActions ? (
            <Text size="sm" c="dimmed">
              {t('payments.manage.allHandled')}
            </Text>
          ) : null}
        </Stack>
      </Box>
      {confirming ? (
        <SkipConfirmation
          action={confirming}
          loading={action.isPending}
          onCancel={() => setConfirming(null)}
          onConfirm={() => run(confirming, CONFIRM_TEXTS[confirming].success)}
        />
      ) : null}
    </Stack>
  );
}

/** "Manage deposit": approve or skip a transfer, then send or skip its invoice (spec part 1 section 4). */
export function ManageDepositModal({ deposit, onChange, onClose }: { deposit: Deposit | null; onChange: (deposit: Deposit) => void; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <DialogFrame opened={deposit !== null} onClose={onClose} title={t('payments.manage.title')} size="lg">
      {deposit ? <ManageDeposit key={deposit.id} deposit={deposit} onChange={onChange} /> : null}
    </DialogFrame>
  );
}
