import { COMPANY_ROLES, inviteCollaboratorSchema, type CompanyMember, type CompanyRole } from '@bb/domain';
import { Button, Group, Radio, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { openErrorModal } from '../../../components/error-modal.tsx';
import { EmailField, NameFields, UsernameField } from '../../../components/form-fields.tsx';
import { notifySuccess } from '../../../lib/notify.ts';
import { useAppForm } from '../../../lib/use-app-form.ts';
import { DialogFrame } from './dialog-frame.tsx';
import { useChangeMemberRole } from '../api/change-member-role.ts';
import { useInviteCollaborator } from '../api/invite-collaborator.ts';
import { useSetMemberBlocked } from '../api/set-member-blocked.ts';

export function memberName(member: Pick<CompanyMember, 'firstName' | 'lastName' | 'username'>): string {
  return [member.firstName, member.lastName].filter(Boolean).join(' ').trim() || `@${member.username}`;
}

function RoleChoice({
  value,
  onChange,
  error,
  label,
}: {
  value: CompanyRole | undefined;
  onChange: (role: CompanyRole) => void;
  error?: string;
  label: string;
}) {
  const { t } = useTranslation();
  return (
    <Radio.Group value={value ?? null} onChange={(role) => onChange(role as CompanyRole)} label={label} required error={error}>
      <Group gap="lg" mt="xs">
        {COMPANY_ROLES.map((role) => (
          <Radio key={role} value={role} label={t(`companies.roles.${role}`)} />
        ))}
      </Group>
    </Radio.Group>
  );
}

/** Invite collaborator: names, username, email and role (admin or triager). */
export function InviteCollaboratorModal({ companyId, opened, onClose }: { companyId: string; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const invite = useInviteCollaborator();
  const { form, fieldError, onError } = useAppForm(inviteCollaboratorSchema, {
    defaultValues: { companyId, firstName: '', lastName: '', username: '', email: '', role: 'TRIAGER' },
    codeFields: { EMAIL_EXISTS: 'email', USERNAME_EXISTS: 'username', FORBIDDEN_USERNAME: 'username' },
  });
  const close = () => {
    form.reset();
    onClose();
  };
  const submit = form.handleSubmit((values) =>
    invite.mutate(values, {
      onSuccess: () => {
        notifySuccess(t('companies.team.inviteModal.success'));
        close();
      },
      onError,
    }),
  );
  return (
    <DialogFrame opened={opened} onClose={close} title={t('companies.team.inviteModal.title')} size="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('companies.team.inviteModal.text')}
          </Text>
          <NameFields form={form} fieldError={fieldError} from="xs" />
          <UsernameField control={form.control} name="username" error={fieldError('username')} />
          <EmailField control={form.control} name="email" label={t('companies.team.columns.email')} error={fieldError('email')} />
          <Controller
            control={form.control}
            name="role"
            render={({ field }) => (
              <RoleChoice value={field.value} onChange={field.onChange} error={fieldError('role')} label={t('companies.team.inviteModal.role')} />
            )}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('common.actions.cancel')}
            </Button>
            <Button type="submit" loading={invite.isPending}>
              {t('companies.team.inviteModal.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </DialogFrame>
  );
}

/** Change a member's role; OWN_USER and TOO_FEW_ADMINISTRATORS come back in the error modal. */
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
    <DialogFrame opened={member !== null} onClose={close} title={t('companies.team.roleModal.title')}>
      <Stack gap="md">
        <Text size="sm">{t('companies.team.roleModal.text', { name: member ? memberName(member) : '' })}</Text>
        <RoleChoice value={current} onChange={setRole} label={t('companies.team.columns.role')} />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('common.actions.cancel')}
          </Button>
          <Button onClick={submit} loading={change.isPending} disabled={!member || current === member.role}>
            {t('companies.team.roleModal.submit')}
          </Button>
        </Group>
      </Stack>
    </DialogFrame>
  );
}

/** Confirms blocking or unblocking a member. */
export function BlockMemberModal({ companyId, member, onClose }: { companyId: string; member: CompanyMember | null; onClose: () => void }) {
  const { t } = useTranslation();
  const setBlocked = useSetMemberBlocked();
  const blocking = member ? !member.isBlocked : true;
  const name = member ? memberName(member) : '';
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
    <DialogFrame
      opened={member !== null}
      onClose={onClose}
      title={t(blocking ? 'companies.team.blockModal.blockTitle' : 'companies.team.blockModal.unblockTitle', { name })}
    >
      <Stack gap="md">
        <Text size="sm">{t(blocking ? 'companies.team.blockModal.blockText' : 'companies.team.blockModal.unblockText')}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.actions.cancel')}
          </Button>
          <Button color={blocking ? 'red.9' : undefined} onClick={confirm} loading={setBlocked.isPending}>
            {t(blocking ? 'companies.team.block' : 'companies.team.unblock')}
          </Button>
        </Group>
      </Stack>
    </DialogFrame>
  );
}
