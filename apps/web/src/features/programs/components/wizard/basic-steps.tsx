import {
  DEFAULT_NON_QUALIFYING,
  filterProgramName,
  LANGUAGES,
  PRICE_TIER_BUDGETS,
  PRICE_TIERS,
  PROGRAM_LIMITS,
  type Language,
  type PriceTier,
} from '@bb/domain';
import { WholeEuroInput } from '../../../../components/euro-amount-input.tsx';
import { Alert, Radio, SegmentedControl, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../../../lib/format.ts';
import { FeesSummary } from '../fees-summary.tsx';
import { RichTextField } from '../../../../components/rich-text-field.tsx';
import type { StepProps } from './step-props.ts';
import { wizardCharge } from './wizard-model.ts';
import { PolicyField } from './policy-field.tsx';
import { RetesterChoice } from './retester-choice.tsx';

/** A new language, with the non-qualifying prefill in that language while the company has not edited it. */
function languagePatch(values: StepProps['values'], language: Language): Partial<StepProps['values']> {
  const untouched = JSON.stringify(values.nonQualifying) === JSON.stringify(DEFAULT_NON_QUALIFYING[values.language]);
  return untouched ? { language, nonQualifying: DEFAULT_NON_QUALIFYING[language] } : { language };
}

/** Step 1: name, visibility, language and the description. */
export function DescriptionStep({ values, update, errorOf }: StepProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <TextInput
        label={t('programs.wizard.fields.name')}
        description={t('programs.wizard.fields.nameHint')}
        value={values.name}
        onChange={(event) => update({ name: filterProgramName(event.currentTarget.value) })}
        maxLength={PROGRAM_LIMITS.nameMax}
        required
        error={errorOf('name')}
      />
      <Switch
        label={t('programs.wizard.fields.isPublic')}
        description={t(values.isPublic ? 'programs.wizard.fields.publicHint' : 'programs.wizard.fields.privateHint')}
        checked={values.isPublic}
        onChange={(event) => update({ isPublic: event.currentTarget.checked })}
      />
      <Stack gap={4}>
        <Text size="sm" fw={500} id="program-language-label">
          {t('programs.wizard.fields.language')}
        </Text>
        <SegmentedControl
          aria-labelledby="program-language-label"
          value={values.language}
          onChange={(language) => update(languagePatch(values, language as Language))}
          data={LANGUAGES.map((language) => ({ value: language, label: t(`programs.languages.${language}`) }))}
          w={{ base: '100%', xs: 'auto' }}
          style={{ alignSelf: 'flex-start' }}
        />
      </Stack>
      <RichTextField
        label={t('programs.wizard.fields.content')}
        value={values.content}
        onChange={(content) => update({ content })}
        error={errorOf('content')}
        required
      />
    </Stack>
  );
}

/** Step 4 (create mode): a price tier, or a typed budget of at least 7,500. */
export function BudgetStep({ values, update, errorOf, context }: StepProps) {
  const { t } = useTranslation();
  const label = (tier: PriceTier) =>
    tier === 'CUSTOM' ? t('programs.wizard.budget.customLabel', { min: formatAmount(context.limits.createMinBudget) }) : formatAmount(PRICE_TIER_BUDGETS[tier]);
  return (
    <Stack gap="md">
      <Radio.Group
        label={t('programs.wizard.budget.tier')}
        value={values.priceTier}
        onChange={(priceTier) => update({ priceTier: priceTier as PriceTier })}
        error={errorOf('priceTier')}
      >
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" mt="xs">
          {PRICE_TIERS.map((tier) => (
            <Radio.Card key={tier} value={tier} p="md" radius="md" withBorder>
              <Stack gap={4}>
                <Radio.Indicator />
                <Text fw={600}>{t(`programs.tiers.${tier}`)}</Text>
                <Text size="sm" c="dimmed">
                  {label(tier)}
                </Text>
              </Stack>
            </Radio.Card>
          ))}
        </SimpleGrid>
      </Radio.Group>
      {values.priceTier === 'CUSTOM' ? (
        <WholeEuroInput
          label={t('programs.wizard.budget.custom')}
          value={values.customBudget ?? ''}
          onChange={(value) => update({ customBudget: typeof value === 'number' ? value : null })}
          min={context.limits.createMinBudget}
          step={100}
          required
          error={errorOf('budget')}
          w={{ base: '100%', xs: 280 }}
        />
      ) : errorOf('budget') ? (
        <Alert color="red">{errorOf('budget')}</Alert>
      ) : null}
      {context.balance !== null ? (
        <Text size="sm" c="dimmed">
          {t('programs.wizard.budget.balance', { balance: formatAmount(context.balance) })}
        </Text>
      ) : null}
    </Stack>
  );
}

/** Step 5: managed service and Fix verification, with their fees and the coupon. */
export function ManagementStep({ values, update, context }: StepProps) {
  const { t } = useTranslation();
  const charge = wizardCharge(values, context);
  const coupon = context.coupon;
  return (
    <Stack gap="md">
      <Switch
        label={t('programs.wizard.management.isManaged', { percent: context.managedFeePercent })}
        description={t('programs.wizard.management.isManagedHint')}
        checked={values.isManaged}
        onChange={(event) => update({ isManaged: event.currentTarget.checked })}
      />
      <Switch
        label={t('programs.wizard.management.verification', { percent: context.verificationFeePercent })}
        description={t('programs.wizard.management.verificationHint')}
        checked={values.verificationService}
        onChange={(event) => update({ verificationService: event.currentTarget.checked })}
      />
      {values.verificationService ? <RetesterChoice value={values.retester} onChange={(retester) => update({ retester })} fee={context.retestFee} /> : null}
      {coupon && (coupon.managementDiscount || coupon.verificationDiscount) ? (
        <Alert color="teal">
          {t('programs.wizard.management.coupon', { management: coupon.managementDiscount ?? 0, verification: coupon.verificationDiscount ?? 0 })}
        </Alert>
      ) : null}
      {charge ? <FeesSummary charge={charge} coupon={coupon} services={values} /> : null}
    </Stack>
  );
}

/** Step 6: out of scope, non-qualifying findings (prefilled) and the policy. */
export function ExtraStep({ values, update, errorOf }: StepProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <RichTextField
        label={t('programs.wizard.fields.outOfScope')}
        value={values.outOfScope}
        onChange={(outOfScope) => update({ outOfScope })}
        error={errorOf('outOfScope')}
      />
      <RichTextField
        label={t('programs.wizard.fields.nonQualifying')}
        value={values.nonQualifying}
        onChange={(nonQualifying) => update({ nonQualifying })}
        error={errorOf('nonQualifying')}
        required
      />
      <PolicyField value={values.policy} onChange={(policy) => update({ policy })} error={errorOf('policy')} />
    </Stack>
  );
}
