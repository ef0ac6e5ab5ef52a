import { fromCents, parseEuroInput, rewardReportSchema } from '@bb/domain';
import { Alert, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { EuroAmountInput } from '../../../components/euro-amount-input.tsx';
import { ModalActions } from '../../../components/modal-actions.tsx';
import { formatAmount } from '../../../lib/format.ts';
import { useIdempotencyKey } from '../../../lib/idempotency.ts';
import { useAppForm } from '../../../lib/use-app-form.ts';
import { useRunAction } from './use-run-action.ts';
import { actionModal, type ActionFormProps } from './action-modal.tsx';

/** The amount as the field first shows it: the default reward with a decimal point ("500", "125.5"). */
const asTyped = (amount: number | null): string => (amount === null ? '' : String(amount));

function RewardForm({ report, onClose }: ActionFormProps) {
  const { t } = useTranslation();
  const { form, fieldError, onError } = useAppForm(rewardReportSchema, { defaultValues: { amount: report.defaultReward ?? undefined } });
  const [text, setText] = useState(asTyped(report.defaultReward));
  const [confirming, setConfirming] = useState<number | null>(null);
  // One attempt's key from opening to closing: a double click or a retry after a network error pays once.
  const { key, renewAfterRefusal } = useIdempotencyKey();
  const { run, pending } = useRunAction();

  const review = form.handleSubmit(({ amount }) => {
    if (amount === undefined) form.setError('amount', { type: 'required', message: 'validation.report.reward' });
    else setConfirming(amount);
  });

  if (confirming !== null) {
    const pay = () =>
      run(
        { id: report.id, action: 'reward', body: { amount: confirming }, idempotencyKey: key },
        {
          onDone: onClose,
          onError: (error) => {
            renewAfterRefusal(error);
            setConfirming(null);
            onError(error);
          },
        },
      );
    return (
      <Stack gap="md">
        <Alert color="yellow" title={t('reports.actions.reward.confirmTitle')}>
          {t('reports.actions.reward.confirmText', { amount: formatAmount(confirming), hacker: report.hacker?.username ?? '—' })}
        </Alert>
        <ModalActions onCancel={() => setConfirming(null)} onConfirm={pay} loading={pending}>
          {t('reports.actions.reward.confirm', { amount: formatAmount(confirming) })}
        </ModalActions>
      </Stack>
    );
  }

  return (
    <form onSubmit={(event) => void review(event)} noValidate>
      <Stack gap="md">
        <Text size="sm">{t('reports.actions.reward.text')}</Text>
        <Controller
          control={form.control}
          name="amount"
          render={({ field }) => (
            <EuroAmountInput
              ref={field.ref}
              name={field.name}
              onBlur={field.onBlur}
              value={text}
              onChange={(next) => {
                setText(next);
                const cents = parseEuroInput(next);
                field.onChange(cents === null ? undefined : fromCents(cents));
              }}
              label={t('reports.actions.reward.amount')}
              description={
                report.defaultReward !== null
                  ? t('reports.actions.reward.amountHint', { amount: formatAmount(report.defaultReward), severity: t(`reports.severity.${report.severity}`) })
                  : undefined
              }
              required
              error={fieldError('amount')}
            />
          )}
        />
        <ModalActions onCancel={onClose} loading={false}>
          {t('reports.actions.reward.review')}
        </ModalActions>
      </Stack>
    </form>
  );
}

/** Send the reward: the amount (the target's prize at this severity by default), then a confirmation, since it cannot be undone. */
export const RewardModal = actionModal('reports.actions.reward.title', RewardForm);
