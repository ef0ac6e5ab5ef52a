import { TRACKER_DEFAULT_BASE_URLS, TRACKER_KINDS, trackerConnectSchema, type TrackerConnectInput, type TrackerKind } from '@bb/domain';
import { NativeSelect, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DialogFrame } from '../../../../components/dialog-frame.tsx';
import { ModalActions } from '../../../../components/modal-actions.tsx';
import { notifySuccess } from '../../../../lib/notify.ts';
import { useAppForm } from '../../../../lib/use-app-form.ts';
import { useConnectTracker } from '../api/tracker.ts';

type SettingsInput = TrackerConnectInput['settings'];

/** A new form's settings per kind: GitHub's and GitLab's public addresses filled in, the rest for the user. */
const EMPTY_SETTINGS: Record<TrackerKind, SettingsInput> = {
  github: { kind: 'github', repository: '', apiBaseUrl: TRACKER_DEFAULT_BASE_URLS.github },
  gitlab: { kind: 'gitlab', baseUrl: TRACKER_DEFAULT_BASE_URLS.gitlab, project: '' },
  jira: { kind: 'jira', siteUrl: '', email: '', projectKey: '', issueType: 'Bug' },
};

/** The settings fields of each kind, in the order the form shows them. */
const FIELDS: Record<TrackerKind, readonly string[]> = {
  github: ['repository', 'apiBaseUrl'],
  gitlab: ['baseUrl', 'project'],
  jira: ['siteUrl', 'email', 'projectKey', 'issueType'],
};

function TrackerForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const connect = useConnectTracker();
  const { form, fieldError, onError } = useAppForm(trackerConnectSchema, {
    defaultValues: { settings: EMPTY_SETTINGS.github, token: '' },
    codeFields: { TRACKER_CREDENTIALS_REFUSED: 'token', TRACKER_URL_NOT_ALLOWED: 'token' },
  });
  const kind = form.watch('settings.kind');
  const changeKind = (next: TrackerKind) => form.reset({ settings: EMPTY_SETTINGS[next], token: form.getValues('token') });
  const submit = (values: TrackerConnectInput) =>
    connect.mutate(values, {
      onSuccess: () => {
        notifySuccess(t('tracker.form.connected'));
        onDone();
      },
      onError,
    });

  return (
    <form onSubmit={form.handleSubmit(submit)} noValidate>
      <Stack gap="md">
        <NativeSelect
          label={t('tracker.form.kind')}
          data={TRACKER_KINDS.map((value) => ({ value, label: t(`tracker.kinds.${value}`) }))}
          value={kind}
          onChange={(event) => changeKind(event.currentTarget.value as TrackerKind)}
        />
        {FIELDS[kind].map((field) => {
          const name = `settings.${field}` as 'settings.kind';
          return (
            <TextInput
              key={`${kind}-${field}`}
              label={t(`tracker.form.${kind}.${field}`)}
              description={t(`tracker.form.${kind}.${field}Hint`)}
              {...form.register(name)}
              error={fieldError(name)}
              required
            />
          );
        })}
        <PasswordInput
          label={t(`tracker.form.${kind}.token`)}
          description={t(`tracker.form.${kind}.tokenHint`)}
          {...form.register('token')}
          error={fieldError('token')}
          required
        />
        <ModalActions onCancel={onDone} loading={connect.isPending}>
          {t('tracker.form.submit')}
        </ModalActions>
      </Stack>
    </form>
  );
}

/** Connecting a tracker, or replacing the connection: the service checks the credentials before they are saved. */
export function TrackerFormDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <DialogFrame opened={opened} onClose={onClose} title={t('tracker.form.title')} size="lg">
      {opened ? <TrackerForm onDone={onClose} /> : null}
    </DialogFrame>
  );
}
