import type { OptOutStatus } from '@bb/domain';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconBellOff, IconCircleCheck, IconCircleX, IconLoader2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader.tsx';
import { SupportSentence } from '../../../components/support-contact.tsx';
import { AuthPageHeader } from './auth-page-header.tsx';
import { useOptOut, useOptOutStatus } from '../api/opt-out.ts';

/**
 * The landing of an email's unsubscribe link (`/opt?token=`), signed in or not: it names the emails and the masked
 * address, and stops them only on the user's click (a mail scanner opening the link changes nothing).
 */
export function OptOutPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token');
  const status = useOptOutStatus(token);

  if (token && status.isPending) {
    return (
      <Stack gap="xs">
        <AuthPageHeader icon={<IconLoader2 size={30} />} title={t('optOut.loadingTitle')} />
        <PageLoader minHeight={80} />
      </Stack>
    );
  }
  if (!token || !status.data) {
    return (
      <Stack gap="md">
        <AuthPageHeader icon={<IconCircleX size={30} />} iconColor="red" title={t('optOut.invalidTitle')} />
        <Text ta="center">{t('optOut.invalidText')}</Text>
        <Text ta="center" size="sm" c="dimmed">
          <SupportSentence i18nKey="optOut.help" />
        </Text>
        <Button component={Link} to="/account?tab=notifications" variant="light" fullWidth>
          {t('optOut.toSettings')}
        </Button>
      </Stack>
    );
  }
  return <OptOutChoice token={token} status={status.data} />;
}

function OptOutChoice({ token, status }: { token: string; status: OptOutStatus }) {
  const { t } = useTranslation();
  const optOut = useOptOut(token);
  const kind = t(`account.notifications.settings.${status.kind}.label`);
  if (!status.enabled) {
    return (
      <Stack gap="md">
        <AuthPageHeader
          icon={<IconCircleCheck size={30} />}
          iconColor="teal"
          title={t('optOut.doneTitle')}
          description={t('optOut.doneText', { kind, email: status.emailMasked })}
        />
        <Button component={Link} to="/account?tab=notifications" variant="light" fullWidth>
          {t('optOut.toSettings')}
        </Button>
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      <AuthPageHeader icon={<IconBellOff size={30} />} title={t('optOut.title')} description={t('optOut.text', { kind, email: status.emailMasked })} />
      {optOut.isError ? (
        <Alert color="red" variant="light" role="alert">
          {t('optOut.failed')}
        </Alert>
      ) : null}
      <Button onClick={() => optOut.mutate()} loading={optOut.isPending} fullWidth>
        {t('optOut.submit')}
      </Button>
    </Stack>
  );
}
