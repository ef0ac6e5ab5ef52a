import type { User } from '@bb/domain';
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../../components/page-header.tsx';
import { displayName } from '../../../../components/user-avatar.tsx';
import { AccountSummary } from '../account-summary.tsx';
import { HackerChecklistSection } from './hacker-checklist.tsx';
import { HackerStatCards } from './hacker-stats.tsx';

/** The hacker's dashboard: their figures, what is still missing before reporting, then the account cards. */
export function HackerDashboard({ user }: { user: User }) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('dashboard.greeting', { name: displayName(user) })} description={t('dashboard.intro.hacker')} />
      <Stack gap="lg">
        <HackerStatCards hackerId={user.id} />
        <HackerChecklistSection />
        <AccountSummary user={user} />
      </Stack>
    </>
  );
}
