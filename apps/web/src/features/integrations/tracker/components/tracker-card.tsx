import type { TrackerConnection } from '@bb/domain';
import { Badge, Button, Card, Code, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlugConnected, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../../components/confirm-dialog.tsx';
import { PageLoader } from '../../../../components/page-loader.tsx';
import { useCan } from '../../../../lib/can.ts';
import { notifyFailure, notifySuccess } from '../../../../lib/notify.ts';
import { useDisconnectTracker, useTrackerConnection } from '../api/tracker.ts';
import { TrackerFormDialog } from './tracker-form-dialog.tsx';

/** Where the connection points: the repository, the project or the Jira project key. */
function projectOf(connection: TrackerConnection): string {
  switch (connection.settings.kind) {
    case 'github':
      return connection.settings.repository;
    case 'gitlab':
      return connection.settings.project;
    case 'jira':
      return `${connection.settings.projectKey} · ${connection.settings.siteUrl}`;
  }
}

function Connected({ connection, onChange }: { connection: TrackerConnection; onChange: () => void }) {
  const { t } = useTranslation();
  const disconnect = useDisconnectTracker();
  const [confirming, setConfirming] = useState(false);
  const confirm = () =>
    disconnect.mutate(undefined, {
      onSuccess: () => {
        notifySuccess(t('tracker.disconnect.done'));
        setConfirming(false);
      },
      onError: () => notifyFailure(t('tracker.disconnect.failed')),
    });
  return (
    <Stack gap="sm">
      <Group gap="xs" wrap="wrap">
        <Badge color="teal">{t('tracker.card.connected')}</Badge>
        <Text fw={600}>{t(`tracker.kinds.${connection.kind}`)}</Text>
        <Text c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {projectOf(connection)}
        </Text>
      </Group>
      <Text size="sm">
        {t('tracker.card.token')} <Code>{connection.tokenHint}</Code>
      </Text>
      <Group gap="xs" wrap="wrap">
        <Button size="xs" variant="light" onClick={onChange}>
          {t('tracker.card.change')}
        </Button>
        <Button size="xs" variant="light" color="red" leftSection={<IconTrash size={14} aria-hidden />} onClick={() => setConfirming(true)}>
          {t('tracker.disconnect.action')}
        </Button>
      </Group>
      <ConfirmDialog
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('tracker.disconnect.title')}
        text={t('tracker.disconnect.text')}
        confirmLabel={t('tracker.disconnect.action')}
        color="red"
        onConfirm={confirm}
        loading={disconnect.isPending}
      />
    </Stack>
  );
}

/**
 * The Integrations page's tracker: a company administrator connects a Jira Cloud site, a GitHub repository or a GitLab
 * project, sees which one (the token only as a hint) and disconnects it. Reports are pushed from their own page.
 */
export function TrackerCard() {
  const { t } = useTranslation();
  const allowed = useCan()('tracker.manage');
  const connection = useTrackerConnection(allowed);
  const [editing, setEditing] = useState(false);
  if (!allowed) return null;
  return (
    <Card withBorder padding="lg" mt="xl" component="section" aria-labelledby="tracker-card-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="tracker-card-title">
          {t('tracker.card.title')}
        </Title>
        {connection.isPending ? (
          <PageLoader minHeight={80} />
        ) : connection.isError ? (
          <Text c="red.8">{t('tracker.card.loadFailed')}</Text>
        ) : connection.data.connection ? (
          <Connected connection={connection.data.connection} onChange={() => setEditing(true)} />
        ) : (
          <>
            <Text size="sm">{t('tracker.card.empty')}</Text>
            <Group>
              <Button leftSection={<IconPlugConnected size={16} aria-hidden />} onClick={() => setEditing(true)}>
                {t('tracker.card.connect')}
              </Button>
            </Group>
          </>
        )}
      </Stack>
      <TrackerFormDialog opened={editing} onClose={() => setEditing(false)} />
    </Card>
  );
}
