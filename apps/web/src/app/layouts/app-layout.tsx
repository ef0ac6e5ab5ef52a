import { AppShell, Badge, Box, Burger, Container, em, getBreakpointValue, Group, NavLink, ScrollArea, Stack, Text, useMantineTheme } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconLanguage, IconLogout } from '@tabler/icons-react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { AppBreadcrumbs } from '../../components/app-breadcrumbs.tsx';
import { Brand } from '../../components/brand.tsx';
import { LazyLanguageModal } from '../lazy-language-modal.tsx';
import { PageLoader } from '../../components/page-loader.tsx';
import { useConfirmLogout } from '../use-logout.tsx';
import { displayName, UserAvatar } from '../../components/user-avatar.tsx';
import { useCurrentUser } from '../../lib/current-user.tsx';
import { NAVIGATION, navPath, type NavItem } from '../navigation.ts';
import { NotificationsBell } from '../../features/notifications/components/unread-badge.tsx';
import classes from './app-layout.module.css';

interface MenuSectionProps {
  id: string;
  label: string;
  items: NavItem[];
  pathname: string;
  onNavigate: () => void;
}

function MenuSection({ id, label, items, pathname, onNavigate }: MenuSectionProps) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  if (items.length === 0) return null;
  return (
    <Box mb="md">
      <Text id={id} size="xs" fw={700} tt="uppercase" c="dimmed" px="sm" mb={6}>
        {label}
      </Text>
      <Box component="ul" aria-labelledby={id} className={classes.menu}>
        {items.map((item) => {
          const to = navPath(item, user);
          const active = pathname === to || pathname.startsWith(`${to}/`);
          return (
            <li key={item.key}>
              <NavLink
                component={Link}
                to={to}
                label={t(`nav.items.${item.key}`)}
                leftSection={<item.icon size={20} stroke={1.6} aria-hidden />}
                rightSection={item.badge ? <item.badge /> : undefined}
                active={active}
                aria-current={active ? 'page' : undefined}
                className={classes.link}
                onClick={onNavigate}
              />
            </li>
          );
        })}
      </Box>
    </Box>
  );
}

/** Below it the sidebar collapses behind the burger (spec: 575 px). */
const NAV_BREAKPOINT = 'xs';

/** The signed-in shell: sidebar by user type (burger under 575 px), breadcrumb, then the page. */
export function AppLayout() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const { pathname } = useLocation();
  const [navOpened, nav] = useDisclosure(false);
  const [languageOpened, language] = useDisclosure(false);
  const confirmLogout = useConfirmLogout();
  // Below the breakpoint the closed sidebar only slides out of view: keep its links out of the tab order too.
  const { breakpoints } = useMantineTheme();
  const mobile = useMediaQuery(`(max-width: ${em(getBreakpointValue(NAV_BREAKPOINT, breakpoints) - 0.1)})`); // AppShell's own query
  const collapsed = mobile === true && !navOpened;
  const menus = user.otpEnrollmentRequired ? { main: [], settings: [] } : NAVIGATION[user.userType];

  return (
    <AppShell
      className={classes.shell}
      header={{ height: 60 }}
      navbar={{ width: 272, breakpoint: NAV_BREAKPOINT, collapsed: { mobile: !navOpened } }}
      padding={{ base: 'md', sm: 'xl' }}
    >
      <a href="#main-content" className={classes.skipLink}>
        {t('nav.skipToContent')}
      </a>
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={navOpened}
              onClick={nav.toggle}
              hiddenFrom={NAV_BREAKPOINT}
              size="sm"
              aria-label={t(navOpened ? 'nav.closeMenu' : 'nav.openMenu')}
              aria-expanded={navOpened}
              aria-controls="app-sidebar"
            />
            <Brand to="/dashboard" />
          </Group>
          <Badge variant="light" color="indigo" visibleFrom={NAV_BREAKPOINT}>
            {t(`common.userTypes.${user.userType}`)}
          </Badge>
          {/* On a phone the sidebar (and its unread count) hides behind the burger. */}
          {user.otpEnrollmentRequired ? null : <NotificationsBell hiddenFrom={NAV_BREAKPOINT} />}
        </Group>
      </AppShell.Header>

      <AppShell.Navbar id="app-sidebar" p="md" aria-label={t('nav.sidebarLabel')} inert={collapsed}>
        <AppShell.Section>
          <Group gap="sm" wrap="nowrap" p="sm" className={classes.userCard}>
            <UserAvatar user={user} size={44} />
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text fw={650} truncate="end">
                {displayName(user)}
              </Text>
              <Text size="sm" c="dimmed" truncate="end">
                @{user.username}
              </Text>
            </Stack>
          </Group>
        </AppShell.Section>
        <AppShell.Section grow component={ScrollArea} mt="md">
          <MenuSection id="menu-main" label={t('nav.mainMenu')} items={menus.main} pathname={pathname} onNavigate={nav.close} />
          <MenuSection id="menu-settings" label={t('nav.settingsMenu')} items={menus.settings} pathname={pathname} onNavigate={nav.close} />
        </AppShell.Section>
        <AppShell.Section className={classes.footer} pt="sm">
          <NavLink
            component="button"
            type="button"
            label={t('nav.language')}
            leftSection={<IconLanguage size={20} stroke={1.6} aria-hidden />}
            onClick={() => {
              nav.close();
              language.open();
            }}
            className={classes.link}
          />
          <NavLink
            component="button"
            type="button"
            label={t('nav.logout')}
            leftSection={<IconLogout size={20} stroke={1.6} aria-hidden />}
            onClick={confirmLogout}
            className={classes.link}
            c="red.9"
          />
        </AppShell.Section>
      </AppShell.Navbar>

      <AppShell.Main id="main-content" tabIndex={-1} className={classes.main}>
        <Container size="lg" px={0}>
          <AppBreadcrumbs />
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </Container>
      </AppShell.Main>
      <LazyLanguageModal opened={languageOpened} onClose={language.close} />
    </AppShell>
  );
}
