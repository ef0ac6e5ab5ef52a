import { inviteStaffSchema, type ManagedUser } from '@bb/domain';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { openErrorModal } from '../../../components/error-modal.tsx';
import { EmailField, NameFields, UsernameField } from '../../../components/form-fields.tsx';
import { notifySuccess } from '../../../lib/notify.ts';
import { useAppForm } from '../../../lib/use-app-form.ts';
import { DialogFrame } from '../../companies/components/dialog-frame.tsx';
import { useInviteStaff } from '../api/invite-staff.ts';
import { useSetUserBlocked } from '../api/set-user-blocked.ts';

export type BlockTarget = Pick<ManagedUser, 'id' | 'username' | 'isBlocked'>;

/** Confirms blocking or unblocking a hacker or a triager. */
export function BlockUserModal({ user, onClose }: { user: BlockTarget | null; onClose: () => void }) {
  const { t } = useTranslation();
  const setBlocked = useSetUserBlocked();
  const blocking = user ? !user.isBlocked : true;
  const name = user?.username ?? '';
  const confirm = () => {
    if (!user) return;
    setBlocked.mutate(
      { id: user.id, blocked: blocking },
      {
        onSuccess: () => {
          notifySuccess(t(blocking ? 'admin.blockModal.blockSuccess' : 'admin.blockModal.unblockSuccess', { name }));
          onClose();
        },
        onError: openErrorModal,
      },
    );
  };
  return (
    <DialogFrame opened={user !== null} onClose={onClose} title={t(blocking ? 'admin.blockModal.blockTitle' : 'admin.blockModal.unblockTitle', { name })}>
      <Stack gap="md">
        <Text size="sm">{t(blocking ? 'admin.blockModal.blockText' : 'admin.blockModal.unblockText', { name })}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.actions.cancel')}
          </Button>
          <Button color={blocking ? 'red.9' : undefined} onClick={confirm} loading={setBlocked.isPending}>
            {t(blocking ? 'admin.users.block' : 'admin.users.unblock')}
          </Button>
        </Group>
      </Stack>
    </DialogFrame>
  );
}

/** Invite a triager: names, username and email; the account gets a link to choose a password. */
export function InviteTriagerModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const invite = useInviteStaff();
  const { form, fieldError, onError } = useAppForm(inviteStaffSchema, {
    defaultValues: { firstName: '', lastName: '', username: '', email: '' },
    codeFields: { EMAIL_EXISTS: 'email', USERNAME_EXISTS: 'username', FORBIDDEN_USERNAME: 'username' },
  });
  const close = () => {
    form.reset();
    onClose();
  };
  const submit = form.handleSubmit((values) =>
    invite.mutate(values, {
      onSuccess: () => {
        notifySuccess(t('admin.inviteModal.success'));
        close();
      },
      onError,
    }),
  );
  return (
    <DialogFrame opened={opened} onClose={close} title={t('admin.inviteModal.title')} size="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('admin.inviteModal.text')}
          </Text>
          <NameFields form={form} fieldError={fieldError} from="xs" />
          <UsernameField control={form.control} name="username" error={fieldError('username')} />
          <EmailField control={form.control} name="email" label={t('admin.users.columns.email')} error={fieldError('email')} />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('common.actions.cancel')}
            </Button>
            <Button type="submit" loading={invite.isPending}>
              {t('admin.inviteModal.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </DialogFrame>
  );
}
