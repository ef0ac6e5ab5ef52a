import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  IconBrandDiscord,
  IconBug,
  IconCalendarDue,
  IconChartBar,
  IconGift,
  IconPlayerPause,
  IconShieldCheck,
  IconTrophy,
  IconUsersGroup,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FeatureGrid } from '../components/feature-grid.tsx';
import { PageHero, PageSection } from '../components/page-section.tsx';
import { definePage, type SiteView } from '../site-page.ts';

/** The spec's marketing figures (part 1 section 1), each with what it claims. */
const CLAIMS = ['hackers', 'activation', 'savings', 'satisfaction', 'critical', 'retention', 'paid', 'programs', 'reports'] as const;

function WaysIn() {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
      {(['company', 'hacker'] as const).map((who) => (
        <Card key={who} component="article" padding="xl">
          <Stack gap="sm">
            <Title order={3} fz="xl">
              {t(`home.waysIn.${who}.title`)}
            </Title>
            <Text c="dark.6">{t(`home.waysIn.${who}.text`)}</Text>
            <Group gap="sm">
              <Button component="a" href={who === 'company' ? '/auth/signup/company' : '/auth/signup/hacker'}>
                {t(`home.waysIn.${who}.action`)}
              </Button>
              <Button component="a" href={who === 'company' ? '/for-companies' : '/hackers'} variant="default">
                {t(`home.waysIn.${who}.more`)}
              </Button>
            </Group>
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}

function Claims() {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="lg">
        {CLAIMS.map((claim) => (
          <Stack key={claim} gap={2}>
            <Text fz={{ base: 28, md: 36 }} fw={800} c="indigo.8">
              {t(`home.claims.${claim}.figure`)}
            </Text>
            <Text c="dark.6">{t(`home.claims.${claim}.label`)}</Text>
          </Stack>
        ))}
      </SimpleGrid>
      <Text fz="xs" c="dimmed">
        {t('home.claims.note')}
      </Text>
    </Stack>
  );
}

function Home({ view }: { view: SiteView }) {
  const { t } = useTranslation();
  const fees = { managed: view.offer.managedFeePercent, verification: view.offer.verificationFeePercent };
  const promises = [
    { key: 'noBugNoFee', icon: <IconBug size={24} />, title: t('home.promises.noBugNoFee.title'), text: t('home.promises.noBugNoFee.text') },
    { key: 'managed', icon: <IconShieldCheck size={24} />, title: t('home.promises.managed.title'), text: t('home.promises.managed.text', fees) },
    { key: 'payout', icon: <IconCalendarDue size={24} />, title: t('home.promises.payout.title'), text: t('home.promises.payout.text') },
    { key: 'budget', icon: <IconPlayerPause size={24} />, title: t('home.promises.budget.title'), text: t('home.promises.budget.text') },
    { key: 'cvss', icon: <IconChartBar size={24} />, title: t('home.promises.cvss.title'), text: t('home.promises.cvss.text') },
    { key: 'integrations', icon: <IconUsersGroup size={24} />, title: t('home.promises.integrations.title'), text: t('home.promises.integrations.text') },
  ];
  const community = [
    { key: 'leaderboard', icon: <IconTrophy size={24} />, title: t('home.community.leaderboard.title'), text: t('home.community.leaderboard.text') },
    { key: 'private', icon: <IconShieldCheck size={24} />, title: t('home.community.private.title'), text: t('home.community.private.text') },
    { key: 'discord', icon: <IconBrandDiscord size={24} />, title: t('home.community.discord.title'), text: t('home.community.discord.text') },
  ];
  return (
    <>
      <PageHero
        eyebrow={t('home.hero.eyebrow')}
        title={t('home.hero.title')}
        lead={t('home.hero.lead')}
        actions={
          <Group gap="sm">
            <Button component="a" href="/for-companies" size="md">
              {t('home.hero.companies')}
            </Button>
            <Button component="a" href="/hackers" size="md" variant="default">
              {t('home.hero.hackers')}
            </Button>
          </Group>
        }
      />
      <PageSection title={t('home.promises.title')} lead={t('home.promises.lead')}>
        <FeatureGrid features={promises} />
      </PageSection>
      <PageSection title={t('home.claims.title')} tone="muted">
        <Claims />
      </PageSection>
      <PageSection title={t('home.community.title')} lead={t('home.community.lead')}>
        <FeatureGrid features={community} />
        <Group>
          <Button component="a" href="/leaderboard" variant="light">
            {t('home.community.action')}
          </Button>
        </Group>
      </PageSection>
      <PageSection title={t('home.referral.title')} tone="muted">
        <Group justify="space-between" align="center" gap="lg">
          <Stack gap={6} maw={640}>
            <Badge leftSection={<IconGift size={14} aria-hidden="true" />} variant="light" size="lg" w="fit-content">
              {t('home.referral.badge')}
            </Badge>
            <Text c="dark.6">{t('home.referral.text')}</Text>
          </Stack>
          <Button component="a" href="/referral" variant="default">
            {t('home.referral.action')}
          </Button>
        </Group>
      </PageSection>
      <PageSection title={t('home.waysIn.title')}>
        <WaysIn />
      </PageSection>
    </>
  );
}

/** `/`: the value proposition (spec part 1 section 1) and the two ways in; a signed-in visitor goes to the dashboard. */
export const homePage = definePage({
  path: '/',
  signedIn: 'dashboard',
  sitemap: true,
  meta: (t) => ({ title: t('home.meta.title'), description: t('home.meta.description') }),
  Page: ({ view }) => <Home view={view} />,
});
