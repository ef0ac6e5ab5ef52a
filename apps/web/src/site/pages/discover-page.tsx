import {
  PAYMENT_RULES,
  PROGRAM_LIMITS,
  RETEST_TARGET_DAYS,
  SITE_PRODUCTS,
  percentOf,
  responseTargetDays,
  toCents,
  type SiteOffer,
  type SiteProduct,
} from '@bb/domain';
import { Anchor, Badge, Button, Card, Group, List, SimpleGrid, Stack, Table, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconAdjustments,
  IconCalendarDue,
  IconChartBar,
  IconCheck,
  IconClipboardCheck,
  IconFileCertificate,
  IconHistory,
  IconMessages,
  IconPlayerPause,
  IconReceiptEuro,
  IconRepeat,
  IconUserCheck,
  IconUsersGroup,
  IconClock,
} from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FeatureGrid, type Feature } from '../components/feature-grid.tsx';
import { PageHero, PageSection } from '../components/page-section.tsx';
import { siteEuro, sitePercent } from '../components/site-format.ts';
import { StepList } from '../components/step-list.tsx';
import { definePage, type SitePage, type SiteView } from '../site-page.ts';

/** Each offering's key in locales/<lang>/discover.json. */
const PRODUCT_KEYS = {
  'managed-programs': 'managed',
  'self-managed-programs': 'selfManaged',
  'fix-verification': 'fixVerification',
} as const satisfies Record<SiteProduct, string>;

const STEPS = {
  'managed-programs': ['signup', 'program', 'live', 'triage', 'reward'],
  'self-managed-programs': ['signup', 'program', 'team', 'triage', 'reward'],
  'fix-verification': ['enable', 'fixed', 'retest', 'outcome'],
} as const satisfies Record<SiteProduct, readonly string[]>;

const INCLUDED: Record<SiteProduct, readonly (readonly [string, ReactNode])[]> = {
  'managed-programs': [
    ['triage', <IconUsersGroup key="i" size={24} />],
    ['review', <IconFileCertificate key="i" size={24} />],
    ['cvss', <IconChartBar key="i" size={24} />],
    ['times', <IconClock key="i" size={24} />],
    ['payments', <IconReceiptEuro key="i" size={24} />],
    ['budget', <IconPlayerPause key="i" size={24} />],
  ],
  'self-managed-programs': [
    ['workflow', <IconMessages key="i" size={24} />],
    ['roles', <IconAdjustments key="i" size={24} />],
    ['cvss', <IconChartBar key="i" size={24} />],
    ['hackers', <IconUserCheck key="i" size={24} />],
    ['payments', <IconReceiptEuro key="i" size={24} />],
    ['budget', <IconPlayerPause key="i" size={24} />],
  ],
  'fix-verification': [
    ['retests', <IconRepeat key="i" size={24} />],
    ['evidence', <IconClipboardCheck key="i" size={24} />],
    ['times', <IconClock key="i" size={24} />],
    ['visibility', <IconHistory key="i" size={24} />],
  ],
};

/** The worked example's budget (euro) and, for the self-managed example, the rewards paid from it. */
const EXAMPLE_BUDGET = toCents(10_000);
const EXAMPLE_SPENT = toCents(2_800);
const EXAMPLE_RETESTS = 3;

type Money = (cents: number) => string;

/** The fee's percentage of an offering (none for self-managed programs). */
function feePercent(product: SiteProduct, offer: SiteOffer): number {
  if (product === 'self-managed-programs') return 0;
  return product === 'managed-programs' ? offer.managedFeePercent : offer.verificationFeePercent;
}

function priceFigure(product: SiteProduct, view: SiteView, t: TFunction, euro: Money): string {
  if (product === 'self-managed-programs') return euro(0);
  return t(`discover.${PRODUCT_KEYS[product]}.price.figure`, { percent: sitePercent(feePercent(product, view.offer), view.language) });
}

function PriceCard({ product, view, euro }: { product: SiteProduct; view: SiteView; euro: Money }) {
  const { t } = useTranslation();
  const key = PRODUCT_KEYS[product];
  const notes = [
    t(`discover.${key}.price.note1`, { fee: euro(toCents(view.offer.retestFee)) }),
    t(`discover.${key}.price.note2`),
    t('discover.common.minBudget', { min: euro(toCents(PROGRAM_LIMITS.createMinBudget)), step: euro(toCents(PROGRAM_LIMITS.increaseMinBudget)) }),
    t('discover.common.walletFunded', { vat: sitePercent(view.offer.vatRatePercent, view.language) }),
  ];
  return (
    <Card component="article" padding="xl" withBorder shadow="sm">
      <Stack gap="md">
        <Title order={3} fz="xl">
          {t(`discover.${key}.price.title`)}
        </Title>
        <Stack gap={2}>
          <Text fz={{ base: 40, md: 48 }} fw={800} c="indigo.8" lh={1.1}>
            {priceFigure(product, view, t, euro)}
          </Text>
          <Text c="dark.6">{t(`discover.${key}.price.basis`)}</Text>
        </Stack>
        <Badge variant="light" color="gray" c="dark.7" size="lg" w="fit-content" tt="none">
          {t('discover.common.vatExcluded')}
        </Badge>
        <List
          spacing="xs"
          icon={
            <ThemeIcon size={22} radius="xl" variant="light" aria-hidden="true">
              <IconCheck size={14} />
            </ThemeIcon>
          }
        >
          {notes.map((note) => (
            <List.Item key={note}>
              <Text c="dark.6" component="span">
                {note}
              </Text>
            </List.Item>
          ))}
        </List>
      </Stack>
    </Card>
  );
}

/** The example's rows (label, cents) and its closing note, from the offer's percentages. */
function exampleOf(product: SiteProduct, view: SiteView, t: TFunction, euro: Money): { rows: [string, number][]; note: string } {
  const { offer } = view;
  const managedPercent = sitePercent(offer.managedFeePercent, view.language);
  const verificationPercent = sitePercent(offer.verificationFeePercent, view.language);
  const managedFee = percentOf(EXAMPLE_BUDGET, offer.managedFeePercent);
  const verificationFee = percentOf(EXAMPLE_BUDGET, offer.verificationFeePercent);
  const budgetRow: [string, number] = [t('discover.common.budgetRow'), EXAMPLE_BUDGET];
  if (product === 'managed-programs') {
    return {
      rows: [
        budgetRow,
        [t('discover.managed.example.feeRow', { percent: managedPercent }), managedFee],
        [t('discover.common.totalRow'), EXAMPLE_BUDGET + managedFee],
      ],
      note: t('discover.managed.example.note', {
        percent: verificationPercent,
        fee: euro(verificationFee),
        total: euro(EXAMPLE_BUDGET + managedFee + verificationFee),
      }),
    };
  }
  if (product === 'self-managed-programs') {
    return {
      rows: [budgetRow, [t('discover.selfManaged.example.feeRow'), 0], [t('discover.common.totalRow'), EXAMPLE_BUDGET]],
      note: t('discover.selfManaged.example.note', { spent: euro(EXAMPLE_SPENT), left: euro(EXAMPLE_BUDGET - EXAMPLE_SPENT) }),
    };
  }
  return {
    rows: [
      budgetRow,
      [t('discover.fixVerification.example.feeRow', { percent: verificationPercent }), verificationFee],
      [t('discover.common.totalRow'), EXAMPLE_BUDGET + verificationFee],
      [t('discover.fixVerification.example.retestRow', { count: EXAMPLE_RETESTS }), EXAMPLE_RETESTS * toCents(offer.retestFee)],
    ],
    note: t('discover.fixVerification.example.note', { percent: managedPercent, total: euro(EXAMPLE_BUDGET + verificationFee + managedFee) }),
  };
}

function WorkedExample({ product, view, euro }: { product: SiteProduct; view: SiteView; euro: Money }) {
  const { t } = useTranslation();
  const { rows, note } = exampleOf(product, view, t, euro);
  return (
    <Card component="article" padding="xl">
      <Stack gap="md">
        <Title order={3} fz="xl">
          {t('discover.common.exampleTitle', { budget: euro(EXAMPLE_BUDGET) })}
        </Title>
        <Table verticalSpacing="sm" fz="md">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('discover.common.exampleLabel')}</Table.Th>
              <Table.Th scope="col" ta="right">
                {t('discover.common.exampleAmount')}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map(([label, cents]) => (
              <Table.Tr key={label}>
                <Table.Th scope="row" fw={500}>
                  {label}
                </Table.Th>
                <Table.Td ta="right" fw={700} style={{ whiteSpace: 'nowrap' }}>
                  {euro(cents)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Text c="dark.6">{note}</Text>
        <Text fz="sm" c="dark.6">
          {t('discover.common.vatExcluded')}
        </Text>
      </Stack>
    </Card>
  );
}

function payoutText(product: SiteProduct, t: TFunction): string {
  const { managed, selfManaged } = PAYMENT_RULES.dueDays;
  if (product === 'managed-programs') return t('discover.managed.payout', { days: managed });
  if (product === 'self-managed-programs') return t('discover.selfManaged.payout', { days: selfManaged });
  return t('discover.fixVerification.payout', { managed, selfManaged });
}

function OtherOfferings({ product, view }: { product: SiteProduct; view: SiteView }) {
  const { t } = useTranslation();
  // The self-managed summary names no percentage; the others name their own fee.
  const percent = (other: SiteProduct) => sitePercent(feePercent(other, view.offer), view.language);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
      {SITE_PRODUCTS.filter((other) => other !== product).map((other) => {
        const name = t(`discover.${PRODUCT_KEYS[other]}.name`);
        return (
          <Card key={other} component="article" padding="lg">
            <Stack gap="sm">
              <Title order={3} fz="lg">
                {name}
              </Title>
              <Text c="dark.6">{t(`discover.${PRODUCT_KEYS[other]}.summary`, { percent: percent(other) })}</Text>
              <Anchor href={`/discover-${other}`} fw={600}>
                {t('discover.common.otherLink', { name })}
              </Anchor>
            </Stack>
          </Card>
        );
      })}
    </SimpleGrid>
  );
}

function CallToAction() {
  const { t } = useTranslation();
  return (
    <Group gap="sm">
      <Button component="a" href="/auth/signup/company" size="md">
        {t('discover.common.signup')}
      </Button>
      <Button component="a" href="/for-companies" size="md" variant="default">
        {t('discover.common.quote')}
      </Button>
    </Group>
  );
}

function Discover({ product, view }: { product: SiteProduct; view: SiteView }) {
  const { t } = useTranslation();
  const key = PRODUCT_KEYS[product];
  const euro: Money = (cents) => siteEuro(cents, view.language);
  const targets = responseTargetDays(true);
  const steps = STEPS[product].map((step) => ({ key: step, title: t(`discover.${key}.steps.${step}.title`), text: t(`discover.${key}.steps.${step}.text`) }));
  const included: Feature[] = INCLUDED[product].map(([item, icon]) => ({
    key: item,
    icon,
    title: t(`discover.${key}.included.${item}.title`),
    text: t(`discover.${key}.included.${item}.text`, { first: targets.firstResponse, triage: targets.triage, days: RETEST_TARGET_DAYS }),
  }));
  return (
    <>
      <PageHero eyebrow={t(`discover.${key}.name`)} title={t(`discover.${key}.hero.title`)} lead={t(`discover.${key}.hero.lead`)} actions={<CallToAction />} />
      <PageSection title={t('discover.common.howTitle')}>
        <StepList steps={steps} cols={steps.length === 4 ? 2 : 3} />
      </PageSection>
      <PageSection title={t('discover.common.includedTitle')} tone="muted">
        <FeatureGrid features={included} cols={included.length === 4 ? 2 : 3} />
      </PageSection>
      <PageSection title={t('discover.common.priceTitle')} lead={t('discover.common.priceLead')}>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <PriceCard product={product} view={view} euro={euro} />
          <WorkedExample product={product} view={view} euro={euro} />
        </SimpleGrid>
      </PageSection>
      <PageSection title={t('discover.common.payoutTitle')} tone="muted">
        <Group gap="md" wrap="nowrap" align="flex-start">
          <ThemeIcon size={44} radius="md" variant="light" aria-hidden="true">
            <IconCalendarDue size={24} />
          </ThemeIcon>
          <Text fz="lg" c="dark.6" maw={720}>
            {payoutText(product, t)}
          </Text>
        </Group>
      </PageSection>
      <PageSection title={t('discover.common.ctaTitle')} lead={t('discover.common.ctaText')}>
        <CallToAction />
      </PageSection>
      <PageSection title={t('discover.common.othersTitle')} tone="muted">
        <OtherOfferings product={product} view={view} />
      </PageSection>
    </>
  );
}

function discoverPage(product: SiteProduct): SitePage {
  const key = PRODUCT_KEYS[product];
  return definePage({
    path: `/discover-${product}`,
    signedIn: 'page',
    sitemap: true,
    meta: (t, _loaded, view) => ({
      title: t(`discover.${key}.meta.title`),
      description: t(`discover.${key}.meta.description`, {
        percent: sitePercent(feePercent(product, view.offer), view.language),
        days: RETEST_TARGET_DAYS,
      }),
    }),
    Page: ({ view }) => <Discover product={product} view={view} />,
  });
}

/** `/discover-{product}`: one page per offering (managed, self-managed, Fix verification), prices from the platform's settings. */
export const discoverPages: SitePage[] = SITE_PRODUCTS.map(discoverPage);
