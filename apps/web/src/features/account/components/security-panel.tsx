import { changeEmailSchema, changePasswordSchema, filterEmailInput, type User } from '@bb/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconInfoCircle } from '@tabler/icons-react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { PasswordStrengthMeter } from '../../../components/password-strength.tsx';
import { useFieldError } from '../../../lib/form-errors.ts';
import { requiredNewPasswordSchema } from '../../../lib/schemas.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { useApiFormErrors } from '../../../lib/use-api-form-errors.ts';
import { useClearSession } from '../../auth/api/logout.ts';
import { useChangeEmail } from '../api/change-email.ts';
import { useChangePassword } from '../api/change-password.ts';
import { DeactivateAccountCard } from './deactivate-account-card.tsx';
import { SettingsCard } from './settings-card.tsx';
import { TwoFactorSection } from './two-factor-section.tsx';

type EmailForm = z.input<typeof changeEmailSchema>;

/** The repeat field is checked here and never sent (spec part 1 section 5). */
const passwordFormSchema = changePasswordSchema
  .extend({ newPassword: requiredNewPasswordSchema, repeatNewPassword: z.string({ error: 'validation.required' }).min(1, { error: 'validation.required' }) })
  .superRefine((value, ctx) => {
    if (value.repeatNewPassword !== value.newPassword)
      ctx.addIssue({ code: 'custom', path: ['repeatNewPassword'], message: 'validation.password.mismatch' });
  });
type PasswordForm = z.input<typeof passwordFormSchema>;

function ChangeEmailCard({ user }: { user: User }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const changeEmail = useChangeEmail();
  const clearSession = useClearSession();
  const form = useForm<EmailForm>({ resolver: zodResolver(changeEmailSchema), mode: 'onTouched', defaultValues: { email: '' } });
  const fieldError = useFieldError(form);
  const onError = useApiFormErrors(form);

  const send = (values: EmailForm) =>
    changeEmail.mutate(values.email, {
      onSuccess: () => {
        clearSession();
        notifySuccess(t('account.email.updated'));
        void navigate('/auth/login', { replace: true });
      },
      onError: (error) => {
        if (isApiError(error) && error.code === 'EMAIL_EXISTS') form.setError('email', { type: 'server', message: t('errors.EMAIL_EXISTS') }, { shouldFocus: true });
        else onError(error);
      },
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
          <Controller
            control={form.control}
            name="email"
            render={({ field }) => (
              <TextInput
                {...field}
                onChange={(event) => field.onChange(filterEmailInput(event.currentTarget.value))}
                label={t('account.email.newEmail')}
                type="email"
                inputMode="email"
                autoComplete="email"
                required
                error={fieldError('email')}
              />
            )}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={changeEmail.isPending}>
              {t('account.email.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </SettingsCard>
  );
}

function ChangePasswordCard() {
  const { t } = useTranslation();
  const changePassword = useChangePassword();
  const form = useForm<PasswordForm>({
    resolver: zodResolver(passwordFormSchema),
    mode: 'onTouched',
    defaultValues: { oldPassword: '', newPassword: '', repeatNewPassword: '' },
  });
  const fieldError = useFieldError(form);
  const onError = useApiFormErrors(form);
  const newPassword = useWatch({ control: form.control, name: 'newPassword' });

  const submit = ({ oldPassword, newPassword: password }: PasswordForm) =>
    changePassword.mutate(
      { oldPassword, newPassword: password },
      {
        onSuccess: () => {
          form.reset();
          notifySuccess(t('account.password.updated'));
        },
        onError: (error) => {
          if (isApiError(error) && error.code === 'INVALID_PASSWORD')
            form.setError('oldPassword', { type: 'server', message: t('errors.INVALID_PASSWORD') }, { shouldFocus: true });
          else onError(error);
        },
      },
    );

  return (
    <SettingsCard title={t('account.password.title')} description={t('account.password.description')}>
      <form onSubmit={form.handleSubmit(submit)} noValidate>
        <Stack gap="md">
          <PasswordInput {...form.register('oldPassword')} label={t('account.password.old')} autoComplete="current-password" required error={fieldError('oldPassword')} />
          <div>
            <PasswordInput
              {...form.register('newPassword', { deps: ['repeatNewPassword'] })}
              label={t('account.password.new')}
              description={t('auth.fields.passwordHint')}
              autoComplete="new-password"
              required
              error={fieldError('newPassword')}
            />
            <PasswordStrengthMeter value={newPassword ?? ''} />
          </div>
          <PasswordInput
            {...form.register('repeatNewPassword')}
            label={t('account.password.repeat')}
            autoComplete="new-password"
            required
            error={fieldError('repeatNewPassword')}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={changePassword.isPending}>
              {t('account.password.submit')}
            </Button>
          </Group>
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
