import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { PasswordStrengthMeter } from '../../../components/password-strength.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useFieldError } from '../../../lib/form-errors.ts';
import { requiredNewPasswordSchema, withConfirmPassword } from '../../../lib/schemas.ts';
import { useApiFormErrors } from '../../../lib/use-api-form-errors.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { AuthPageHeader } from './auth-page-header.tsx';

const resetFormSchema = withConfirmPassword(z.object({ password: requiredNewPasswordSchema }));
type ResetForm = z.input<typeof resetFormSchema>;

/** The reset link from the email: new password and confirmation; invalid-link and success modals. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const code = params.get('code');
  const reset = useResetPassword();
  const [outcome, setOutcome] = useState<'invalid' | 'done' | null>(code ? null : 'invalid');
  const form = useForm<ResetForm>({ resolver: zodResolver(resetFormSchema), mode: 'onTouched', defaultValues: { password: '', confirmPassword: '' } });
  const fieldError = useFieldError(form);
  const onError = useApiFormErrors(form);
  const password = useWatch({ control: form.control, name: 'password' });

  const submit = (values: ResetForm) =>
    reset.mutate(
      { code: code ?? '', password: values.password },
      {
        onSuccess: () => setOutcome('done'),
        onError: (error) => {
          if (isApiError(error) && (error.code === 'INVALID_CODE' || error.fields.code)) setOutcome('invalid');
          else onError(error);
        },
      },
    );

  return (
    <>
      <AuthPageHeader title={t('auth.reset.title')} description={t('auth.reset.subtitle')} />
      <form onSubmit={form.handleSubmit(submit)} noValidate>
        <Stack gap="md">
          <div>
            <PasswordInput
              {...form.register('password', { deps: ['confirmPassword'] })}
              label={t('auth.fields.newPassword')}
              description={t('auth.fields.passwordHint')}
              autoComplete="new-password"
              required
              error={fieldError('password')}
            />
            <PasswordStrengthMeter value={password ?? ''} />
          </div>
          <PasswordInput
            {...form.register('confirmPassword')}
            label={t('auth.fields.confirmPassword')}
            autoComplete="new-password"
            required
            error={fieldError('confirmPassword')}
          />
          <Button type="submit" fullWidth loading={reset.isPending} disabled={!code}>
            {t('auth.reset.submit')}
          </Button>
        </Stack>
      </form>

      <Modal opened={outcome === 'invalid'} onClose={() => setOutcome(null)} title={t('auth.reset.invalidTitle')}>
        <Stack gap="lg">
          <Text>{t('errors.INVALID_CODE')}</Text>
          <Button component={Link} to="/auth/forgot-password">
            {t('auth.reset.requestNewLink')}
          </Button>
        </Stack>
      </Modal>

      <Modal
        opened={outcome === 'done'}
        onClose={() => void navigate('/auth/login', { replace: true })}
        title={t('auth.reset.successTitle')}
      >
        <Stack gap="lg">
          <Text>{t('auth.reset.successText')}</Text>
          <Button component={Link} to="/auth/login" replace>
            {t('auth.reset.toLogin')}
          </Button>
        </Stack>
      </Modal>
    </>
  );
}
