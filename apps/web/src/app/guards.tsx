import { Button, Center, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router';
import { PageLoader } from '../components/page-loader.tsx';
import { useMe } from '../features/auth/api/me.ts';
import { CurrentUserContext } from '../lib/current-user.tsx';
import { safeNextPath, TWO_FACTOR_PATH } from '../lib/paths.ts';

function SessionUnavailable({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Center mih="60vh" component="main">
      <Stack align="center" gap="md" maw={420} ta="center" p="md">
        <Text fw={600}>{t('errors.NETWORK_ERROR')}</Text>
        <Button onClick={onRetry}>{t('common.actions.retry')}</Button>
      </Stack>
    </Center>
  );
}

/**
 * Anonymous visitors go to the login page (and come back after). Staff who must enrol in
 * two-factor reach only the enrolment screen; logout is on that screen's sidebar.
 */
export function RequireAuth() {
  const me = useMe();
  const location = useLocation();
  if (me.isPending) return <PageLoader minHeight="100vh" />;
  if (me.isError) return <SessionUnavailable onRetry={() => void me.refetch()} />;
  const user = me.data;
  if (!user) {
    const next = `${location.pathname}${location.search}`;
    return <Navigate to={`/auth/login?next=${encodeURIComponent(next)}`} replace />;
  }
  if (user.otpEnrollmentRequired && location.pathname !== TWO_FACTOR_PATH) return <Navigate to={TWO_FACTOR_PATH} replace />;
  return (
    <CurrentUserContext value={user}>
      <Outlet />
    </CurrentUserContext>
  );
}

/** Login and sign-up are for visitors: a signed-in user goes straight to the app. */
export function RedirectIfSignedIn() {
  const me = useMe();
  const [params] = useSearchParams();
  if (me.isPending) return <PageLoader minHeight={320} />;
  if (me.data) return <Navigate to={me.data.otpEnrollmentRequired ? TWO_FACTOR_PATH : safeNextPath(params.get('next'))} replace />;
  return <Outlet />;
}
