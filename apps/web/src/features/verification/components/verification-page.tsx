import { canStartVerification, type KycStatus, type VerificationTokenAnswer } from '@bb/domain';
import { Alert, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconId, IconRefresh } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useCurrentUser } from '../../../lib/current-user.tsx';
import { openErrorModal } from '../../../components/error-modal.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { useVerificationStatus, verificationStatusQueryKey } from '../api/verification-status.ts';
import { useRequestVerificationToken } from '../api/verification-token.ts';
import { VerificationStatusBadge } from '../../../components/verification-status-badge.tsx';
import { VerificationWidget } from './verification-widget.tsx';
import { sharedQueryKeys } from '../../../lib/query-keys.ts';
import { SupportSentence } from '../../../components/support-contact.tsx';

/** The identity verification screen; only hackers verify their identity. */
export function VerificationPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  if (user.userType !== 'hacker') return <Navigate to="/dashboard" replace />;
  return (
    <>
      <PageHeader title={t('verification.title')} description={t('verification.subtitle')} />
      <VerificationStatusCard />
    </>
  );
}

function StatusLoadError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" title={t('verification.loadError')}>
      <Button variant="light" color="red" size="xs" mt="xs" leftSection={<IconRefresh size={16} aria-hidden />} onClick={onRetry} loading={retrying}>
        {t('verification.retryLoad')}
      </Button>
    </Alert>
  );
}

/** The start button opens the provider's widget with a fresh token. */
function StartVerificationButton({ status, onStarted }: { status: KycStatus; onStarted: (session: VerificationTokenAnswer) => void }) {
  const { t } = useTranslation();
  const token = useRequestVerificationToken();
  return (
    <Button
      leftSection={<IconId size={18} aria-hidden />}
      loading={token.isPending}
      onClick={() => token.mutate(undefined, { onSuccess: onStarted, onError: openErrorModal })}
    >
      {t(status === 'retry' ? 'verification.restart' : 'verification.start')}
    </Button>
  );
}

function VerificationStatusCard() {
  const { t } = useTranslation();
  const titleId = useId();
  const queryClient = useQueryClient();
  const status = useVerificationStatus();
  const [session, setSession] = useState<VerificationTokenAnswer | null>(null);

  // Closing the widget drops its token and asks the API again: the provider may have moved the status.
  const closeWidget = () => {
    setSession(null);
    void queryClient.invalidateQueries({ queryKey: verificationStatusQueryKey });
    void queryClient.invalidateQueries({ queryKey: sharedQueryKeys.hackerCompletion });
  };

  if (status.isError) return <StatusLoadError onRetry={() => void status.refetch()} retrying={status.isFetching} />;
  const current = status.data?.verificationStatus;
  return (
    <Card component="section" aria-labelledby={titleId} aria-busy={status.isPending} maw={720}>
      <Stack gap="md" align="flex-start">
        <Group gap="sm" wrap="wrap">
          <Title order={2} fz="lg" id={titleId}>
            {t('verification.statusTitle')}
          </Title>
          {current ? <VerificationStatusBadge status={current} /> : <Skeleton h={26} w={110} radius="xl" />}
        </Group>
        {current ? (
          <Text size="sm">
            <SupportSentence i18nKey={`verification.explanation.${current}`} />
          </Text>
        ) : (
          <Skeleton h={40} w="100%" />
        )}
        {current && canStartVerification(current) ? <StartVerificationButton status={current} onStarted={setSession} /> : null}
      </Stack>
      <VerificationWidget session={session} onClose={closeWidget} />
    </Card>
  );
}
