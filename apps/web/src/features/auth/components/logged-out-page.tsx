import { Button, Stack } from '@mantine/core';
import { IconDoorExit } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { AuthPageHeader } from './auth-page-header.tsx';

export type SignedOutReason = 'logout' | 'deactivated';

/** The public "you are signed out" page with a Login button. */
export function LoggedOutPage() {
  const { t } = useTranslation();
  const state = useLocation().state as { reason?: SignedOutReason } | null;
  const reason: SignedOutReason = state?.reason ?? 'logout';
  return (
    <Stack gap="md">
      <AuthPageHeader icon={<IconDoorExit size={30} />} title={t(`auth.loggedOut.${reason}.title`)} description={t(`auth.loggedOut.${reason}.text`)} />
      <Button component={Link} to="/auth/login" fullWidth>
        {t('auth.loggedOut.login')}
      </Button>
    </Stack>
  );
}
