import { richTextToPlain, type ProgramCharge } from '@bb/domain';
import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LabeledValue } from '../../../../components/labeled-value.tsx';
import { formatAmount, formatCents } from '../../../../lib/format.ts';
import { FeesSummary } from '../fees-summary.tsx';
import type { StepProps } from './step-props.ts';
import { budgetOf, STEP, wizardCharge, type WizardStep } from './wizard-model.ts';

/** "7.500,00 € + 750,00 € + 375,00 € = 8.625,00 €": the fees that apply, then the total. */
export function chargeFormula(charge: ProgramCharge): string {
  const parts = [charge.budget, charge.managedFee, charge.verificationFee].filter((part, index) => index === 0 || part > 0);
  return `${parts.map(formatCents).join(' + ')} = ${formatCents(charge.total)}`;
}

function Section({ step, title, onEdit, children }: { step: WizardStep; title: string; onEdit: (step: number) => void; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
      <Group justify="space-between" mb="sm" wrap="nowrap">
        <Title order={3} size="h5">
          {title}
        </Title>
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconPencil size={14} aria-hidden />}
          onClick={() => onEdit(STEP[step])}
          aria-label={t('programs.wizard.recap.edit', { section: title })}
        >
          {t('programs.wizard.recap.editShort')}
        </Button>
      </Group>
      <Stack gap="sm">{children}</Stack>
    </Paper>
  );
}

const excerpt = (text: string) => (text.length > 240 ? `${text.slice(0, 240)}…` : text) || null;

/** Step 7: everything at a glance, each part with a jump back to its step, and what the wallet is charged. */
export function RecapStep({ values, context, mode, program, onEdit }: StepProps & { onEdit: (step: number) => void }) {
  const { t } = useTranslation();
  // Editing moves no money: no charge to show.
  const charge = mode === 'edit' ? null : wizardCharge(values, context);
  const yesNo = (value: boolean) => t(value ? 'programs.yes' : 'programs.no');
  const budget = budgetOf(values);
  return (
    <Stack gap="md">
      <Section step="description" title={t('programs.wizard.steps.description')} onEdit={onEdit}>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <LabeledValue label={t('programs.wizard.fields.name')}>{values.name || null}</LabeledValue>
          <LabeledValue label={t('programs.fields.visibility')}>
            {t(values.isPublic ? 'programs.visibility.public' : 'programs.visibility.private')}
          </LabeledValue>
          <LabeledValue label={t('programs.fields.language')}>{t(`programs.languages.${values.language}`)}</LabeledValue>
        </SimpleGrid>
        <LabeledValue label={t('programs.wizard.fields.content')}>{excerpt(richTextToPlain(values.content))}</LabeledValue>
      </Section>
      <Section step="objectives" title={t('programs.wizard.steps.objectives')} onEdit={onEdit}>
        <Stack gap={4}>
          {values.scope.map((target, index) => (
            <Text key={target.key} size="sm" style={{ overflowWrap: 'anywhere' }}>
              {index + 1}. {target.name || '—'} · {target.type ? t(`programs.targetTypes.${target.type}`) : '—'}
            </Text>
          ))}
        </Stack>
      </Section>
      <Section step="rewards" title={t('programs.wizard.steps.rewards')} onEdit={onEdit}>
        <LabeledValue label={t('programs.fields.rewardTier')}>{t(`programs.tiers.${values.rewardTier}`)}</LabeledValue>
        <Stack gap={4}>
          {values.scope.map((target, index) => (
            <Text key={target.key} size="sm" style={{ overflowWrap: 'anywhere' }}>
              {target.name || index + 1}:{' '}
              {[values.lowNotRewarded ? 0 : target.lowPrize, target.mediumPrize, target.highPrize, target.criticalPrize]
                .map((prize) => (prize === null ? '—' : formatAmount(prize)))
                .join(' / ')}
            </Text>
          ))}
        </Stack>
      </Section>
      <Section step="budget" title={t('programs.wizard.steps.budget')} onEdit={onEdit}>
        {mode === 'edit' ? (
          <LabeledValue label={t('programs.wizard.editBudget.allocated')}>{program?.budget == null ? null : formatAmount(program.budget)}</LabeledValue>
        ) : (
          <LabeledValue label={t('programs.fields.priceTier')}>
            {t(`programs.tiers.${values.priceTier}`)} · {budget === null ? '—' : formatAmount(budget)}
          </LabeledValue>
        )}
      </Section>
      <Section step="management" title={t('programs.wizard.steps.management')} onEdit={onEdit}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <LabeledValue label={t('programs.fields.managed')}>{yesNo(values.isManaged)}</LabeledValue>
          <LabeledValue label={t('programs.fields.verification')}>{yesNo(values.verificationService)}</LabeledValue>
          {values.verificationService ? <LabeledValue label={t('programs.fields.retester')}>{t(`programs.retester.${values.retester}`)}</LabeledValue> : null}
        </SimpleGrid>
      </Section>
      <Section step="extra" title={t('programs.wizard.steps.extra')} onEdit={onEdit}>
        <LabeledValue label={t('programs.wizard.fields.outOfScope')}>{excerpt(richTextToPlain(values.outOfScope))}</LabeledValue>
        <LabeledValue label={t('programs.wizard.fields.policy')}>{values.policy?.fileName ?? t('programs.description.defaultPolicy')}</LabeledValue>
      </Section>
      {charge ? (
        <Paper withBorder radius="md" p="md" bg="var(--mantine-color-default-hover)">
          <FeesSummary charge={charge} coupon={context.coupon} services={values} />
          <Text size="sm" c="dimmed" mt="xs" data-testid="charge-formula">
            {chargeFormula(charge)}
          </Text>
        </Paper>
      ) : null}
    </Stack>
  );
}
