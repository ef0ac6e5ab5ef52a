import { Paper, SimpleGrid, Text } from '@mantine/core';
import { IconBuilding, IconBug, IconShieldCheck, IconUserShield } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header.tsx';
import { TabbedPage } from '../../../components/tabbed-page.tsx';
import { useUserCounts } from '../api/user-counts.ts';
import { CompaniesTab } from './companies-tab.tsx';
import { HackersTab } from './hackers-tab.tsx';
import { TriagersTab } from './triagers-tab.tsx';

const COUNT_CARDS = [
  { key: 'companies', icon: IconBuilding },
  { key: 'hackers', icon: IconBug },
  { key: 'staff', icon: IconUserShield },
  { key: 'superadmins', icon: IconShieldCheck },
] as const;

function CountCards() {
  const { t } = useTranslation();
  const counts = useUserCounts();
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md" mb="lg">
      {COUNT_CARDS.map(({ key, icon: Icon }) => (
        <Paper key={key} withBorder p="md" radius="md">
          <Text size="sm" c="dimmed" style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
            <Icon size={16} aria-hidden />
            {t(`admin.users.counts.${key}`)}
          </Text>
          <Text fz="xl" fw={700} aria-busy={counts.isPending}>
            {counts.data ? counts.data[key] : '–'}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

/** The super admin's users: count cards, then companies, hackers and triagers in tabs (?tab=). */
export function UsersPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('admin.users.title')} description={t('admin.users.subtitle')} />
      <CountCards />
      <TabbedPage
        tabs={[
          { value: 'companies', label: t('admin.users.tabs.companies'), icon: IconBuilding, panel: <CompaniesTab /> },
          { value: 'hackers', label: t('admin.users.tabs.hackers'), icon: IconBug, panel: <HackersTab /> },
          { value: 'triagers', label: t('admin.users.tabs.triagers'), icon: IconUserShield, panel: <TriagersTab /> },
        ]}
      />
    </>
  );
}
