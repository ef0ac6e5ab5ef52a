import type { Webhook } from '@bb/domain';
import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../../components/confirm-dialog.tsx';
import { DialogFrame } from '../../../../components/dialog-frame.tsx';
import { PageHeader } from '../../../../components/page-header.tsx';
import { PageLoader } from '../../../../components/page-loader.tsx';
import { useCurrentUser } from '../../../../lib/current-user.tsx';
import { useCan } from '../../../../lib/can.ts';
import { notifyFailure, notifySuccess } from '../../../../lib/notify.ts';
import { TrackerCard } from '../../tracker/components/tracker-card.tsx';
import { useDeleteWebhook, useRotateWebhookSecret, useWebhooks } from '../api/webhooks.ts';
import { WebhookCard } from './webhook-card.tsx';
import { WebhookFormDialog } from './webhook-form-dialog.tsx';
import { WebhookSecret } from './webhook-secret.tsx';

type Editing = { webhook: Webhook | null } | null;

/** Rotating a secret: confirm, then the new secret once. */
function RotateDialog({ webhook, onClose }: { webhook: Webhook | null; onClose: () => void }) {
  const { t } = useTranslation();
  const rotate = useRotateWebhookSecret();
  const [secret, setSecret] = useState<string | null>(null);
  const close = () => {
    setSecret(null);
    onClose();
  };
  if (secret)
    return (
      <DialogFrame opened onClose={close} title={t('webhooks.secret.heading')} size="lg">
        <WebhookSecret secret={secret} rotated />
      </DialogFrame>
    );
  return (
    <ConfirmDialog
      opened={webhook !== null}
      onClose={close}
      title={t('webhooks.rotate.title')}
      text={t('webhooks.rotate.text')}
      confirmLabel={t('webhooks.rotate.action')}
      onConfirm={() =>
        webhook && rotate.mutate(webhook.id, { onSuccess: (rotated) => setSecret(rotated.secret), onError: () => notifyFailure(t('webhooks.rotate.failed')) })
      }
      loading={rotate.isPending}
    />
  );
}

function DeleteDialog({ webhook, onClose }: { webhook: Webhook | null; onClose: () => void }) {
  const { t } = useTranslation();
  const remove = useDeleteWebhook();
  const confirm = () =>
    webhook &&
    remove.mutate(webhook.id, {
      onSuccess: () => {
        notifySuccess(t('webhooks.delete.done'));
        onClose();
      },
      onError: () => notifyFailure(t('webhooks.delete.failed')),
    });
  return (
    <ConfirmDialog
      opened={webhook !== null}
      onClose={onClose}
      title={t('webhooks.delete.title')}
      text={t('webhooks.delete.text', { url: webhook?.url ?? '' })}
      confirmLabel={t('webhooks.delete.action')}
      color="red"
      onConfirm={confirm}
      loading={remove.isPending}
    />
  );
}

function WebhookList({
  onEdit,
  onRotate,
  onDelete,
}: {
  onEdit: (webhook: Webhook) => void;
  onRotate: (webhook: Webhook) => void;
  onDelete: (webhook: Webhook) => void;
}) {
  const { t } = useTranslation();
  const webhooks = useWebhooks();
  if (webhooks.isPending) return <PageLoader minHeight={160} />;
  if (webhooks.isError) return <Text c="red.8">{t('webhooks.loadFailed')}</Text>;
  if (webhooks.data.results.length === 0) return <Text c="dimmed">{t('webhooks.empty')}</Text>;
  return (
    <Stack gap="md">
      {webhooks.data.results.map((webhook) => (
        <WebhookCard key={webhook.id} webhook={webhook} actions={{ onEdit, onRotate, onDelete }} />
      ))}
    </Stack>
  );
}

/**
 * Integrations: the company's outbound webhooks (a super admin's are platform-wide), each with its test, secret
 * rotation, on and off, and delivery log. docs/webhooks.md, linked here through the API reference, tells how to verify.
 */
export function WebhooksPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const can = useCan();
  const platform = user.userType === 'superadmin';
  const [editing, setEditing] = useState<Editing>(null);
  const [rotating, setRotating] = useState<Webhook | null>(null);
  const [deleting, setDeleting] = useState<Webhook | null>(null);

  if (!can('webhooks.manage'))
    return (
      <>
        <PageHeader title={t('webhooks.page.title')} />
        <Text>{t('webhooks.page.adminsOnly')}</Text>
      </>
    );
  return (
    <>
      <Group justify="space-between" align="flex-start" gap="sm">
        <PageHeader title={t('webhooks.page.title')} description={platform ? t('webhooks.page.platformDescription') : t('webhooks.page.description')} />
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing({ webhook: null })}>
          {t('webhooks.create')}
        </Button>
      </Group>
      <Text size="sm" mb="md">
        {t('webhooks.page.docs')}{' '}
        <Anchor href="/api/docs" target="_blank" rel="noopener">
          {t('webhooks.page.docsLink')}
        </Anchor>
      </Text>
      <WebhookList onEdit={(webhook) => setEditing({ webhook })} onRotate={setRotating} onDelete={setDeleting} />
      <TrackerCard />
      <WebhookFormDialog opened={editing !== null} webhook={editing?.webhook ?? null} platform={platform} onClose={() => setEditing(null)} />
      <RotateDialog webhook={rotating} onClose={() => setRotating(null)} />
      <DeleteDialog webhook={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
