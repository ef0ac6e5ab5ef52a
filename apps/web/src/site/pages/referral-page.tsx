import { PAYMENT_RULES, toCents } from '@bb/domain';
import { Alert, Anchor, Button, Card, Group, List, SimpleGrid, Stack, Text, TextInput, ThemeIcon, Title } from '@mantine/core';
import { IconBuildingSkyscraper, IconBug, IconCheck, IconGift, IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../components/copy-button.tsx';
import { PageHero, PageSection } from '../components/page-section.tsx';
import { siteEuro } from '../components/site-format.ts';
import { StepList } from '../components/step-list.tsx';
import { definePage, type SiteView } from '../site-page.ts';

const STEPS = ['code', 'share', 'deposit', 'bonus'] as const;
const RULES = ['once', 'companies', 'self'] as const;

/** The sign-up address that carries the code: the app's sign-up reads `?ref=` and keeps it through the account-type step. */
function referralSignupPath(code: string): string {
  return `/auth/signup/company?ref=${encodeURIComponent(code)}`;
}

function CopyField({ label, value, copyLabel }: { label: string; value: string; copyLabel: string }) {
  const { t } = useTranslation();
  return (
    // The field takes the row; on a narrow screen the button wraps below it.
    <Group gap="sm" align="flex-end">
      <TextInput
        label={label}
        value={value}
        readOnly
        style={{ flex: '1 1 240px', minWidth: 0 }}
        fz="md"
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
      />
      <CopyButton value={value} label={copyLabel} copied={t('referral.copied')} />
    </Group>
  );
}

function YourCode({ view }: { view: SiteView }) {
  const { t } = useTranslation();
  const code = view.viewer?.referralCode;
  if (!code) {
    return (
      <Alert variant="light" color="indigo" icon={<IconInfoCircle aria-hidden="true" />} maw={720}>
        <Text c="dark.7">{t('referral.viewer.none')}</Text>
      </Alert>
    );
  }
  return (
    <Card component="article" padding="lg" maw={720} withBorder shadow="sm">
      <Stack gap="md">
        <Text c="dark.6">{t('referral.viewer.text')}</Text>
        <CopyField label={t('referral.viewer.codeLabel')} value={code} copyLabel={t('referral.viewer.copyCode')} />
        <CopyField label={t('referral.viewer.linkLabel')} value={`${view.publicUrl}${referralSignupPath(code)}`} copyLabel={t('referral.viewer.copyLink')} />
        <Anchor href="/account?tab=referral" fw={600} w="fit-content">
          {t('referral.viewer.account')}
        </Anchor>
      </Stack>
    </Card>
  );
}

function VisitorBanner() {
  const { t } = useTranslation();
  return (
    <Group gap="sm">
      <Button component="a" href="/auth/signup" size="md" leftSection={<IconGift size={18} aria-hidden="true" />}>
        {t('referral.visitor.signup')}
      </Button>
      <Button component="a" href={`/auth/login?next=${encodeURIComponent('/referral')}`} size="md" variant="default">
        {t('referral.visitor.login')}
      </Button>
    </Group>
  );
}

function Referral({ view }: { view: SiteView }) {
  const { t } = useTranslation();
  const bonus = siteEuro(toCents(PAYMENT_RULES.referralBonus), view.language);
  const steps = STEPS.map((step) => ({ key: step, title: t(`referral.steps.${step}.title`, { bonus }), text: t(`referral.steps.${step}.text`) }));
  const who = [
    { key: 'hacker', icon: <IconBug size={24} />, text: t('referral.who.hacker.text', { bonus, days: PAYMENT_RULES.referralDueDays }) },
    { key: 'company', icon: <IconBuildingSkyscraper size={24} />, text: t('referral.who.company.text', { bonus }) },
  ];
  return (
    <>
      <PageHero eyebrow={t('referral.hero.eyebrow')} title={t('referral.hero.title', { bonus })} lead={t('referral.hero.lead', { bonus })} />
      {view.viewer ? (
        <PageSection title={t('referral.viewer.title')} id="your-code">
          <YourCode view={view} />
        </PageSection>
      ) : (
        <PageSection title={t('referral.visitor.title')} lead={t('referral.visitor.text')} tone="muted">
          <VisitorBanner />
        </PageSection>
      )}
      <PageSection title={t('referral.steps.title')} tone={view.viewer ? 'muted' : undefined}>
        <StepList steps={steps} cols={2} />
      </PageSection>
      <PageSection title={t('referral.who.title')} tone={view.viewer ? undefined : 'muted'}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          {who.map((item) => (
            <Card key={item.key} component="article" padding="xl">
              <Stack gap="sm">
                <ThemeIcon size={44} radius="md" variant="light" aria-hidden="true">
                  {item.icon}
                </ThemeIcon>
                <Title order={3} fz="lg">
                  {t(`referral.who.${item.key}.title`)}
                </Title>
                <Text c="dark.6">{item.text}</Text>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      </PageSection>
      <PageSection title={t('referral.rules.title')} tone={view.viewer ? 'muted' : undefined}>
        <List
          spacing="sm"
          maw={720}
          icon={
            <ThemeIcon size={22} radius="xl" variant="light" aria-hidden="true">
              <IconCheck size={14} />
            </ThemeIcon>
          }
        >
          {RULES.map((rule) => (
            <List.Item key={rule}>
              <Text c="dark.6" component="span">
                {t(`referral.rules.${rule}`)}
              </Text>
            </List.Item>
          ))}
        </List>
      </PageSection>
    </>
  );
}

/** `/referral`: how the referral pays (DECISIONS "Referral"); a signed-in visitor also gets their code and sign-up link to share. */
export const referralPage = definePage({
  path: '/referral',
  signedIn: 'page',
  sitemap: true,
  meta: (t, _loaded, view) => {
    const bonus = siteEuro(toCents(PAYMENT_RULES.referralBonus), view.language);
    return { title: t('referral.meta.title', { bonus }), description: t('referral.meta.description', { bonus }) };
  },
  Page: ({ view }) => <Referral view={view} />,
});
