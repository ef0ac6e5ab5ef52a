import { PLATFORM_ONLY_WEBHOOK_EVENTS, WEBHOOK_EVENTS, webhookCreateSchema, type Webhook, type WebhookCreateInput } from '@bb/domain';
import { Checkbox, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DialogFrame } from '../../../../components/dialog-frame.tsx';
import { ModalActions } from '../../../../components/modal-actions.tsx';
import { notifySuccess } from '../../../../lib/notify.ts';
import { useIdempotencyKey } from '../../../../lib/idempotency.ts';
import { useAppForm } from '../../../../lib/use-app-form.ts';
import { useCreateWebhook, useUpdateWebhook } from '../api/webhooks.ts';
import { WebhookSecret } from './webhook-secret.tsx';

interface FormProps {
  /** The endpoint being edited; null to create one. */
  webhook: Webhook | null;
  /** Platform-wide endpoints (super admins) also offer the events only the platform may hear of. */
  platform: boolean;
  onSaved: (secret: string | null) => void;
  onCancel: () => void;
}

function WebhookFormBody({ webhook, platform, onSaved, onCancel }: FormProps) {
  const { t } = useTranslation();
  const create = useCreateWebhook();
  const update = useUpdateWebhook();
  const { key, renewAfterRefusal } = useIdempotencyKey();
  const { form, fieldError, onError } = useAppForm(webhookCreateSchema, {
    defaultValues: { url: webhook?.url ?? '', events: webhook?.events ?? [], description: webhook?.description ?? '' },
    codeFields: { WEBHOOK_URL_NOT_ALLOWED: 'url', WEBHOOK_EVENT_NOT_ALLOWED: 'events' },
  });
  const offered = WEBHOOK_EVENTS.filter((event) => platform || !PLATFORM_ONLY_WEBHOOK_EVENTS.includes(event));
  const refused = (failure: unknown) => {
    renewAfterRefusal(failure);
    onError(failure);
  };
  const submit = (values: WebhookCreateInput) =>
    webhook
      ? update.mutate({ id: webhook.id, input: values }, { onSuccess: () => onSaved(null), onError })
      : create.mutate({ input: values, key }, { onSuccess: ({ secret }) => onSaved(secret), onError: refused });

  return (
    <form onSubmit={form.handleSubmit(submit)} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('webhooks.form.url')}
          description={t('webhooks.form.urlHint')}
          placeholder="https://example.com/webhooks"
          type="url"
          {...form.register('url')}
          error={fieldError('url')}
          required
        />
        <TextInput label={t('webhooks.form.description')} {...form.register('description')} error={fieldError('description')} />
        <Controller
          control={form.control}
          name="events"
          render={({ field }) => (
            <Checkbox.Group label={t('webhooks.form.events')} value={field.value} onChange={field.onChange} error={fieldError('events')} withAsterisk>
              <SimpleGrid cols={{ base: 1, sm: 2 }} mt="xs" spacing="xs">
                {offered.map((event) => (
                  <Checkbox key={event} value={event} label={t(`webhooks.events.${event}`)} />
                ))}
              </SimpleGrid>
            </Checkbox.Group>
          )}
        />
        <ModalActions onCancel={onCancel} loading={create.isPending || update.isPending}>
          {webhook ? t('webhooks.form.save') : t('webhooks.form.create')}
        </ModalActions>
      </Stack>
    </form>
  );
}

/** Creating an endpoint (then its secret, once) or editing one. */
export function WebhookFormDialog({
  opened,
  webhook,
  platform,
  onClose,
}: {
  opened: boolean;
  webhook: Webhook | null;
  platform: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [secret, setSecret] = useState<string | null>(null);
  const close = () => {
    setSecret(null);
    onClose();
  };
  const saved = (created: string | null) => {
    if (created) setSecret(created);
    else {
      notifySuccess(t('webhooks.form.saved'));
      close();
    }
  };
  const title = secret ? t('webhooks.secret.heading') : webhook ? t('webhooks.form.editTitle') : t('webhooks.form.createTitle');
  return (
    <DialogFrame opened={opened} onClose={close} title={title} size="lg">
      {secret ? (
        <WebhookSecret secret={secret} rotated={false} />
      ) : (
        <WebhookFormBody key={webhook?.id ?? 'new'} webhook={webhook} platform={platform} onSaved={saved} onCancel={close} />
      )}
    </DialogFrame>
  );
}
