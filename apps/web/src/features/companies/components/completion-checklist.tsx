import { Anchor, Card, Flex, List, RingProgress, Stack, Text, ThemeIcon, Title, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconCircleDashed } from '@tabler/icons-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { WALLET_PATH } from '../../wallet/components/wallet-paths.ts';
import type { CompanyCompletion } from '../api/company-completion.ts';
import { COMPANY_PROFILE_PATH } from './company-paths.ts';

type Check = 'isFirstContactMade' | 'isBudgetAdded' | 'isProgramCreated' | 'isProfileComplete';

const CHECKS: { key: Check; label: string }[] = [
  { key: 'isFirstContactMade', label: 'firstCall' },
  { key: 'isBudgetAdded', label: 'budget' },
  { key: 'isProgramCreated', label: 'program' },
  { key: 'isProfileComplete', label: 'profile' },
];

/** Where an unchecked item is done; only screens that exist get a link. */
function OpenStepHint({ check }: { check: Check }): ReactNode {
  const { t } = useTranslation();
  if (check === 'isProfileComplete')
    return (
      <Anchor component={Link} to={COMPANY_PROFILE_PATH} size="sm">
        {t('companies.dashboard.checklist.goToProfile')}
      </Anchor>
    );
  if (check === 'isBudgetAdded')
    return (
      <Anchor component={Link} to={WALLET_PATH} size="sm">
        {t('companies.dashboard.checklist.goToWallet')}
      </Anchor>
    );
  const key = check === 'isFirstContactMade' ? 'firstCallHint' : 'comingSoon';
  return (
    <Text size="sm" c="dimmed">
      {t(`companies.dashboard.checklist.${key}`)}
    </Text>
  );
}

/** The four completion checks of the company dashboard and the progress in percent. */
export function CompletionChecklist({ completion }: { completion: CompanyCompletion }) {
  const { t } = useTranslation();
  const id = useId();
  const value = completion.progressPercentage;
  const progressLabel = t('companies.dashboard.checklist.progressLabel', { value });
  return (
    <Card component="section" aria-labelledby={id}>
      <Title order={2} fz="lg" id={id} mb="md">
        {t('companies.dashboard.checklist.title')}
      </Title>
      <Flex direction={{ base: 'column-reverse', xs: 'row' }} justify="space-between" align={{ base: 'stretch', xs: 'flex-start' }} gap="md">
        <Stack gap="md" style={{ flex: 1 }}>
          <List spacing="sm" listStyleType="none" p={0}>
            {CHECKS.map(({ key, label }) => {
              const done = completion[key];
              return (
                <List.Item
                  key={key}
                  data-testid={`check-${key}`}
                  data-done={done}
                  icon={
                    <ThemeIcon color={done ? 'teal' : 'gray'} variant={done ? 'filled' : 'light'} size={24} radius="xl" aria-hidden>
                      {done ? <IconCheck size={16} /> : <IconCircleDashed size={16} />}
                    </ThemeIcon>
                  }
                >
                  <Text size="sm" fw={500} td={done ? 'line-through' : undefined}>
                    {t(`companies.dashboard.checklist.${label}`)}
                    <VisuallyHidden component="span">{` (${t(done ? 'companies.dashboard.checklist.done' : 'companies.dashboard.checklist.open')})`}</VisuallyHidden>
                  </Text>
                  {done ? null : <OpenStepHint check={key} />}
                </List.Item>
              );
            })}
          </List>
        </Stack>
        <RingProgress
          size={112}
          thickness={10}
          roundCaps={value > 0}
          style={{ alignSelf: 'center' }}
          sections={[{ value, color: 'teal' }]}
          role="progressbar"
          aria-valuenow={value}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-label={progressLabel}
          label={
            <Text ta="center" fw={700} fz="lg" aria-hidden>
              {`${value}%`}
            </Text>
          }
        />
      </Flex>
    </Card>
  );
}
