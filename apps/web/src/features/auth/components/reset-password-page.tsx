import { newPasswordSchema, withPasswordConfirmation } from '@bb/domain';
import { Button, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { NewPasswordFields } from '../../../components/new-password-fields.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useAppForm } from '../../../lib/use-app-form.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { useAcceptInvitation } from '../api/accept-invitation.ts';
import { AuthPageHeader } from './auth-page-header.tsx';

const resetFormSchema = withPasswordConfirmation(z.object({ password: newPasswordSchema }));
type ResetForm = z.input<typeof resetFormSchema>;

/**
 * Both emailed set-a-password links: a password reset (`reset`) and an invitation to join (`invitation`).
 * New password and confirmation; invalid-link and success modals.
 */
const VARIANTS = {
  reset: { texts: 'auth.reset', invalidText: 'errors.INVALID_CODE', useSubmit: useResetPassword, newLinkPath: '/auth/forgot-password' },
  invitation: { texts: 'auth.invitation', invalidText: 'auth.invitation.invalidText', useSubmit: useAcceptInvitation, newLinkPath: '/auth/login' },
} as const;

export function ResetPasswordPage() {
  return <SetPasswordPage variant="reset" />;
}

export function AcceptInvitationPage() {
  return <SetPasswordPage variant="invitation" />;
}

function SetPasswordPage({ variant }: { variant: keyof typeof VARIANTS }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const code = params.get('code');
  const { texts, invalidText, useSubmit, newLinkPath } = VARIANTS[variant];
  const reset = useSubmit();
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
      <AuthPageHeader title={t(`${texts}.title`)} description={t(`${texts}.subtitle`)} />
      <form onSubmit={form.handleSubmit(submit)} noValidate>
        <Stack gap="md">
          <NewPasswordFields form={form} fieldError={fieldError} label={t('auth.fields.newPassword')} confirmLabel={t('auth.fields.confirmPassword')} />
          <Button type="submit" fullWidth loading={reset.isPending} disabled={!code}>
            {t(`${texts}.submit`)}
          </Button>
        </Stack>
      </form>

      <Modal opened={outcome === 'invalid'} onClose={() => setOutcome(null)} title={t(`${texts}.invalidTitle`)}>
        <Stack gap="lg">
          <Text>{t(invalidText)}</Text>
          <Button component={Link} to={newLinkPath}>
            {t(`${texts}.requestNewLink`)}
          </Button>
        </Stack>
      </Modal>

      <Modal opened={outcome === 'done'} onClose={() => void navigate('/auth/login', { replace: true })} title={t(`${texts}.successTitle`)}>
        <Stack gap="lg">
          <Text>{t(`${texts}.successText`)}</Text>
          <Button component={Link} to="/auth/login" replace>
            {t(`${texts}.toLogin`)}
          </Button>
        </Stack>
      </Modal>
    </>
  );
}
