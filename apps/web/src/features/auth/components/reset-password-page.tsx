import { newPasswordSchema, withPasswordConfirmation } from '@bb/domain';
import { Button, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { NewPasswordFields } from '../../../components/form-fields.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useAppForm } from '../../../lib/use-app-form.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { AuthPageHeader } from './auth-page-header.tsx';

const resetFormSchema = withPasswordConfirmation(z.object({ password: newPasswordSchema }));
type ResetForm = z.input<typeof resetFormSchema>;

/** The reset link from the email: new password and confirmation; invalid-link and success modals. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const code = params.get('code');
  const reset = useResetPassword();
  const [outcome, setOutcome] = useState<'invalid' | 'done' | null>(code ? null : 'invalid');
  const { form, fieldError, onError } = useAppForm(resetFormSchema, { defaultValues: { password: '', confirmPassword: '' } });

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
          <NewPasswordFields form={form} fieldError={fieldError} label={t('auth.fields.newPassword')} confirmLabel={t('auth.fields.confirmPassword')} />
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
