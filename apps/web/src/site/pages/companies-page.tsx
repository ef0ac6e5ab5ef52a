import { Anchor, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconBug, IconCalendarDue, IconChartBar, IconFileInvoice, IconPlayerPause, IconShieldCheck } from '@tabler/icons-react';
import { Trans, useTranslation } from 'react-i18next';
import { ContactFormIsland } from '../components/contact-form-island.tsx';
import { FeatureGrid } from '../components/feature-grid.tsx';
import { PageHero, PageSection } from '../components/page-section.tsx';
import { StepList } from '../components/step-list.tsx';
import { definePage, type SiteView } from '../site-page.ts';

/** The company checklist of the dashboard (spec part 1 section 1), in its order. */
const STEPS = ['call', 'budget', 'program', 'profile'] as const;

/** The two requests of the landing, each a card the hero's buttons jump to (below the sticky header). */
const FORMS = ['quote', 'demo'] as const;

function RequestForms() {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      {FORMS.map((kind) => (
        <Card key={kind} id={kind} component="article" padding="xl" withBorder style={{ scrollMarginTop: 80 }}>
          <Stack gap="md">
            <Stack gap={6}>
              <Title order={3} fz="xl">
                {t(`companies.forms.${kind}.title`)}
              </Title>
              <Text c="dark.6">{t(`companies.forms.${kind}.text`)}</Text>
            </Stack>
            <ContactFormIsland kind={kind} />
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}

function CompaniesLanding({ view }: { view: SiteView }) {
  const { t } = useTranslation();
  const { offer } = view;
  const benefits = [
    { key: 'noBugNoFee', icon: <IconBug size={24} />, title: t('companies.benefits.noBugNoFee.title'), text: t('companies.benefits.noBugNoFee.text') },
    {
      key: 'managed',
      icon: <IconShieldCheck size={24} />,
      title: t('companies.benefits.managed.title'),
      text: t('companies.benefits.managed.text', { managed: offer.managedFeePercent, verification: offer.verificationFeePercent }),
    },
    { key: 'payout', icon: <IconCalendarDue size={24} />, title: t('companies.benefits.payout.title'), text: t('companies.benefits.payout.text') },
    { key: 'budget', icon: <IconPlayerPause size={24} />, title: t('companies.benefits.budget.title'), text: t('companies.benefits.budget.text') },
    { key: 'cvss', icon: <IconChartBar size={24} />, title: t('companies.benefits.cvss.title'), text: t('companies.benefits.cvss.text') },
    {
      key: 'invoicing',
      icon: <IconFileInvoice size={24} />,
      title: t('companies.benefits.invoicing.title'),
      text: t('companies.benefits.invoicing.text', { vat: offer.vatRatePercent }),
    },
  ];
  return (
    <>
      <PageHero
        eyebrow={t('companies.hero.eyebrow')}
        title={t('companies.hero.title')}
        lead={t('companies.hero.lead')}
        actions={
          <Group gap="sm">
            <Button component="a" href="#quote" size="md">
              {t('companies.hero.quote')}
            </Button>
            <Button component="a" href="#demo" size="md" variant="default">
              {t('companies.hero.demo')}
            </Button>
            <Button component="a" href="/auth/signup/company" size="md" variant="subtle">
              {t('companies.hero.signup')}
            </Button>
          </Group>
        }
      />
      <PageSection title={t('companies.benefits.title')} lead={t('companies.benefits.lead')}>
        <FeatureGrid features={benefits} />
      </PageSection>
      <PageSection title={t('companies.steps.title')} lead={t('companies.steps.lead')} tone="muted">
        <StepList steps={STEPS.map((step) => ({ key: step, title: t(`companies.steps.${step}.title`), text: t(`companies.steps.${step}.text`) }))} cols={2} />
      </PageSection>
      <PageSection title={t('companies.forms.title')} lead={t('companies.forms.lead')} id="requests">
        <RequestForms />
      </PageSection>
      <PageSection title={t('companies.closing.title')} tone="muted">
        <Stack gap="md" maw={720}>
          <Text c="dark.6">
            <Trans
              i18nKey="companies.closing.text"
              values={{ email: offer.supportEmail }}
              components={{ mail: <Anchor href={`mailto:${offer.supportEmail}`} underline="always" style={{ textDecoration: 'underline' }} /> }}
            />
          </Text>
          <Group gap="sm">
            <Button component="a" href="/auth/signup/company">
              {t('companies.closing.signup')}
            </Button>
            <Button component="a" href="/discover-managed-programs" variant="default">
              {t('companies.closing.pricing')}
            </Button>
          </Group>
        </Stack>
      </PageSection>
    </>
  );
}

/** `/for-companies`: the company landing (spec part 1 sections 1-2): what a company gets, how it starts, a quote form and a demo booking. */
export const companiesLandingPage = definePage({
  path: '/for-companies',
  signedIn: 'page',
  sitemap: true,
  meta: (t) => ({ title: t('companies.meta.title'), description: t('companies.meta.description') }),
  Page: ({ view }) => <CompaniesLanding view={view} />,
});
