import { inviteStaffSchema, type ManagedUser } from '@bb/domain';
import { useTranslation } from 'react-i18next';
import { openErrorModal } from '../../../components/error-modal.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { DialogFrame } from '../../../components/dialog-frame.tsx';
import { PersonInviteForm } from '../../../components/person-invite-form.tsx';
import { EMPTY_PERSON, PERSON_INVITE_CODE_FIELDS, usePersonInvite } from '../../../components/use-person-invite.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useAppForm } from '../../../lib/use-app-form.ts';
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
    <ConfirmDialog
      opened={user !== null}
      onClose={onClose}
      title={t(blocking ? 'admin.blockModal.blockTitle' : 'admin.blockModal.unblockTitle', { name })}
      text={t(blocking ? 'admin.blockModal.blockText' : 'admin.blockModal.unblockText', { name })}
      confirmLabel={t(blocking ? 'admin.users.block' : 'admin.users.unblock')}
      onConfirm={confirm}
      loading={setBlocked.isPending}
      color={blocking ? 'red.9' : undefined}
    />
  );
}

/** Invite a triager: names, username and email; the account gets a link to choose a password. */
export function InviteTriagerModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const invite = useInviteStaff();
  const { form, fieldError, onError } = useAppForm(inviteStaffSchema, {
    defaultValues: EMPTY_PERSON,
    codeFields: PERSON_INVITE_CODE_FIELDS,
  });
  const { close, submit } = usePersonInvite({ form, mutate: invite.mutate, onError, success: t('admin.inviteModal.success'), onClose });
  return (
    <DialogFrame opened={opened} onClose={close} title={t('admin.inviteModal.title')} size="lg">
      <PersonInviteForm
        form={form}
        fieldError={fieldError}
        onSubmit={submit}
        onCancel={close}
        loading={invite.isPending}
        text={t('admin.inviteModal.text')}
        emailLabel={t('admin.users.columns.email')}
        submitLabel={t('admin.inviteModal.submit')}
      />
    </DialogFrame>
  );
}
