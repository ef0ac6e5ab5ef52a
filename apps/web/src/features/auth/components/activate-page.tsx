import { Button, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconCircleX, IconLoader2 } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader.tsx';
import { useActivation } from '../api/activate.ts';
import { AuthPageHeader } from './auth-page-header.tsx';
import { SupportSentence } from '../../../components/support-contact.tsx';

/** The activation link from the email: loading, then success or error. */
export function ActivatePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const code = params.get('code');
  const activation = useActivation();
  const { mutate } = activation;
  // Sent once per page, however often the effect runs (React runs it twice in development): a code works once.
  const sent = useRef(false);
  useEffect(() => {
    if (!code || sent.current) return;
    sent.current = true;
    mutate(code);
  }, [code, mutate]);

  if (code && (activation.isIdle || activation.isPending)) {
    return (
      <Stack gap="xs">
        <AuthPageHeader icon={<IconLoader2 size={30} />} title={t('auth.activate.loadingTitle')} />
        <PageLoader minHeight={80} />
      </Stack>
    );
  }

  if (code && activation.isSuccess) {
    return (
      <Stack gap="md">
        <AuthPageHeader
          icon={<IconCircleCheck size={30} />}
          iconColor="teal"
          title={t('auth.activate.successTitle')}
          description={t('auth.activate.successText')}
        />
        <Button component={Link} to="/auth/login" fullWidth>
          {t('auth.activate.toLogin')}
        </Button>
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <AuthPageHeader icon={<IconCircleX size={30} />} iconColor="red" title={t('auth.activate.errorTitle')} />
      <Text ta="center">{t('auth.activate.errorText')}</Text>
      <Text ta="center" size="sm" c="dimmed">
        <SupportSentence i18nKey="auth.activate.errorHelp" />
      </Text>
      <Button component={Link} to="/auth/login" fullWidth>
        {t('auth.common.backToLogin')}
      </Button>
    </Stack>
  );
}
