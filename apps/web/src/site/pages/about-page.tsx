import { Anchor, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  IconBook2,
  IconBuildingBank,
  IconChartBar,
  IconFileInvoice,
  IconFingerprint,
  IconLock,
  IconShieldLock,
  IconUserCheck,
  IconUsersGroup,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FeatureGrid } from '../components/feature-grid.tsx';
import { PageHero, PageSection } from '../components/page-section.tsx';
import { definePage, type SiteView } from '../site-page.ts';

const SAFETY = [
  ['ledger', IconBook2],
  ['cvss', IconChartBar],
  ['triage', IconUsersGroup],
  ['secrets', IconShieldLock],
  ['identity', IconUserCheck],
  ['receipt', IconFingerprint],
  ['invoicing', IconFileInvoice],
  ['sepa', IconBuildingBank],
  ['access', IconLock],
] as const;

function About({ view }: { view: SiteView }) {
  const { t } = useTranslation();
  const safety = SAFETY.map(([key, Icon]) => ({ key, icon: <Icon size={24} />, title: t(`about.safety.${key}.title`), text: t(`about.safety.${key}.text`) }));
  const { supportEmail, legalName } = view.offer;
  return (
    <>
      <PageHero
        eyebrow={t('about.hero.eyebrow')}
        title={t('about.hero.title')}
        lead={t('about.hero.lead', { legalName })}
        actions={
          <Group gap="sm">
            <Button component="a" href="/for-companies" size="md">
              {t('about.contact.companies')}
            </Button>
            <Button component="a" href="/contacts" size="md" variant="default">
              {t('about.contact.contacts')}
            </Button>
          </Group>
        }
      />
      <PageSection title={t('about.mission.title')}>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
          <Text fz="lg" c="dark.6">
            {t('about.mission.text1')}
          </Text>
          <Text fz="lg" c="dark.6">
            {t('about.mission.text2')}
          </Text>
        </SimpleGrid>
      </PageSection>
      <PageSection title={t('about.safety.title')} lead={t('about.safety.lead')} tone="muted">
        <FeatureGrid features={safety} />
      </PageSection>
      <PageSection title={t('about.contact.title')}>
        <Stack gap="md" maw={720}>
          <Text fz="lg" c="dark.6">
            {t('about.contact.text')}{' '}
            <Anchor href={`mailto:${supportEmail}`} fw={600}>
              {supportEmail}
            </Anchor>
          </Text>
          <Group gap="sm">
            <Button component="a" href="/contacts" variant="default">
              {t('about.contact.contacts')}
            </Button>
            <Button component="a" href="/for-companies" variant="light">
              {t('about.contact.companies')}
            </Button>
          </Group>
        </Stack>
      </PageSection>
    </>
  );
}

/** `/about-us`: who runs the platform (its legal name), the mission, how money and secrets are kept safe, the support address. */
export const aboutPage = definePage({
  path: '/about-us',
  signedIn: 'page',
  sitemap: true,
  meta: (t) => ({ title: t('about.meta.title'), description: t('about.meta.description') }),
  Page: ({ view }) => <About view={view} />,
});
