import { moreInfoSchema, sendBackSchema } from '@bb/domain';
import { Stack, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { openErrorModal } from '../../../components/error-modal.tsx';
import { ModalActions } from '../../../components/modal-actions.tsx';
import { useAppForm } from '../../../lib/use-app-form.ts';
import { useRunAction } from './use-run-action.ts';
import { actionModal, type ActionFormProps, type ActionModalProps } from './action-modal.tsx';

export type { ActionModalProps } from './action-modal.tsx';

/** Take in charge (new -> triaged) or mark as resolved (rewarded -> fixed): nothing to fill in, one confirmation. */
export function ConfirmActionModal({ report, opened, onClose, action }: ActionModalProps & { action: 'start' | 'fix' }) {
  const { t } = useTranslation();
  const { run, pending } = useRunAction();
  return (
    <ConfirmDialog
      opened={opened}
      onClose={onClose}
      title={t(`reports.actions.${action}.title`)}
      text={t(`reports.actions.${action}.text`)}
      confirmLabel={t(`reports.actions.${action}.submit`)}
      loading={pending}
      onConfirm={() => run({ id: report.id, action, body: undefined }, { onDone: onClose, onError: openErrorModal })}
    />
  );
}

function MoreInfoForm({ report, onClose }: ActionFormProps) {
  const { t } = useTranslation();
  const { form, fieldError, onError } = useAppForm(moreInfoSchema, { defaultValues: { message: '' } });
  const { run, pending } = useRunAction();
  const submit = form.handleSubmit((body) => run({ id: report.id, action: 'more-info', body }, { onDone: onClose, onError }));
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <Text size="sm">{t('reports.actions.moreInfo.text')}</Text>
        <Textarea {...form.register('message')} label={t('reports.actions.moreInfo.message')} autosize minRows={4} required error={fieldError('message')} />
        <ModalActions onCancel={onClose} loading={pending}>
          {t('reports.actions.moreInfo.submit')}
        </ModalActions>
      </Stack>
    </form>
  );
}

/** Ask the hacker for more information: a message they read in the timeline. */
export const MoreInfoModal = actionModal('reports.actions.moreInfo.title', MoreInfoForm);

function SendBackForm({ report, onClose }: ActionFormProps) {
  const { t } = useTranslation();
  const { form, fieldError, onError } = useAppForm(sendBackSchema, { defaultValues: { reason: '' } });
  const { run, pending } = useRunAction();
  const submit = form.handleSubmit((body) => run({ id: report.id, action: 'send-back', body }, { onDone: onClose, onError }));
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <Text size="sm">{t('reports.actions.sendBack.text')}</Text>
        <Textarea {...form.register('reason')} label={t('reports.actions.sendBack.reason')} autosize minRows={3} required error={fieldError('reason')} />
        <ModalActions onCancel={onClose} loading={pending}>
          {t('reports.actions.sendBack.submit')}
        </ModalActions>
      </Stack>
    </form>
  );
}

/** Send back to triage (for approval -> triaged), with the reason. */
export const SendBackModal = actionModal('reports.actions.sendBack.title', SendBackForm);
