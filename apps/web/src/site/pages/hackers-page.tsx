import { PAYMENT_RULES, REPORT_POINTS, paymentFigures, toCents, type InpsRates, type Language, type LeaderboardRow, type TaxTable } from '@bb/domain';
import { Alert, Avatar, Button, Card, Group, List, SimpleGrid, Stack, Table, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBrandDiscord, IconBuildingBank, IconCoinEuro, IconInfoCircle, IconLock, IconRepeat, IconShare, IconTrophy } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { FeatureGrid } from '../components/feature-grid.tsx';
import { PageHero, PageSection } from '../components/page-section.tsx';
import { siteEuro, sitePercent } from '../components/site-format.ts';
import { StepList } from '../components/step-list.tsx';
import { definePage, type SiteView } from '../site-page.ts';

/** How many leaderboard rows the page shows. */
const LEADERBOARD_TEASER = 5;
const STEPS = ['signup', 'kyc', 'tax', 'program', 'report', 'paid'] as const;
const { managed, selfManaged } = PAYMENT_RULES.dueDays;

function WhyJoin({ view }: { view: SiteView }) {
  const { t } = useTranslation();
  const points = { ...REPORT_POINTS.rewarded, duplicate: REPORT_POINTS.duplicate, informative: REPORT_POINTS.informative };
  const features = [
    {
      key: 'bounties',
      icon: <IconCoinEuro size={24} />,
      title: t('hackers.why.bounties.title'),
      text: t('hackers.why.bounties.text', { managed, selfManaged }),
    },
    { key: 'points', icon: <IconTrophy size={24} />, title: t('hackers.why.points.title'), text: t('hackers.why.points.text', points) },
    { key: 'private', icon: <IconLock size={24} />, title: t('hackers.why.private.title'), text: t('hackers.why.private.text') },
    { key: 'discord', icon: <IconBrandDiscord size={24} />, title: t('hackers.why.discord.title'), text: t('hackers.why.discord.text') },
    { key: 'share', icon: <IconShare size={24} />, title: t('hackers.why.share.title'), text: t('hackers.why.share.text', { points: REPORT_POINTS.share }) },
    {
      key: 'retest',
      icon: <IconRepeat size={24} />,
      title: t('hackers.why.retest.title'),
      text: t('hackers.why.retest.text', { fee: siteEuro(toCents(view.offer.retestFee), view.language) }),
    },
  ];
  return <FeatureGrid features={features} />;
}

/** The tax regimes the product supports and what each means for a payout, from the platform's tax table and INPS rates. */
function taxFigures(language: Language, table: TaxTable, inps: InpsRates) {
  const euro = (amount: number) => siteEuro(toCents(amount), language);
  const occasional = table.it_occasional_employee;
  const example = paymentFigures(toCents(1_000), occasional, 0, inps);
  return {
    occasional: { withholding: sitePercent(occasional.withholdingPercent, language) },
    ordinaryVat: { vat: sitePercent(table.it_ordinary_vat.vatPercent, language), withholding: sitePercent(table.it_ordinary_vat.withholdingPercent, language) },
    flatRate: { threshold: euro(table.it_flat_rate.stampDutyThreshold), stamp: euro(table.it_flat_rate.stampDutyAmount) },
    inps: {
      threshold: euro(occasional.inpsThreshold ?? 0),
      total: sitePercent(inps.hackerPercent + inps.platformPercent, language),
      hacker: sitePercent(inps.hackerPercent, language),
      platform: sitePercent(inps.platformPercent, language),
    },
    example: {
      gross: siteEuro(example.grossCents, language),
      withholding: siteEuro(example.withholdingCents, language),
      transfer: siteEuro(example.transferCents, language),
    },
  };
}

function RegimeList({ regimes, figures, t }: { regimes: readonly string[]; figures: Record<string, Record<string, string>>; t: TFunction }) {
  return (
    <List spacing="md" listStyleType="none" p={0}>
      {regimes.map((regime) => (
        <List.Item key={regime}>
          <Text fw={650}>{t(`hackers.tax.${regime}.name`)}</Text>
          <Text c="dark.6">{t(`hackers.tax.${regime}.text`, figures[regime] ?? {})}</Text>
        </List.Item>
      ))}
    </List>
  );
}

function TaxRegimes({ view }: { view: SiteView }) {
  const { t } = useTranslation();
  const figures = taxFigures(view.language, view.offer.taxTable, view.offer.inpsRates);
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Card component="article" padding="xl">
          <Stack gap="md">
            <Title order={3} fz="xl">
              {t('hackers.tax.italy')}
            </Title>
            <RegimeList regimes={['occasional', 'ordinaryVat', 'flatRate']} figures={figures} t={t} />
          </Stack>
        </Card>
        <Stack gap="lg">
          <Card component="article" padding="xl">
            <Stack gap="md">
              <Title order={3} fz="xl">
                {t('hackers.tax.abroad')}
              </Title>
              <RegimeList regimes={['foreignVat', 'foreignOccasional']} figures={figures} t={t} />
            </Stack>
          </Card>
          <Card component="article" padding="xl">
            <Stack gap="sm">
              <Title order={3} fz="xl">
                {t('hackers.tax.inps.title', figures.inps)}
              </Title>
              <Text c="dark.6">{t('hackers.tax.inps.text', figures.inps)}</Text>
            </Stack>
          </Card>
        </Stack>
      </SimpleGrid>
      <Text fz="lg">{t('hackers.tax.example', figures.example)}</Text>
      <Alert variant="light" color="indigo" icon={<IconInfoCircle aria-hidden="true" />}>
        <Text c="dark.7" fz="sm">
          {t('hackers.tax.note')}
        </Text>
      </Alert>
    </Stack>
  );
}

function Leaderboard({ rows, language }: { rows: readonly LeaderboardRow[]; language: Language }) {
  const { t } = useTranslation();
  // Italian CLDR leaves 4-digit numbers ungrouped; the platform groups them everywhere ("1.250").
  const number = new Intl.NumberFormat(language === 'it' ? 'it-IT' : 'en-GB', { useGrouping: 'always' });
  if (rows.length === 0) return <Text c="dark.6">{t('hackers.leaderboard.empty')}</Text>;
  return (
    <Card padding="md" maw={640}>
      <Table verticalSpacing="sm" fz="md" captionSide="top">
        <Table.Caption>{t('hackers.leaderboard.caption', { count: LEADERBOARD_TEASER })}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('hackers.leaderboard.position')}</Table.Th>
            <Table.Th scope="col">{t('hackers.leaderboard.username')}</Table.Th>
            <Table.Th scope="col" ta="right">
              {t('hackers.leaderboard.points')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.hacker.id}>
              <Table.Td fw={700}>{row.position}</Table.Td>
              <Table.Td>
                <Group gap="sm" wrap="nowrap">
                  <Avatar name={row.hacker.username} color="indigo" variant="filled" size="sm" aria-hidden="true" />
                  <Text fw={600} component="span" style={{ overflowWrap: 'anywhere' }}>
                    {row.hacker.username}
                  </Text>
                </Group>
              </Table.Td>
              <Table.Td ta="right" fw={700}>
                {number.format(row.points)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Card>
  );
}

function SignUpActions({ size }: { size?: 'md' }) {
  const { t } = useTranslation();
  return (
    <Group gap="sm">
      <Button component="a" href="/auth/signup/hacker" size={size}>
        {t('hackers.hero.signup')}
      </Button>
      <Button component="a" href="/programs" size={size} variant="default">
        {t('hackers.hero.programs')}
      </Button>
    </Group>
  );
}

function Hackers({ leaderboard, view }: { leaderboard: readonly LeaderboardRow[]; view: SiteView }) {
  const { t } = useTranslation();
  const steps = STEPS.map((step) => ({ key: step, title: t(`hackers.steps.${step}.title`), text: t(`hackers.steps.${step}.text`) }));
  return (
    <>
      <PageHero eyebrow={t('hackers.hero.eyebrow')} title={t('hackers.hero.title')} lead={t('hackers.hero.lead')} actions={<SignUpActions size="md" />} />
      <PageSection title={t('hackers.why.title')} lead={t('hackers.why.lead')}>
        <WhyJoin view={view} />
      </PageSection>
      <PageSection title={t('hackers.steps.title')} lead={t('hackers.steps.lead')} tone="muted">
        <StepList steps={steps} />
      </PageSection>
      <PageSection title={t('hackers.tax.title')} lead={t('hackers.tax.lead')}>
        <TaxRegimes view={view} />
      </PageSection>
      <PageSection title={t('hackers.payments.title')} tone="muted">
        <Group gap="md" wrap="nowrap" align="flex-start">
          <ThemeIcon size={44} radius="md" variant="light" aria-hidden="true">
            <IconBuildingBank size={24} />
          </ThemeIcon>
          <Text fz="lg" c="dark.6" maw={720}>
            {t('hackers.payments.text', { managed, selfManaged })}
          </Text>
        </Group>
      </PageSection>
      <PageSection title={t('hackers.leaderboard.title')} lead={t('hackers.leaderboard.lead')}>
        <Leaderboard rows={leaderboard} language={view.language} />
        <Group>
          <Button component="a" href="/leaderboard" variant="light" leftSection={<IconTrophy size={18} aria-hidden="true" />}>
            {t('hackers.leaderboard.action')}
          </Button>
        </Group>
      </PageSection>
      <PageSection title={t('hackers.cta.title')} lead={t('hackers.cta.text')} tone="muted">
        <Group gap="sm">
          <Button component="a" href="/auth/signup/hacker" size="md">
            {t('hackers.cta.signup')}
          </Button>
          <Button component="a" href="/programs" size="md" variant="default">
            {t('hackers.cta.programs')}
          </Button>
        </Group>
      </PageSection>
    </>
  );
}

/** `/hackers`: why join, the steps to the first payout, tax regimes in plain words, the top of the leaderboard. */
export const hackersPage = definePage<{ leaderboard: LeaderboardRow[] }>({
  path: '/hackers',
  signedIn: 'page',
  sitemap: true,
  load: async ({ data }) => ({ leaderboard: (await data.leaderboard(LEADERBOARD_TEASER)).slice(0, LEADERBOARD_TEASER) }),
  meta: (t) => ({ title: t('hackers.meta.title'), description: t('hackers.meta.description', { days: selfManaged }) }),
  Page: ({ loaded, view }) => <Hackers leaderboard={loaded.leaderboard} view={view} />,
});
