import { offersReferral, type User } from '@bb/domain';
import { Group, Stack } from '@mantine/core';
import { IconApi, IconBell, IconGift, IconId, IconLock, IconUser, IconWallet } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../lib/current-user.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { TabbedPage, type PageTab } from '../../components/tabbed-page.tsx';
import { HackerProfilePanel } from '../../features/hacker-account/components/hacker-profile-panel.tsx';
import { PaymentsPanel } from '../../features/hacker-account/components/payments-panel.tsx';
import { PersonalInfoPanel } from '../../features/hacker-account/components/personal-info-panel.tsx';
import { NotificationSettingsPanel } from '../../features/account/components/notification-settings-panel.tsx';
import { ProfilePanel } from '../../features/account/components/profile-panel.tsx';
import { ReferralPanel } from '../../features/account/components/referral-panel.tsx';
import { SecurityPanel } from '../../features/account/components/security-panel.tsx';
import { SupportWikiButton } from '../../features/wiki/components/support-wiki-button.tsx';
import { ApiTokensPanel } from '../../features/integrations/tokens/components/api-tokens-panel.tsx';

type Tabs = readonly [PageTab, ...PageTab[]];

/** The tabs every user has after their own first ones: notifications, API tokens, and the invite code for those it pays. */
function commonTabs(t: TFunction, user: User): PageTab[] {
  return [
    { value: 'notifications', label: t('account.tabs.notifications'), icon: IconBell, panel: <NotificationSettingsPanel user={user} /> },
    { value: 'tokens', label: t('apiTokens.tab'), icon: IconApi, panel: <ApiTokensPanel userType={user.userType} /> },
    ...(offersReferral(user.userType) ? [{ value: 'referral', label: t('account.tabs.referral'), icon: IconGift, panel: <ReferralPanel user={user} /> }] : []),
  ];
}

/** Company, staff and super admin: their user profile, then security. */
function userTabs(t: TFunction, user: User): Tabs {
  return [
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
    ...commonTabs(t, user),
  ];
}

/**
 * Hackers (spec part 2 section 2): Profile, Personal information, Payments, Account and security;
 * `?tab=personal` and `?tab=payments` address the second and third.
 */
function hackerTabs(t: TFunction, user: User): Tabs {
  return [
    { value: 'profile', label: t('hackerAccount.tabs.profile'), icon: IconUser, panel: <HackerProfilePanel /> },
    { value: 'personal', label: t('hackerAccount.tabs.personal'), icon: IconId, panel: <PersonalInfoPanel /> },
    { value: 'payments', label: t('hackerAccount.tabs.payments'), icon: IconWallet, panel: <PaymentsPanel /> },
    {
      value: 'security',
      label: t('hackerAccount.tabs.security'),
      icon: IconLock,
      panel: (
        <Stack gap="lg">
          <ProfilePanel user={user} withName={false} />
          <SecurityPanel user={user} />
        </Stack>
      ),
    },
    ...commonTabs(t, user),
  ];
}

/** Account settings with tabs chosen by ?tab= (default the first); Support opens the wiki (`?wiki=<id>` on an entry). */
export function AccountPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();

  return (
    <>
      <Group justify="space-between" align="flex-start" gap="md">
        <PageHeader title={t('account.title')} description={t('account.subtitle')} />
        <SupportWikiButton />
      </Group>
      <TabbedPage tabs={user.userType === 'hacker' ? hackerTabs(t, user) : userTabs(t, user)} />
    </>
  );
}
