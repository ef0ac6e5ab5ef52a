import { Stack } from '@mantine/core';
import { IconBell, IconGift, IconLock, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../app/current-user.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { TabbedPage } from '../../../components/tabbed-page.tsx';
import { NotificationSettingsPanel } from './notification-settings-panel.tsx';
import { ProfilePanel } from './profile-panel.tsx';
import { ReferralPanel } from './referral-panel.tsx';
import { SecurityPanel } from './security-panel.tsx';

/** Account settings with tabs chosen by ?tab= (default the first). */
export function AccountPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();

  return (
    <>
      <PageHeader title={t('account.title')} description={t('account.subtitle')} />
      <TabbedPage
        tabs={[
          {
            value: 'profile',
            label: t('account.tabs.profile'),
            icon: IconUser,
            panel: (
              <Stack gap="lg">
                <ProfilePanel user={user} />
              </Stack>
            ),
          },
          { value: 'security', label: t('account.tabs.security'), icon: IconLock, panel: <SecurityPanel user={user} /> },
          { value: 'notifications', label: t('account.tabs.notifications'), icon: IconBell, panel: <NotificationSettingsPanel user={user} /> },
          { value: 'referral', label: t('account.tabs.referral'), icon: IconGift, panel: <ReferralPanel user={user} /> },
        ]}
      />
    </>
  );
}
