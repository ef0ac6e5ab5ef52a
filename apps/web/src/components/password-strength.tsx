import { passwordStrength, type PasswordStrength } from '@bb/domain';
import { Group, Progress, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const STEPS: Record<PasswordStrength, { value: number; color: string }> = {
  invalid: { value: 0, color: 'red' },
  weak: { value: 20, color: 'red' },
  low: { value: 40, color: 'orange' },
  medium: { value: 60, color: 'yellow' },
  high: { value: 80, color: 'lime' },
  strong: { value: 100, color: 'teal' },
};

/** How many of the password rules are met, as a bar and a word (the domain's passwordStrength). */
export function PasswordStrengthMeter({ value }: { value: string }) {
  const { t } = useTranslation();
  if (!value) return null;
  const strength = passwordStrength(value);
  const step = STEPS[strength];
  const label = t(`common.passwordStrength.${strength}`);
  return (
    <div data-testid="password-strength" data-strength={strength}>
      <Progress value={step.value} color={step.color} size="sm" mt={6} aria-label={`${t('common.passwordStrength.label')}: ${label}`} />
      <Group justify="space-between" mt={4}>
        <Text size="xs" c="dimmed">
          {t('common.passwordStrength.label')}
        </Text>
        <Text size="xs" fw={600}>
          {label}
        </Text>
      </Group>
    </div>
  );
}
