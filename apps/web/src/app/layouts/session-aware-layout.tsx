import { Box, Button, Container } from '@mantine/core';
import { IconLogin } from '@tabler/icons-react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, Outlet, useLocation } from 'react-router';
import { CurrentUserContext } from '../../lib/current-user.tsx';
import { AppLayout } from './app-layout.tsx';
import { TWO_FACTOR_PATH } from '../../lib/paths.ts';
import { useMe } from '../../features/auth/api/me.ts';
import { PageLoader } from '../../components/page-loader.tsx';
import { PublicHeader } from '../../components/public-header.tsx';

/** A visitor's frame: the public header with a sign-in button that comes back here. */
function PublicFrame() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <Box mih="100dvh">
      <PublicHeader size="lg">
        <Button component={Link} to={`/auth/login?next=${encodeURIComponent(pathname)}`} variant="light" leftSection={<IconLogin size={18} aria-hidden />}>
          {t('nav.signIn')}
        </Button>
      </PublicHeader>
      <Container component="main" id="main-content" size="lg" px={{ base: 'sm', sm: 'md' }} py={{ base: 'lg', sm: 'xl' }}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </Container>
    </Box>
  );
}

/**
 * For a page that is public and also in the signed-in sidebar (hall of fame, leaderboard): inside the app's shell for a
 * signed-in user, under the public header for a visitor (or when the session cannot be read).
 */
export function SessionAwareLayout() {
  const me = useMe();
  if (me.isPending) return <PageLoader minHeight="100vh" />;
  const user = me.data;
  if (!user) return <PublicFrame />;
  if (user.otpEnrollmentRequired) return <Navigate to={TWO_FACTOR_PATH} replace />;
  return (
    <CurrentUserContext value={user}>
      <AppLayout />
    </CurrentUserContext>
  );
}
