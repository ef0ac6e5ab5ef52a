import type { ProgramAccess } from '@bb/domain';
import { Alert, Anchor, Button, Group, Loader, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck, IconLock, IconSend, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { openErrorModal } from '../../../../components/error-modal.tsx';
import { isApiError } from '../../../../lib/api-client.ts';
import { notifySuccess } from '../../../../lib/notify.ts';
import { useAcceptInvitation, useRejectInvitation } from '../../api/invitations.ts';
import { useProgramAccess, useRequestProgramAccess } from '../../api/program-invitations.ts';
import { PROGRAMS_PATH } from '../../../../lib/paths.ts';

/** A request refused because there is nothing to ask for: unknown or closed program (404), or a public one. */
function isUnavailable(error: unknown): boolean {
  return isApiError(error) && (error.status === 404 || error.status === 422 || error.code === 'INVALID_PROGRAM_STATUS');
}

type Stage = 'invited' | 'requested' | 'canRequest' | 'none';

/** What the hacker may do; without a known state (the lookup failed) they may still try to ask. */
function stageOf(access: ProgramAccess | undefined): Stage {
  if (!access) return 'canRequest';
  if (access.abilities.accept) return 'invited';
  if (access.status === 'pending' && access.source === 'request') return 'requested';
  return access.abilities.requestAccess ? 'canRequest' : 'none';
}

function AccessActions({ programId, access }: { programId: string; access: ProgramAccess | undefined }) {
  const { t } = useTranslation();
  const [unavailable, setUnavailable] = useState(false);
  const request = useRequestProgramAccess();
  const accept = useAcceptInvitation();
  const reject = useRejectInvitation();
  const busy = request.isPending || accept.isPending || reject.isPending;
  const done = (key: string) => ({ onSuccess: () => notifySuccess(t(key)), onError: openErrorModal });
  const ask = () =>
    request.mutate(programId, {
      onSuccess: (answer) => notifySuccess(t(answer.status === 'accepted' ? 'programTabs.access.accepted' : 'programTabs.access.requested')),
      onError: (error) => (isUnavailable(error) ? setUnavailable(true) : openErrorModal(error)),
    });
  const stage = stageOf(access);

  return (
    <Stack gap="sm" align="center">
      {stage === 'invited' ? (
        <>
          <Text size="sm">{t('programTabs.access.invited')}</Text>
          <Group gap="sm" justify="center">
            <Button
              leftSection={<IconCheck size={16} aria-hidden />}
              loading={accept.isPending}
              disabled={busy}
              onClick={() => accept.mutate(programId, done('programTabs.access.accepted'))}
            >
              {t('programTabs.access.accept')}
            </Button>
            <Button
              variant="default"
              leftSection={<IconX size={16} aria-hidden />}
              loading={reject.isPending}
              disabled={busy}
              onClick={() => reject.mutate(programId, done('programTabs.access.rejected'))}
            >
              {t('programTabs.access.reject')}
            </Button>
          </Group>
        </>
      ) : null}
      {stage === 'requested' ? (
        <>
          <Text size="sm">{t('programTabs.access.pending')}</Text>
          <Button variant="default" loading={reject.isPending} disabled={busy} onClick={() => reject.mutate(programId, done('programTabs.access.withdrawn'))}>
            {t('programTabs.access.withdraw')}
          </Button>
        </>
      ) : null}
      {stage === 'canRequest' && !unavailable ? (
        <Button leftSection={<IconSend size={16} aria-hidden />} loading={request.isPending} disabled={busy} onClick={ask}>
          {t('programTabs.access.request')}
        </Button>
      ) : null}
      {unavailable ? (
        <Alert color="yellow" role="alert">
          {t('programTabs.access.unavailable')}
        </Alert>
      ) : null}
    </Stack>
  );
}

/**
 * What a hacker sees of a program they may not open: unknown, closed or private. They may ask for
 * access, or answer the invitation waiting for them (GET /invitation says which).
 */
export function PrivateProgramNotice({ programId }: { programId: string }) {
  const { t } = useTranslation();
  const access = useProgramAccess(programId);
  return (
    <Paper withBorder radius="md" p={{ base: 'lg', sm: 'xl' }} maw={600} mx="auto" mt="lg">
      <Stack gap="md" align="center" ta="center">
        <ThemeIcon size={48} radius="xl" variant="light" color="gray" aria-hidden>
          <IconLock size={26} />
        </ThemeIcon>
        <Title order={1} fz={{ base: 22, sm: 26 }}>
          {t('programTabs.access.title')}
        </Title>
        <Text c="dimmed">{t('programTabs.access.text')}</Text>
        {access.isPending ? (
          <Loader size="sm" role="progressbar" aria-label={t('common.loading')} />
        ) : (
          <AccessActions programId={programId} access={access.data} />
        )}
        <Anchor component={Link} to={PROGRAMS_PATH} size="sm">
          {t('programTabs.access.back')}
        </Anchor>
      </Stack>
    </Paper>
  );
}
