import { Alert, Box, Stack } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCurrentUser } from '../../../lib/current-user.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { TwoFactorSection } from './two-factor-section.tsx';

/** The enrolment screen: the only one open to staff and super admins until two-factor is on. */
export function TwoFactorPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const navigate = useNavigate();
  return (
    <Box maw={760}>
      <PageHeader title={t('account.twoFactor.pageTitle')} />
      <Stack gap="lg">
        {user.otpEnrollmentRequired ? (
          <Alert color="yellow" variant="light" icon={<IconShieldLock aria-hidden />} title={t('account.twoFactor.enrolmentTitle')}>
            {t('errors.OTP_ENROLLMENT_REQUIRED')}
          </Alert>
        ) : null}
        <TwoFactorSection user={user} onEnabled={() => void navigate('/dashboard', { replace: true })} />
      </Stack>
    </Box>
  );
}
