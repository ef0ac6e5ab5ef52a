import { DEFAULT_TAX_TABLE, previewWithYearToDate, type PaymentIntent } from '@bb/domain';
import { Alert, Anchor, Button, Center, Divider, List, Loader, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconX } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { DialogFrame } from '../../../components/dialog-frame.tsx';
import { FilteredField } from '../../../components/form-fields.tsx';
import { ModalActions } from '../../../components/modal-actions.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { formatAmount } from '../../../lib/format.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { VERIFICATION_PATH } from '../../../lib/paths.ts';
import { useAppForm } from '../../../lib/use-app-form.ts';
import { useConfirmPayment } from '../api/confirm-payment.ts';
import { useProfileCompletion, type ProfileCompletion } from '../api/profile-completion.ts';
import { BeneficiaryDetails, PaymentFiguresList } from './payment-figures.tsx';

/** The profile checks a confirmation needs (spec part 2 section 4): verified identity, tax regime, bank account. */
export const PROFILE_CHECKS = ['kycCompleted', 'taxRegimeConfigured', 'ibanConfigured'] as const satisfies readonly (keyof ProfileCompletion)[];
type ProfileCheck = (typeof PROFILE_CHECKS)[number];

/** Where the payment settings are edited. */
export const PAYMENT_SETTINGS_PATH = '/account?tab=payments';

const checkLink = (check: ProfileCheck): string => (check === 'kycCompleted' ? VERIFICATION_PATH : PAYMENT_SETTINGS_PATH);

const DIGITS = /^\d{1,9}$/;
/** The threshold the hint names when the payment carries none (the default tax table's). */
const DEFAULT_INPS_THRESHOLD = DEFAULT_TAX_TABLE.it_occasional_self_employed.inpsThreshold ?? 5_000;
const onlyDigits = (value: string): string => value.replace(/\D/g, '').slice(0, 9);

/** This year's occasional compensation so far (the spec's previousYearlyPaymentsAmount), whole euro, required for the two Italian occasional regimes. */
function confirmFormSchema(needsTotal: boolean) {
  return z.object({
    previousYearlyPaymentsAmount: z
      .string()
      .trim()
      .refine((value) => !needsTotal || DIGITS.test(value), { error: 'validation.required' }),
  });
}

/** What still stops the confirmation, each with where it is done. */
function MissingChecks({ missing }: { missing: readonly ProfileCheck[] }) {
  const { t } = useTranslation();
  return (
    // A plain bordered box: links on a tinted background fall short of AA contrast.
    <Paper withBorder p="sm" radius="md" style={{ borderColor: 'var(--mantine-color-orange-6)' }}>
      <Text size="sm" fw={600} mb="xs">
        {t('hackerWallet.confirm.checks.title')}
      </Text>
      <List spacing="xs" center aria-label={t('hackerWallet.confirm.checks.listLabel')}>
        {missing.map((check) => (
          <List.Item
            key={check}
            data-check={check}
            icon={
              <ThemeIcon color="red" variant="light" size={20} radius="xl" aria-hidden>
                <IconX size={12} />
              </ThemeIcon>
            }
          >
            <Text size="sm" fw={500}>
              {t(`hackerWallet.confirm.checks.items.${check}`)}
            </Text>
            <Anchor component={Link} to={checkLink(check)} size="sm">
              {t(`hackerWallet.confirm.checks.links.${check}`)}
            </Anchor>
          </List.Item>
        ))}
      </List>
    </Paper>
  );
}

function ConfirmPaymentForm({ intent, refreshing, onClose, onConfirmed }: ConfirmPaymentModalProps) {
  const { t } = useTranslation();
  const completion = useProfileCompletion(true);
  const schema = useMemo(() => confirmFormSchema(intent.needsPreviousYearTotal), [intent.needsPreviousYearTotal]);
  const { form, fieldError, onError } = useAppForm(schema, {
    defaultValues: { previousYearlyPaymentsAmount: intent.previousYearlyPaymentsAmount === null ? '' : String(intent.previousYearlyPaymentsAmount) },
  });
  const confirm = useConfirmPayment(intent.id);
  const [stale, setStale] = useState(false);
  const typedYearToDate = form.watch('previousYearlyPaymentsAmount');
  // The figures as they will be with the year's compensation typed so far: the server applies the same rule on confirmation.
  const figures = intent.needsPreviousYearTotal && DIGITS.test(typedYearToDate.trim()) ? previewWithYearToDate(intent, Number(typedYearToDate)) : intent;
  const missing = completion.data ? PROFILE_CHECKS.filter((check) => !completion.data[check]) : [];
  // The profile checks pass, the payment exists and may still be confirmed, and its figures are not being read again.
  const ready = completion.data !== undefined && missing.length === 0 && Boolean(intent.id) && intent.abilities.confirm && !refreshing;

  const submit = form.handleSubmit(({ previousYearlyPaymentsAmount }) => {
    setStale(false);
    const body = {
      version: intent.settingsVersion,
      previousYearlyPaymentsAmount: intent.needsPreviousYearTotal ? Number(previousYearlyPaymentsAmount) : undefined,
    };
    confirm.mutate(body, {
      onSuccess: () => {
        notifySuccess(t('hackerWallet.confirm.done'));
        onConfirmed();
      },
      onError: (error) => {
        // The settings changed since these figures were computed: the wallet is read again, the hacker reviews the new ones.
        if (isApiError(error) && error.code === 'INVALID_PAYMENT_SETTINGS_VERSION') setStale(true);
        else onError(error);
      },
    });
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <Text size="sm">{t(intent.needsDocument ? 'hackerWallet.confirm.introDocument' : 'hackerWallet.confirm.intro')}</Text>
        {stale ? (
          <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />} role="alert">
            {t('hackerWallet.confirm.stale')}
          </Alert>
        ) : null}
        <PaymentFiguresList figures={figures} />
        <Divider />
        <BeneficiaryDetails beneficiary={intent} />
        {intent.needsPreviousYearTotal ? (
          <FilteredField
            control={form.control}
            name="previousYearlyPaymentsAmount"
            filter={onlyDigits}
            label={t('hackerWallet.confirm.previousYear')}
            description={t('hackerWallet.confirm.previousYearHint', { threshold: formatAmount(intent.inpsTerms?.threshold ?? DEFAULT_INPS_THRESHOLD) })}
            inputMode="numeric"
            rightSection="€"
            required
            error={fieldError('previousYearlyPaymentsAmount')}
          />
        ) : null}
        {completion.isPending ? (
          <Center role="status">
            <Loader size="sm" role="progressbar" aria-label={t('hackerWallet.confirm.checks.loading')} />
          </Center>
        ) : null}
        {completion.isError ? (
          <Alert color="red" variant="light">
            <Text size="sm">{t('hackerWallet.confirm.checks.loadError')}</Text>
            <Button size="xs" variant="default" mt="xs" onClick={() => void completion.refetch()}>
              {t('common.actions.retry')}
            </Button>
          </Alert>
        ) : null}
        {missing.length ? <MissingChecks missing={missing} /> : null}
        <ModalActions onCancel={onClose} loading={confirm.isPending} disabled={!ready}>
          {t('hackerWallet.confirm.submit')}
        </ModalActions>
      </Stack>
    </form>
  );
}

export interface ConfirmPaymentModalProps {
  intent: PaymentIntent;
  /** The payment is being read again (after a stale version): its figures may be about to change. */
  refreshing: boolean;
  onClose: () => void;
  onConfirmed: () => void;
}

/**
 * "Confirm payment info" (spec part 2 sections 2 and 4): the figures and the beneficiary data the
 * payment will use, the previous year's total for the Italian occasional regimes, then the
 * confirmation with the settings version the figures were computed with.
 */
export function ConfirmPaymentModal(props: ConfirmPaymentModalProps) {
  const { t } = useTranslation();
  return (
    <DialogFrame opened onClose={props.onClose} title={t('hackerWallet.confirm.title')} size="lg">
      <ConfirmPaymentForm {...props} />
    </DialogFrame>
  );
}
