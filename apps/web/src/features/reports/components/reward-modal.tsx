import { fromCents, parseEuroInput, rewardReportSchema, toCents, type ReportDetail } from '@bb/domain';
import { Alert, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useId, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { EuroAmountInput } from '../../../components/euro-amount-input.tsx';
import { LabeledValue } from '../../../components/labeled-value.tsx';
import { ModalActions } from '../../../components/modal-actions.tsx';
import { formatAmount, formatCents } from '../../../lib/format.ts';
import { useIdempotencyKey } from '../../../lib/idempotency.ts';
import { useAppForm } from '../../../lib/use-app-form.ts';
import { useRunAction } from './use-run-action.ts';
import { actionModal, type ActionFormProps } from './action-modal.tsx';

/** The amount as the field first shows it: the default reward with a decimal point ("500", "125.5"). */
const asTyped = (amount: number | null): string => (amount === null ? '' : String(amount));

type RewardBudget = NonNullable<ReportDetail['rewardBudget']>;

/**
 * What the reward meets on the program's budget (the report answer's `rewardBudget`): what is left, what this report
 * holds back and the most it may pay; with `amount`, what is left once it is sent.
 */
function RewardBudgetFigures({ budget, amount }: { budget: RewardBudget; amount?: number }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-labelledby={titleId}>
      <Text size="sm" fw={600} id={titleId} mb="xs">
        {t('reports.actions.reward.budgetTitle')}
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        <LabeledValue label={t('reports.actions.reward.remaining')}>{formatAmount(budget.remaining)}</LabeledValue>
        <LabeledValue label={t('reports.actions.reward.reserved')}>{formatAmount(budget.reserved)}</LabeledValue>
        {amount === undefined ? (
          <LabeledValue label={t('reports.actions.reward.max')}>{formatAmount(budget.max)}</LabeledValue>
        ) : (
          <LabeledValue label={t('reports.actions.reward.after')}>{formatCents(toCents(budget.max) - toCents(amount))}</LabeledValue>
        )}
      </SimpleGrid>
    </Paper>
  );
}

function RewardForm({ report, onClose }: ActionFormProps) {
  const { t } = useTranslation();
  const { form, fieldError, onError } = useAppForm(rewardReportSchema, {
    defaultValues: { amount: report.defaultReward ?? undefined },
    // The API's refusal of an amount the budget cannot pay belongs under the amount, like the form's own.
    codeFields: { PROGRAM_LOW_BUDGET: 'amount' },
  });
  const [text, setText] = useState(asTyped(report.defaultReward));
  const [confirming, setConfirming] = useState<number | null>(null);
  // One attempt's key from opening to closing: a double click or a retry after a network error pays once.
  const { key, renewAfterRefusal } = useIdempotencyKey();
  const { run, pending } = useRunAction();
  const budget = report.rewardBudget;

  // Above the remaining budget plus this report's reservation the API answers PROGRAM_LOW_BUDGET: say it here, before the confirmation.
  const overBudget = (amount: number) => budget !== null && toCents(amount) > toCents(budget.max);
  const review = form.handleSubmit(({ amount }) => {
    if (amount === undefined) form.setError('amount', { type: 'required', message: 'validation.report.reward' });
    else if (overBudget(amount)) form.setError('amount', { type: 'budget', message: t('errors.PROGRAM_LOW_BUDGET') }, { shouldFocus: true });
    else setConfirming(amount);
  });
  const hints = [
    report.defaultReward !== null
      ? t('reports.actions.reward.amountHint', { amount: formatAmount(report.defaultReward), severity: t(`reports.severity.${report.severity}`) })
      : null,
    budget ? t('reports.actions.reward.maxHint', { amount: formatAmount(budget.max) }) : null,
  ].filter((hint) => hint !== null);

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
        {budget ? <RewardBudgetFigures budget={budget} amount={confirming} /> : null}
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
        {budget ? <RewardBudgetFigures budget={budget} /> : null}
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
              description={hints.length ? hints.join(' ') : undefined}
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
