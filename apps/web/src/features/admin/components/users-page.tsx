import { Paper, SimpleGrid, Tabs, Text } from '@mantine/core';
import { IconBuilding, IconBug, IconShieldCheck, IconUserShield } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header.tsx';
import { useTabParam } from '../../../components/use-tab-param.ts';
import { useUserCounts } from '../api/user-counts.ts';
import { CompaniesTab } from './companies-tab.tsx';
import { HackersTab } from './hackers-tab.tsx';
import { TriagersTab } from './triagers-tab.tsx';

const TABS = ['companies', 'hackers', 'triagers'] as const;
const ICONS = { companies: IconBuilding, hackers: IconBug, triagers: IconUserShield } as const;
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
  const [tab, setTab] = useTabParam(TABS);
  return (
    <>
      <PageHeader title={t('admin.users.title')} description={t('admin.users.subtitle')} />
      <CountCards />
      <Tabs value={tab} onChange={(value) => value && setTab(value as (typeof TABS)[number])} keepMounted={false}>
        <Tabs.List mb="lg">
          {TABS.map((key) => {
            const Icon = ICONS[key];
            return (
              <Tabs.Tab key={key} value={key} leftSection={<Icon size={16} aria-hidden />}>
                {t(`admin.users.tabs.${key}`)}
              </Tabs.Tab>
            );
          })}
        </Tabs.List>
        <Tabs.Panel value="companies">
          <CompaniesTab />
        </Tabs.Panel>
        <Tabs.Panel value="hackers">
          <HackersTab />
        </Tabs.Panel>
        <Tabs.Panel value="triagers">
          <TriagersTab />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}
