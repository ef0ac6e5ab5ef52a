import { COMPANY_ROLES, INVITATION_ROLES, inviteCollaboratorSchema, type CompanyMember, type CompanyRole } from '@bb/domain';
import { Radio, Stack } from '@mantine/core';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { openErrorModal } from '../../../components/error-modal.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { DialogFrame } from '../../../components/dialog-frame.tsx';
import { PersonInviteForm } from '../../../components/person-invite-form.tsx';
import { EMPTY_PERSON, PERSON_INVITE_CODE_FIELDS, usePersonInvite } from '../../../components/use-person-invite.ts';
import { personName } from '../../../components/user-avatar.tsx';
import { notifySuccess } from '../../../lib/notify.ts';
import { useAppForm } from '../../../lib/use-app-form.ts';
import { useChangeMemberRole } from '../api/change-member-role.ts';
import { useInviteCollaborator } from '../api/invite-collaborator.ts';
import { useSetMemberBlocked } from '../api/set-member-blocked.ts';

/** The roles as radio buttons, each with what it may do (DECISIONS "Company roles and permissions"). */
function RoleChoice({
  roles,
  value,
  onChange,
  error,
  label,
}: {
  roles: readonly CompanyRole[];
  value: CompanyRole | undefined;
  onChange: (role: CompanyRole) => void;
  error?: string;
  label: string;
}) {
  const { t } = useTranslation();
  return (
    <Radio.Group value={value ?? null} onChange={(role) => onChange(role as CompanyRole)} label={label} required error={error}>
      <Stack gap="sm" mt="xs">
        {roles.map((role) => (
          <Radio key={role} value={role} label={t(`companies.roles.${role}`)} description={t(`companies.roleDescriptions.${role}`)} />
        ))}
      </Stack>
    </Radio.Group>
  );
}

/** Invite collaborator: names, username, email and role (an invitation offers INVITATION_ROLES: admin or triager). */
export function InviteCollaboratorModal({ companyId, opened, onClose }: { companyId: string; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const invite = useInviteCollaborator();
  const { form, fieldError, onError } = useAppForm(inviteCollaboratorSchema, {
    defaultValues: { companyId, ...EMPTY_PERSON, role: 'TRIAGER' },
    codeFields: PERSON_INVITE_CODE_FIELDS,
  });
  const { close, submit } = usePersonInvite({ form, mutate: invite.mutate, onError, success: t('companies.team.inviteModal.success'), onClose });
  return (
    <DialogFrame opened={opened} onClose={close} title={t('companies.team.inviteModal.title')} size="lg">
      <PersonInviteForm
        form={form}
        fieldError={fieldError}
        onSubmit={submit}
        onCancel={close}
        loading={invite.isPending}
        text={t('companies.team.inviteModal.text')}
        emailLabel={t('companies.team.columns.email')}
        submitLabel={t('companies.team.inviteModal.submit')}
      >
        <Controller
          control={form.control}
          name="role"
          render={({ field }) => (
            <RoleChoice
              roles={INVITATION_ROLES}
              value={field.value}
              onChange={field.onChange}
              error={fieldError('role')}
              label={t('companies.team.inviteModal.role')}
            />
          )}
        />
      </PersonInviteForm>
    </DialogFrame>
  );
}

/** Change a member's role among all COMPANY_ROLES; OWN_USER and TOO_FEW_ADMINISTRATORS come back in the error modal. */
export function ChangeRoleModal({ companyId, member, onClose }: { companyId: string; member: CompanyMember | null; onClose: () => void }) {
  const { t } = useTranslation();
  const change = useChangeMemberRole();
  const [role, setRole] = useState<CompanyRole | undefined>(undefined);
  const current = role ?? member?.role;
  const close = () => {
    setRole(undefined);
    onClose();
  };
  const submit = () => {
    if (!member || !current) return;
    change.mutate(
      { companyId, userId: member.userId, role: current },
      {
        onSuccess: () => {
          notifySuccess(t('companies.team.roleModal.success'));
          close();
        },
        onError: openErrorModal,
      },
    );
  };
  return (
    <ConfirmDialog
      opened={member !== null}
      onClose={close}
      title={t('companies.team.roleModal.title')}
      text={t('companies.team.roleModal.text', { name: member ? personName(member) : '' })}
      confirmLabel={t('companies.team.roleModal.submit')}
      onConfirm={submit}
      loading={change.isPending}
      disabled={!member || current === member.role}
    >
      <RoleChoice roles={COMPANY_ROLES} value={current} onChange={setRole} label={t('companies.team.columns.role')} />
    </ConfirmDialog>
  );
}

/** Confirms blocking or unblocking a member. */
export function BlockMemberModal({ companyId, member, onClose }: { companyId: string; member: CompanyMember | null; onClose: () => void }) {
  const { t } = useTranslation();
  const setBlocked = useSetMemberBlocked();
  const blocking = member ? !member.isBlocked : true;
  const name = member ? personName(member) : '';
  const confirm = () => {
    if (!member) return;
    setBlocked.mutate(
      { companyId, userId: member.userId, blocked: blocking },
      {
        onSuccess: () => {
          notifySuccess(t(blocking ? 'companies.team.blockModal.blockSuccess' : 'companies.team.blockModal.unblockSuccess'));
          onClose();
        },
        onError: openErrorModal,
      },
    );
  };
  return (
    <ConfirmDialog
      opened={member !== null}
      onClose={onClose}
      title={t(blocking ? 'companies.team.blockModal.blockTitle' : 'companies.team.blockModal.unblockTitle', { name })}
      text={t(blocking ? 'companies.team.blockModal.blockText' : 'companies.team.blockModal.unblockText')}
      confirmLabel={t(blocking ? 'companies.team.block' : 'companies.team.unblock')}
      onConfirm={confirm}
      loading={setBlocked.isPending}
      color={blocking ? 'red.9' : undefined}
    />
  );
}
