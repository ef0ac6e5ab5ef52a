import { ACCOUNT_TIMINGS, emailOnlySchema } from '@bb/domain';
import { Anchor, Button, Stack, Text } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmailField } from '../../../components/form-fields.tsx';
import { useAppForm } from '../../../lib/use-app-form.ts';
import { useForgotPassword } from '../api/forgot-password.ts';
import { AuthPageHeader } from './auth-page-header.tsx';
import { SentToText } from './sent-to-text.tsx';

/** Forgot password: the email, then an "Email sent" confirmation (whether or not the address exists). */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const forgot = useForgotPassword();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { form, fieldError, onError } = useAppForm(emailOnlySchema, { defaultValues: { email: '' } });

  if (sentTo) {
    return (
      <Stack gap="md">
        <AuthPageHeader icon={<IconMailCheck size={30} />} title={t('auth.forgot.sentTitle')} />
        <SentToText i18nKey="auth.forgot.sentText" email={sentTo} />
        <Text ta="center" size="sm" c="dimmed">
          {t('auth.forgot.sentHint', { minutes: ACCOUNT_TIMINGS.resetLinkMinutes })}
        </Text>
        <Button component={Link} to="/auth/login" fullWidth>
          {t('auth.common.backToLogin')}
        </Button>
      </Stack>
    );
  }

  return (
    <>
      <AuthPageHeader title={t('auth.forgot.title')} description={t('auth.forgot.subtitle')} />
      <form onSubmit={form.handleSubmit((values) => forgot.mutate(values.email, { onSuccess: () => setSentTo(values.email), onError }))} noValidate>
        <Stack gap="md">
          <EmailField control={form.control} name="email" label={t('auth.fields.email')} error={fieldError('email')} />
          <Button type="submit" fullWidth loading={forgot.isPending}>
            {t('auth.forgot.submit')}
          </Button>
          <Anchor component={Link} to="/auth/login" ta="center" size="sm">
            {t('auth.common.backToLogin')}
          </Anchor>
        </Stack>
      </form>
    </>
  );
}
