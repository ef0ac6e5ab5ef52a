import { programCharge, PROGRAM_LIMITS, toCents, type ProgramContext, type ProgramDetail } from '@bb/domain';
import { WholeEuroInput } from '../../../components/euro-amount-input.tsx';
import { Alert, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogFrame } from '../../../components/dialog-frame.tsx';
import { openErrorModal } from '../../../components/error-modal.tsx';
import { ModalActions } from '../../../components/modal-actions.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { StepButtons } from '../../../components/step-buttons.tsx';
import { formatAmount } from '../../../lib/format.ts';
import { useIdempotencyKey } from '../../../lib/idempotency.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useIncreaseProgramBudget } from '../api/increase-budget.ts';
import { useProgramContext } from '../api/program-context.ts';
import { FeesSummary } from './fees-summary.tsx';

const { increaseMinBudget: MIN, increaseStep: STEP } = PROGRAM_LIMITS;

/** The largest amount the step reaches without going above the balance (the server refuses more). */
export function increaseMaximum(balance: number): number {
  return Math.floor(balance / STEP) * STEP;
}

/** One step of 100 down, never under the minimum. */
export const stepDown = (amount: number | null): number => Math.max(MIN, (amount ?? MIN) - STEP);
/** One step of 100 up, never above the maximum. */
export const stepUp = (amount: number | null, maximum: number): number => Math.min(Math.max(MIN, maximum), (amount ?? 0) + STEP);

/** Why an amount cannot be sent, as an i18n key; null when it can. */
export function increaseAmountError(amount: number | null, balance: number): string | null {
  if (amount === null || !Number.isSafeInteger(amount)) return 'validation.program.budgetDigits';
  if (amount < MIN) return 'validation.program.increaseMin';
  if (amount > balance) return 'validation.program.increaseOverBalance';
  return null;
}

/** "Aumenta budget": at least 100, by steps of 100, never above the balance; the fees total before confirming. */
export function IncreaseBudgetModal({ program, opened, onClose }: { program: ProgramDetail; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  // The coupon in force for this program: its own if a super admin gave it one, else the company's.
  const context = useProgramContext(null, opened, program.id);
  return (
    <DialogFrame opened={opened} onClose={onClose} title={t('programs.increase.title')}>
      {context.isPending ? <PageLoader minHeight={160} /> : null}
      {context.isError ? <Alert color="red">{t('programs.increase.loadError')}</Alert> : null}
      {context.data && opened ? <IncreaseBudgetForm program={program} context={context.data} onClose={onClose} /> : null}
    </DialogFrame>
  );
}

function IncreaseBudgetForm({ program, context, onClose }: { program: ProgramDetail; context: ProgramContext; onClose: () => void }) {
  const { t } = useTranslation();
  const balance = context.balance ?? 0;
  const [amount, setAmount] = useState<number | null>(MIN);
  const [touched, setTouched] = useState(false);
  const { key, renewAfterRefusal } = useIdempotencyKey();
  const increase = useIncreaseProgramBudget();
  const maximum = increaseMaximum(balance);
  const error = increaseAmountError(amount, balance);
  const change = (value: number | null) => {
    setTouched(true);
    setAmount(value);
  };
  const charge =
    amount !== null && !error
      ? programCharge({
          budgetCents: toCents(amount),
          isManaged: program.isManaged,
          verificationService: program.verificationService,
          rates: context,
          coupon: context.coupon,
        })
      : null;
  const tooExpensive = charge !== null && charge.total > toCents(balance);

  const submit = () => {
    setTouched(true);
    if (amount === null || error || tooExpensive) return;
    increase.mutate(
      { id: program.id, key, body: { budget: amount } },
      {
        onSuccess: () => {
          notifySuccess(t('programs.increase.success', { amount: formatAmount(amount) }));
          onClose();
        },
        onError: (failure) => {
          renewAfterRefusal(failure);
          openErrorModal(failure);
        },
      },
    );
  };

  return (
    <Stack gap="md">
      <Text size="sm">
        {t(program.isManaged || program.verificationService ? 'programs.increase.text' : 'programs.increase.textNoFees', { balance: formatAmount(balance) })}
      </Text>
      <StepButtons
        minus={{ label: t('programs.increase.minus'), onClick: () => change(stepDown(amount)), disabled: amount === null || amount <= MIN }}
        plus={{ label: t('programs.increase.plus'), onClick: () => change(stepUp(amount, maximum)), disabled: amount !== null && amount + STEP > maximum }}
      >
        <WholeEuroInput
          style={{ flex: 1 }}
          label={t('programs.increase.amount')}
          description={t('programs.increase.amountHint', { min: formatAmount(MIN), max: formatAmount(maximum) })}
          value={amount ?? ''}
          onChange={(value) => change(typeof value === 'number' ? value : null)}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          error={touched && error ? t(error) : undefined}
        />
      </StepButtons>
      {charge ? <FeesSummary charge={charge} coupon={context.coupon} services={program} /> : null}
      {tooExpensive ? <Alert color="yellow">{t('errors.BALANCE_LOW')}</Alert> : null}
      <ModalActions onCancel={onClose} onConfirm={submit} loading={increase.isPending} disabled={error !== null || tooExpensive}>
        {t('programs.increase.submit')}
      </ModalActions>
    </Stack>
  );
}
