import type { Webhook } from '@bb/domain';
import { Badge, Box, Button, Card, Code, Group, Stack, Text } from '@mantine/core';
import { IconKey, IconPencil, IconPlayerPause, IconPlayerPlay, IconSend, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../lib/format.ts';
import { notifyFailure, notifySuccess } from '../../../../lib/notify.ts';
import { useTestWebhook, useUpdateWebhook } from '../api/webhooks.ts';
import { DeliveryLog } from './delivery-log.tsx';

export interface WebhookActions {
  onEdit: (webhook: Webhook) => void;
  onRotate: (webhook: Webhook) => void;
  onDelete: (webhook: Webhook) => void;
}

function StateBadge({ webhook }: { webhook: Webhook }) {
  const { t } = useTranslation();
  if (webhook.active) return <Badge color="teal">{t('webhooks.state.active')}</Badge>;
  return <Badge color={webhook.disabledReason === 'failures' ? 'red' : 'gray'}>{t(`webhooks.state.${webhook.disabledReason ?? 'manual'}`)}</Badge>;
}

/** Send a ping now, and turn the endpoint on or off. */
function QuickActions({ webhook }: { webhook: Webhook }) {
  const { t } = useTranslation();
  const test = useTestWebhook();
  const update = useUpdateWebhook();
  const sendTest = () =>
    test.mutate(webhook.id, {
      onSuccess: (delivery) =>
        delivery.status === 'delivered'
          ? notifySuccess(t('webhooks.test.delivered', { code: delivery.responseStatus }))
          : notifyFailure(t('webhooks.test.failed', { reason: delivery.error ?? '' })),
      onError: () => notifyFailure(t('webhooks.test.failed', { reason: '' })),
    });
  const toggle = () => update.mutate({ id: webhook.id, input: { active: !webhook.active } }, { onError: () => notifyFailure(t('webhooks.toggleFailed')) });
  return (
    <>
      <Button size="xs" leftSection={<IconSend size={14} aria-hidden />} onClick={sendTest} loading={test.isPending}>
        {t('webhooks.test.action')}
      </Button>
      <Button
        size="xs"
        variant="light"
        leftSection={webhook.active ? <IconPlayerPause size={14} aria-hidden /> : <IconPlayerPlay size={14} aria-hidden />}
        onClick={toggle}
        loading={update.isPending}
      >
        {webhook.active ? t('webhooks.disable') : t('webhooks.enable')}
      </Button>
    </>
  );
}

/** One endpoint: its URL, state and events, its actions, and its delivery log. */
export function WebhookCard({ webhook, actions }: { webhook: Webhook; actions: WebhookActions }) {
  const { t } = useTranslation();
  const [logOpen, setLogOpen] = useState(false);
  const logId = `webhook-log-${webhook.id}`;
  return (
    <Card withBorder padding="md" component="article" aria-label={webhook.url} data-testid="webhook-card">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Code style={{ wordBreak: 'break-all' }}>{webhook.url}</Code>
            {webhook.description ? <Text size="sm">{webhook.description}</Text> : null}
          </Stack>
          <StateBadge webhook={webhook} />
        </Group>
        <Group gap={4}>
          {webhook.events.map((event) => (
            <Badge key={event} variant="outline" size="sm" tt="none">
              {t(`webhooks.events.${event}`)}
            </Badge>
          ))}
        </Group>
        {webhook.previousSecretUntil && new Date(webhook.previousSecretUntil) > new Date() ? (
          <Text size="xs" c="dimmed">
            {t('webhooks.secret.overlap', { until: formatDateTime(webhook.previousSecretUntil) })}
          </Text>
        ) : null}
        <Group gap="xs" wrap="wrap">
          <QuickActions webhook={webhook} />
          <Button size="xs" variant="light" leftSection={<IconPencil size={14} aria-hidden />} onClick={() => actions.onEdit(webhook)}>
            {t('webhooks.edit')}
          </Button>
          <Button size="xs" variant="light" leftSection={<IconKey size={14} aria-hidden />} onClick={() => actions.onRotate(webhook)}>
            {t('webhooks.rotate.action')}
          </Button>
          <Button size="xs" variant="light" color="red" leftSection={<IconTrash size={14} aria-hidden />} onClick={() => actions.onDelete(webhook)}>
            {t('webhooks.delete.action')}
          </Button>
          <Button size="xs" variant="subtle" onClick={() => setLogOpen((open) => !open)} aria-expanded={logOpen} aria-controls={logId}>
            {logOpen ? t('webhooks.log.hide') : t('webhooks.log.show')}
          </Button>
        </Group>
        <Box id={logId}>{logOpen ? <DeliveryLog webhookId={webhook.id} /> : null}</Box>
      </Stack>
    </Card>
  );
}
