import { Anchor, Box, Button, Container, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SiteView } from '../site-page.ts';
import { LanguageLinks } from './language-links.tsx';
import { SiteLogo } from './site-logo.tsx';

const NAV = [
  ['programs', '/programs'],
  ['companies', '/for-companies'],
  ['hackers', '/hackers'],
  ['pricing', '/discover-managed-programs'],
  ['about', '/about-us'],
] as const;

function SignInLinks({ view }: { view: SiteView }) {
  const { t } = useTranslation();
  if (view.viewer) {
    return (
      <Button component="a" href="/dashboard" size="sm">
        {t('shell.dashboard')}
      </Button>
    );
  }
  return (
    <Group gap="xs" wrap="nowrap">
      <Button component="a" href="/auth/login" variant="subtle" size="sm">
        {t('shell.signIn')}
      </Button>
      <Button component="a" href="/auth/signup" size="sm">
        {t('shell.signUp')}
      </Button>
    </Group>
  );
}

function NavLinks({ path }: { path: string }) {
  const { t } = useTranslation();
  return NAV.map(([key, href]) => (
    <Anchor key={key} href={href} c="dark.7" fw={500} fz="sm" aria-current={path === href ? 'page' : undefined} className="bb-nav-link">
      {t(`shell.nav.${key}`)}
    </Anchor>
  ));
}

function SiteHeader({ view }: { view: SiteView }) {
  const { t } = useTranslation();
  return (
    <Box component="header" className="bb-site-header">
      <Container size="lg" py="sm">
        <Group justify="space-between" wrap="nowrap" gap="md">
          <SiteLogo />
          <Group component="nav" aria-label={t('shell.navLabel')} gap="lg" visibleFrom="md" wrap="nowrap">
            <NavLinks path={view.path} />
          </Group>
          <Group gap="sm" wrap="nowrap" visibleFrom="sm">
            <LanguageLinks language={view.language} query={view.query} />
            <SignInLinks view={view} />
          </Group>
          {/* Below the md breakpoint the links fold into a disclosure that works without any script. */}
          <details className="bb-mobile-menu">
            <summary aria-label={t('shell.menu')}>
              <span aria-hidden="true">☰</span>
            </summary>
            <Stack component="nav" aria-label={t('shell.mobileNavLabel')} gap="sm" p="md" className="bb-mobile-menu-panel">
              <NavLinks path={view.path} />
              <LanguageLinks language={view.language} query={view.query} />
              <SignInLinks view={view} />
            </Stack>
          </details>
        </Group>
      </Container>
    </Box>
  );
}

const FOOTER_COLUMNS = {
  product: [
    ['managed', '/discover-managed-programs'],
    ['selfManaged', '/discover-self-managed-programs'],
    ['fixVerification', '/discover-fix-verification'],
    ['programs', '/programs'],
  ],
  company: [
    ['about', '/about-us'],
    ['contacts', '/contacts'],
    ['referral', '/referral'],
    ['leaderboard', '/leaderboard'],
  ],
  help: [
    ['wiki', '/wiki'],
    ['terms', '/terms-and-conditions'],
    ['privacyCompanies', '/privacy-policy-companies'],
    ['privacyHackers', '/privacy-policy-hackers'],
  ],
} as const;

function SiteFooter({ view }: { view: SiteView }) {
  const { t } = useTranslation();
  return (
    <Box component="footer" className="bb-site-footer" mt="xl">
      <Container size="lg" py="xl">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="lg">
          <Stack gap="xs">
            <SiteLogo />
            <Text fz="sm" c="dimmed">
              {t('shell.footer.tagline')}
            </Text>
            <Text fz="sm">
              {t('shell.footer.support')} <Anchor href={`mailto:${view.offer.supportEmail}`}>{view.offer.supportEmail}</Anchor>
            </Text>
          </Stack>
          {Object.entries(FOOTER_COLUMNS).map(([column, links]) => (
            <Stack key={column} gap={6} component="nav" aria-label={t(`shell.footer.${column}.title`)}>
              <Text fw={650} fz="sm" component="h2" m={0}>
                {t(`shell.footer.${column}.title`)}
              </Text>
              {links.map(([key, href]) => (
                <Anchor key={key} href={href} fz="sm" c="dark.6">
                  {t(`shell.footer.${column}.${key}`)}
                </Anchor>
              ))}
            </Stack>
          ))}
        </SimpleGrid>
        <Text fz="xs" c="dimmed" mt="xl">
          © {new Date().getFullYear()} {view.offer.legalName} · {t('shell.footer.rights')}
        </Text>
      </Container>
    </Box>
  );
}

/** Every public page: header with navigation, language and sign-in, the page in <main>, footer with legal links and support. */
export function SiteShell({ view, children }: { view: SiteView; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      <a href="#main" className="bb-skip-link">
        {t('shell.skip')}
      </a>
      <SiteHeader view={view} />
      <Box component="main" id="main" tabIndex={-1}>
        {children}
      </Box>
      <SiteFooter view={view} />
    </>
  );
}
