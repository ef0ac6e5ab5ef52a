import { changeEmailSchema, changePasswordSchema, withPasswordConfirmation, type User } from '@bb/domain';
import { Alert, PasswordInput, Stack, Text } from '@mantine/core';
import { modals } from '../../../lib/modals.ts';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { EmailField, SubmitRow } from '../../../components/form-fields.tsx';
import { NewPasswordFields } from '../../../components/new-password-fields.tsx';
import { notifySuccess } from '../../../lib/notify.ts';
import { useAppForm } from '../../../lib/use-app-form.ts';
import { useClearSession } from '../../../lib/session.ts';
import { useChangeEmail } from '../api/change-email.ts';
import { useChangePassword } from '../api/change-password.ts';
import { DeactivateAccountCard } from './deactivate-account-card.tsx';
import { SettingsCard } from '../../../components/settings-card.tsx';
import { TwoFactorSection } from './two-factor-section.tsx';

type EmailForm = z.input<typeof changeEmailSchema>;

/** The API's fields under the names every new-password form uses; the repeat is checked here and never sent. */
const passwordFormSchema = withPasswordConfirmation(
  z.object({ oldPassword: changePasswordSchema.shape.oldPassword, password: changePasswordSchema.shape.newPassword }),
);
type PasswordForm = z.input<typeof passwordFormSchema>;

function ChangeEmailCard({ user }: { user: User }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const changeEmail = useChangeEmail();
  const clearSession = useClearSession();
  const { form, fieldError, onError } = useAppForm(changeEmailSchema, { defaultValues: { email: '' }, codeFields: { EMAIL_EXISTS: 'email' } });

  const send = (values: EmailForm) =>
    changeEmail.mutate(values.email, {
      onSuccess: () => {
        clearSession();
        notifySuccess(t('account.email.updated'));
        void navigate('/auth/login', { replace: true });
      },
      onError,
    });

  const confirm = (values: EmailForm) =>
    modals.openConfirmModal({
      title: t('account.email.confirmTitle'),
      children: <Text>{t('account.email.confirmText', { email: values.email })}</Text>,
      labels: { confirm: t('account.email.confirm'), cancel: t('common.actions.cancel') },
      onConfirm: () => send(values),
    });

  return (
    <SettingsCard title={t('account.email.title')} description={t('account.email.current', { email: user.email })}>
      <form onSubmit={form.handleSubmit(confirm)} noValidate>
        <Stack gap="md">
          <Alert variant="light" color="yellow" icon={<IconInfoCircle aria-hidden />}>
            {t('account.email.warning')}
          </Alert>
          <EmailField control={form.control} name="email" label={t('account.email.newEmail')} error={fieldError('email')} />
          <SubmitRow loading={changeEmail.isPending}>{t('account.email.submit')}</SubmitRow>
        </Stack>
      </form>
    </SettingsCard>
  );
}

function ChangePasswordCard() {
  const { t } = useTranslation();
  const changePassword = useChangePassword();
  const { form, fieldError, onError } = useAppForm(passwordFormSchema, {
    defaultValues: { oldPassword: '', password: '', confirmPassword: '' },
    fieldMap: { newPassword: 'password' },
    codeFields: { INVALID_PASSWORD: 'oldPassword' },
  });

  const submit = ({ oldPassword, password }: PasswordForm) =>
    changePassword.mutate(
      { oldPassword, newPassword: password },
      {
        onSuccess: () => {
          form.reset();
          notifySuccess(t('account.password.updated'));
        },
        onError,
      },
    );

  return (
    <SettingsCard title={t('account.password.title')} description={t('account.password.description')}>
      <form onSubmit={form.handleSubmit(submit)} noValidate>
        <Stack gap="md">
          <PasswordInput
            {...form.register('oldPassword')}
            label={t('account.password.old')}
            autoComplete="current-password"
            required
            error={fieldError('oldPassword')}
          />
          <NewPasswordFields form={form} fieldError={fieldError} label={t('account.password.new')} confirmLabel={t('account.password.repeat')} />
          <SubmitRow loading={changePassword.isPending}>{t('account.password.submit')}</SubmitRow>
        </Stack>
      </form>
    </SettingsCard>
  );
}

export function SecurityPanel({ user }: { user: User }) {
  return (
    <Stack gap="lg">
      <ChangeEmailCard user={user} />
      <ChangePasswordCard />
      <TwoFactorSection user={user} />
      <DeactivateAccountCard />
    </Stack>
  );
}
