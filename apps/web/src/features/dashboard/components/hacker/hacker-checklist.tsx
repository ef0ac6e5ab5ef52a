import { Alert, Anchor, Skeleton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useHackerCompletion, type HackerCompletionAnswer } from '../../api/hacker-completion.ts';
import { VERIFICATION_PATH } from '../../../../lib/paths.ts';
import { ChecklistCard, type ChecklistItem } from '../../../../components/checklist-card.tsx';

type HackerCheck = Exclude<keyof HackerCompletionAnswer, 'progressPercentage'>;

const PAYMENTS_TAB_PATH = '/account?tab=payments';

/** Each check and the screen where its missing step is done. */
const CHECKS: readonly { key: HackerCheck; to: string }[] = [
  { key: 'kycCompleted', to: VERIFICATION_PATH },
  { key: 'taxRegimeConfigured', to: PAYMENTS_TAB_PATH },
  { key: 'ibanConfigured', to: PAYMENTS_TAB_PATH },
];

function StepLink({ check, to }: { check: HackerCheck; to: string }) {
  const { t } = useTranslation();
  return (
    <Anchor component={Link} to={to} size="sm">
      {t(`dashboard.hacker.checklist.links.${check}`)}
    </Anchor>
  );
}

/** The three checks a hacker needs before reporting (KYC, tax regime, IBAN) with the progress. */
export function HackerChecklist({ completion }: { completion: HackerCompletionAnswer }) {
  const { t } = useTranslation();
  const items: ChecklistItem[] = CHECKS.map(({ key, to }) => ({
    key,
    label: t(`dashboard.hacker.checklist.items.${key}`),
    done: completion[key],
    hint: <StepLink check={key} to={to} />,
  }));
  return <ChecklistCard title={t('dashboard.hacker.checklist.title')} items={items} progressPercentage={completion.progressPercentage} />;
}

/** The checklist from GET /api/profile/completion, with its loading and error states. */
export function HackerChecklistSection() {
  const { t } = useTranslation();
  const completion = useHackerCompletion();
  if (completion.isError) return <Alert color="red">{t('dashboard.hacker.checklist.loadError')}</Alert>;
  if (!completion.data) return <Skeleton h={200} radius="md" />;
  return <HackerChecklist completion={completion.data} />;
}
