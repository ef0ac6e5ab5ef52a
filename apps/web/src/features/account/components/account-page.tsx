import { Stack, Tabs } from '@mantine/core';
import { IconBell, IconGift, IconLock, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../app/current-user.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { useTabParam } from '../../../components/use-tab-param.ts';
import { NotificationSettingsPanel } from './notification-settings-panel.tsx';
import { ProfilePanel } from './profile-panel.tsx';
import { ReferralPanel } from './referral-panel.tsx';
import { SecurityPanel } from './security-panel.tsx';

const TABS = ['profile', 'security', 'notifications', 'referral'] as const;
const ICONS = { profile: IconUser, security: IconLock, notifications: IconBell, referral: IconGift };

/** Account settings with tabs chosen by ?tab= (default the first). */
export function AccountPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const [tab, setTab] = useTabParam(TABS);

  return (
    <>
      <PageHeader title={t('account.title')} description={t('account.subtitle')} />
      <Tabs value={tab} onChange={(value) => value && setTab(value as (typeof TABS)[number])} keepMounted={false}>
        <Tabs.List mb="lg">
          {TABS.map((key) => {
            const Icon = ICONS[key];
            return (
              <Tabs.Tab key={key} value={key} leftSection={<Icon size={16} aria-hidden />}>
                {t(`account.tabs.${key}`)}
              </Tabs.Tab>
            );
          })}
        </Tabs.List>
        <Tabs.Panel value="profile">
          <Stack gap="lg">
            <ProfilePanel user={user} />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="security">
          <SecurityPanel user={user} />
        </Tabs.Panel>
        <Tabs.Panel value="notifications">
          <NotificationSettingsPanel user={user} />
        </Tabs.Panel>
        <Tabs.Panel value="referral">
          <ReferralPanel user={user} />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}
