import { ACCOUNT_TIMINGS } from '@bb/domain';
import { Anchor, Button, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { openErrorModal } from '../../../components/error-modal.tsx';
import { useCountdown } from '../../../components/use-countdown.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useResendActivation } from '../api/resend-activation.ts';
import { AuthPageHeader } from './auth-page-header.tsx';
import { SentToText } from './sent-to-text.tsx';

/** After sign-up: the verification email was sent; it can be sent again after a countdown. */
export function VerifyEmailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const email = params.get('email') ?? '';
  const resend = useResendActivation();
  const { remaining, restart } = useCountdown(ACCOUNT_TIMINGS.resendCountdownSeconds);

  const send = () =>
    resend.mutate(email, {
      onSuccess: () => {
        restart();
        notifySuccess(t('auth.verifyEmail.resent'));
      },
      onError: openErrorModal,
    });

  return (
    <Stack gap="md">
      <AuthPageHeader icon={<IconMailCheck size={30} />} title={t('auth.verifyEmail.title')} />
      {email ? <SentToText i18nKey="auth.verifyEmail.sentTo" email={email} /> : <Text ta="center">{t('auth.verifyEmail.sentGeneric')}</Text>}
      <Text ta="center" size="sm" c="dimmed">
        {t('auth.verifyEmail.hint', { hours: ACCOUNT_TIMINGS.activationLinkHours })}
      </Text>
      {email ? (
        <Button variant="light" onClick={send} disabled={remaining > 0} loading={resend.isPending} fullWidth mt="sm">
          {remaining > 0 ? t('auth.verifyEmail.resendIn', { seconds: remaining }) : t('auth.verifyEmail.resend')}
        </Button>
      ) : null}
      <VisuallyHidden aria-live="polite">{remaining === 0 && email ? t('auth.verifyEmail.resendReady') : ''}</VisuallyHidden>
      <Anchor component={Link} to="/auth/login" ta="center" size="sm">
        {t('auth.common.backToLogin')}
      </Anchor>
    </Stack>
  );
}
