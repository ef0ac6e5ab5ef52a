import { addBalanceSchema, WALLET_LIMITS, type AddBalanceInput } from '@bb/domain';
import { Input, NumberInput, SegmentedControl, Stack, Text } from '@mantine/core';
import { useId, useState } from 'react';
import { useController, type Control, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DialogFrame } from '../../../components/dialog-frame.tsx';
import { ModalActions } from '../../../components/modal-actions.tsx';
import { StepButtons } from '../../../components/step-buttons.tsx';
import { useIdempotencyKey } from '../../../lib/idempotency.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useAppForm } from '../../../lib/use-app-form.ts';
import { useAddBalance } from '../api/add-balance.ts';

type Direction = 'increase' | 'decrease';

/** The +/- buttons step by 100; minus stops at the minimum (spec part 1 section 5). */
const STEP = 100;

/** One step up (+1) or down (-1) from an amount with at most 2 decimals, in cents so no float drift creeps in, kept within the limits. */
function stepAmount(amount: number, direction: 1 | -1): number {
  const cents = Math.round(amount * 100) + direction * STEP * 100;
  return Math.min(Math.max(cents, WALLET_LIMITS.adjustmentMin * 100), Math.round(WALLET_LIMITS.adjustmentMax * 100)) / 100;
}

/**
 * The amount with its -100 / +100 buttons. The input keeps what is typed ("99." on the way to
 * "99.5"); the form holds the number, or undefined while the text is not one.
 */
function AdjustmentAmountField({ control, error }: { control: Control<AddBalanceInput, unknown, FieldValues>; error?: string }) {
  const { t } = useTranslation();
  const { field } = useController({ control, name: 'amount' });
  const [text, setText] = useState<string | number>(field.value);
  const amount = typeof field.value === 'number' ? field.value : WALLET_LIMITS.adjustmentMin;
  const set = (value: string | number) => {
    setText(value);
    field.onChange(typeof value === 'number' ? value : undefined);
  };
  return (
    <StepButtons
      minus={{ label: t('payments.adjust.stepDown'), onClick: () => set(stepAmount(amount, -1)), disabled: amount <= WALLET_LIMITS.adjustmentMin }}
      plus={{ label: t('payments.adjust.stepUp'), onClick: () => set(stepAmount(amount, 1)), disabled: amount + STEP > WALLET_LIMITS.adjustmentMax }}
    >
      <NumberInput
        ref={field.ref}
        name={field.name}
        value={text}
        onChange={set}
        onBlur={field.onBlur}
        label={t('payments.adjust.amount')}
        description={t('payments.adjust.amountHint')}
        error={error}
        min={WALLET_LIMITS.adjustmentMin}
        max={WALLET_LIMITS.adjustmentMax}
        step={STEP}
        decimalScale={2}
        allowNegative={false}
        clampBehavior="none"
        hideControls
        leftSection="€"
        required
        inputMode="decimal"
        style={{ flex: 1 }}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
      />
    </StepButtons>
  );
}

function AddBalanceForm({ company, onClose }: { company: { id: string; name: string }; onClose: () => void }) {
  const { t } = useTranslation();
  const directionId = useId();
  const [direction, setDirection] = useState<Direction>('increase');
  const add = useAddBalance();
  const { key, renewAfterRefusal } = useIdempotencyKey();
  const { form, fieldError, onError } = useAppForm(addBalanceSchema, {
    defaultValues: { amount: WALLET_LIMITS.adjustmentMin },
    codeFields: { BALANCE_LOW: 'amount' },
  });
  const submit = form.handleSubmit(({ amount }) =>
    add.mutate(
      { companyId: company.id, body: { amount: direction === 'decrease' ? -amount : amount }, idempotencyKey: key },
      {
        onSuccess: () => {
          notifySuccess(t(direction === 'decrease' ? 'payments.adjust.decreased' : 'payments.adjust.increased'));
          onClose();
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
        <Text size="sm">{t('payments.adjust.text', { name: company.name })}</Text>
        <Stack gap={4}>
          <Input.Label id={directionId} component="div">
            {t('payments.adjust.direction')}
          </Input.Label>
          <SegmentedControl
            aria-labelledby={directionId}
            value={direction}
            onChange={(value) => setDirection(value as Direction)}
            data={[
              { value: 'increase', label: t('payments.adjust.increase') },
              { value: 'decrease', label: t('payments.adjust.decrease') },
            ]}
            fullWidth
          />
        </Stack>
        <AdjustmentAmountField control={form.control} error={fieldError('amount')} />
        <ModalActions onCancel={onClose} loading={add.isPending} color={direction === 'decrease' ? 'red.9' : undefined}>
          {t('payments.adjust.submit')}
        </ModalActions>
      </Stack>
    </form>
  );
}

/** "Add company budget as admin": a signed adjustment of a company's wallet, 100 to 999,999.99 either way. */
export function AddBalanceModal({ company, opened, onClose }: { company: { id: string; name: string }; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <DialogFrame opened={opened} onClose={onClose} title={t('payments.adjust.title')}>
      <AddBalanceForm company={company} onClose={onClose} />
    </DialogFrame>
  );
}
