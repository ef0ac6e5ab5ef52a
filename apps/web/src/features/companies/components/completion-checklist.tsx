import type { CompanyCompletion } from '@bb/domain';
import { Anchor, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChecklistCard, type ChecklistItem } from '../../../components/checklist-card.tsx';
import { useCan } from '../../../lib/can.ts';
import { COMPANY_PROFILE_PATH, NEW_PROGRAM_PATH, WALLET_PATH } from '../../../lib/paths.ts';

type Check = Exclude<keyof CompanyCompletion, 'progressPercentage'>;

const CHECKS: { key: Check; label: string }[] = [
  { key: 'isFirstContactMade', label: 'firstCall' },
  { key: 'isBudgetAdded', label: 'budget' },
  { key: 'isProgramCreated', label: 'program' },
  { key: 'isProfileComplete', label: 'profile' },
];

/** Where an unchecked item is done: a link to its screen, or who does it when the user's role cannot. */
function OpenStepHint({ check }: { check: Check }): ReactNode {
  const { t } = useTranslation();
  const can = useCan();
  if (check === 'isProfileComplete' && can('company.manage'))
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
  if (check === 'isProgramCreated' && (can('program.manage') || can('program.create')))
    return (
      <Anchor component={Link} to={NEW_PROGRAM_PATH} size="sm">
        {t('companies.dashboard.checklist.goToNewProgram')}
      </Anchor>
    );
  const key = check === 'isFirstContactMade' ? 'firstCallHint' : check === 'isProfileComplete' ? 'profileByAdmin' : 'programByOthers';
  return (
    <Text size="sm" c="dimmed">
      {t(`companies.dashboard.checklist.${key}`)}
    </Text>
  );
}

/** The four completion checks of the company dashboard and the progress in percent. */
export function CompletionChecklist({ completion }: { completion: CompanyCompletion }) {
  const { t } = useTranslation();
  const items: ChecklistItem[] = CHECKS.map(({ key, label }) => ({
    key,
    label: t(`companies.dashboard.checklist.${label}`),
    done: completion[key],
    hint: <OpenStepHint check={key} />,
  }));
  return <ChecklistCard title={t('companies.dashboard.checklist.title')} items={items} progressPercentage={completion.progressPercentage} />;
}
