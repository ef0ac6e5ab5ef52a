import { Alert, SimpleGrid, Stack } from '@mantine/core';
import { IconInfoCircle, IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LabeledValue } from '../../../../components/labeled-value.tsx';
import { formatAmount } from '../../../../lib/format.ts';
import { RetesterChoice } from './retester-choice.tsx';
import type { StepProps } from './step-props.ts';

/** Step 4 in edit mode: the budget is not changed here but with "Aumenta budget" on the program page. */
export function BudgetNotice({ program }: Pick<StepProps, 'program'>) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Alert color="blue" icon={<IconInfoCircle size={18} aria-hidden />} title={t('programs.wizard.editBudget.title')}>
        {t('programs.wizard.editBudget.text')}
      </Alert>
      {program ? (
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <LabeledValue label={t('programs.wizard.editBudget.allocated')}>{program.budget === null ? null : formatAmount(program.budget)}</LabeledValue>
          <LabeledValue label={t('programs.wizard.editBudget.remaining')}>{formatAmount(program.remainingBudget)}</LabeledValue>
        </SimpleGrid>
      ) : null}
    </Stack>
  );
}

/**
 * Step 5 in edit mode: the managed service and Fix verification were paid for at creation, so they only show; who
 * retests the fixes stays the program's choice.
 */
export function LockedServices({ values, update, context }: Pick<StepProps, 'values' | 'update' | 'context'>) {
  const { t } = useTranslation();
  const yesNo = (value: boolean) => t(value ? 'programs.yes' : 'programs.no');
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <LabeledValue label={t('programs.fields.managed')}>{yesNo(values.isManaged)}</LabeledValue>
        <LabeledValue label={t('programs.fields.verification')}>{yesNo(values.verificationService)}</LabeledValue>
      </SimpleGrid>
      <Alert color="gray" icon={<IconLock size={18} aria-hidden />}>
        {t('programs.wizard.editServices')}
      </Alert>
      {values.verificationService ? <RetesterChoice value={values.retester} onChange={(retester) => update({ retester })} fee={context.retestFee} /> : null}
    </Stack>
  );
}
