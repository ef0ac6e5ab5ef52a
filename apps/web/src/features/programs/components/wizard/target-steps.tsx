import { PRIZE_FIELDS, PROGRAM_LIMITS, REWARD_TIERS, SEVERITY_KEYS, TARGET_TYPES, type RewardTier, type TargetType } from '@bb/domain';
import { WholeEuroInput } from '../../../../components/euro-amount-input.tsx';
import { ActionIcon, Alert, Button, Group, Paper, Radio, Select, SimpleGrid, Stack, Switch, Table, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../../components/paged-table.tsx';
import { formatAmount } from '../../../../lib/format.ts';
import type { StepProps } from './step-props.ts';
import { newTarget, tierPrizes, type WizardTarget } from './wizard-model.ts';

/** Step 2: the targets, each with a name and a type. */
export function ObjectivesStep({ values, update, errorOf, context }: StepProps) {
  const { t } = useTranslation();
  const setTarget = (index: number, patch: Partial<WizardTarget>) =>
    update({ scope: values.scope.map((target, i) => (i === index ? { ...target, ...patch } : target)) });
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('programs.wizard.objectives.intro')}
      </Text>
      {errorOf('scope') ? <Alert color="red">{errorOf('scope')}</Alert> : null}
      {values.scope.map((target, index) => (
        <Paper
          key={target.key}
          withBorder
          radius="md"
          p="sm"
          component="fieldset"
          aria-label={t('programs.wizard.objectives.target', { number: index + 1 })}
          style={{ margin: 0, minWidth: 0 }}
        >
          <Group align="flex-start" gap="sm" wrap="nowrap">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" style={{ flex: 1 }}>
              <TextInput
                label={t('programs.wizard.objectives.name', { number: index + 1 })}
                value={target.name}
                onChange={(event) => setTarget(index, { name: event.currentTarget.value })}
                maxLength={PROGRAM_LIMITS.targetNameMax}
                required
                error={errorOf(`scope.${index}.name`)}
              />
              <Select
                label={t('programs.wizard.objectives.type', { number: index + 1 })}
                placeholder={t('programs.wizard.objectives.typePlaceholder')}
                data={TARGET_TYPES.map((type) => ({ value: type, label: t(`programs.targetTypes.${type}`) }))}
                value={target.type}
                onChange={(type) => setTarget(index, { type: type as TargetType | null })}
                required
                error={errorOf(`scope.${index}.type`)}
              />
            </SimpleGrid>
            <ActionIcon
              variant="subtle"
              color="red"
              mt={28}
              aria-label={t('programs.wizard.objectives.remove', { number: index + 1 })}
              disabled={values.scope.length === 1}
              onClick={() => update({ scope: values.scope.filter((_, i) => i !== index) })}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Group>
        </Paper>
      ))}
      <Button
        variant="light"
        leftSection={<IconPlus size={16} aria-hidden />}
        onClick={() => update({ scope: [...values.scope, newTarget(tierPrizes(context, values.rewardTier))] })}
        disabled={values.scope.length >= PROGRAM_LIMITS.maxTargets}
        style={{ alignSelf: 'flex-start' }}
      >
        {t('programs.wizard.objectives.add')}
      </Button>
    </Stack>
  );
}

/** Step 3: the reward tier and the prize of each target per severity, against the platform's floors. */
export function RewardsStep({ values, update, errorOf, context }: StepProps) {
  const { t } = useTranslation();
  const chooseTier = (tier: RewardTier) => {
    const prizes = tierPrizes(context, tier);
    const scope = prizes
      ? values.scope.map((target) => ({ ...target, lowPrize: prizes.low, mediumPrize: prizes.medium, highPrize: prizes.high, criticalPrize: prizes.critical }))
      : values.scope;
    update({ rewardTier: tier, scope });
  };
  // Typing a prize makes the table the company's own.
  const setPrize = (index: number, field: keyof WizardTarget, prize: number | null) =>
    update({ rewardTier: 'CUSTOM', scope: values.scope.map((target, i) => (i === index ? { ...target, [field]: prize } : target)) });
  const tiers = context.rewardTiers ? REWARD_TIERS : (['CUSTOM'] as const);

  return (
    <Stack gap="md">
      <Radio.Group label={t('programs.wizard.rewards.tier')} value={values.rewardTier} onChange={(tier) => chooseTier(tier as RewardTier)}>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" mt="xs">
          {tiers.map((tier) => (
            <Radio.Card key={tier} value={tier} p="sm" radius="md" withBorder>
              <Group gap="xs" wrap="nowrap">
                <Radio.Indicator />
                <Text fw={600} size="sm">
                  {t(`programs.tiers.${tier}`)}
                </Text>
              </Group>
            </Radio.Card>
          ))}
        </SimpleGrid>
      </Radio.Group>
      <Switch
        label={t('programs.wizard.rewards.lowNotRewarded')}
        description={t('programs.wizard.rewards.lowNotRewardedHint')}
        checked={values.lowNotRewarded}
        onChange={(event) => update({ lowNotRewarded: event.currentTarget.checked })}
      />
      <Text size="sm" c="dimmed">
        {t('programs.wizard.rewards.floors', {
          low: formatAmount(context.floors.low),
          medium: formatAmount(context.floors.medium),
          high: formatAmount(context.floors.high),
          critical: formatAmount(context.floors.critical),
        })}
      </Text>
      <DataTable
        minWidth={760}
        busy={false}
        label={t('programs.rewards.tableLabel')}
        head={
          <>
            <Table.Th>{t('programs.rewards.target')}</Table.Th>
            {SEVERITY_KEYS.map((severity) => (
              <Table.Th key={severity}>{t(`programs.severity.${severity}`)}</Table.Th>
            ))}
          </>
        }
      >
        {values.scope.map((target, index) => {
          const targetName = target.name.trim() || t('programs.wizard.objectives.target', { number: index + 1 });
          return (
            <Table.Tr key={target.key}>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{targetName}</Table.Td>
              {SEVERITY_KEYS.map((severity) => {
                const field = PRIZE_FIELDS[severity];
                const notRewarded = severity === 'low' && values.lowNotRewarded;
                return (
                  <Table.Td key={severity} style={{ verticalAlign: 'top' }}>
                    <WholeEuroInput
                      aria-label={t('programs.wizard.rewards.prizeLabel', { target: targetName, severity: t(`programs.severity.${severity}`) })}
                      value={notRewarded ? 0 : (target[field] ?? '')}
                      onChange={(value) => setPrize(index, field, typeof value === 'number' ? value : null)}
                      disabled={notRewarded}
                      suffix=" €"
                      miw={120}
                      error={errorOf(`scope.${index}.${field}`)}
                    />
                  </Table.Td>
                );
              })}
            </Table.Tr>
          );
        })}
      </DataTable>
    </Stack>
  );
}
