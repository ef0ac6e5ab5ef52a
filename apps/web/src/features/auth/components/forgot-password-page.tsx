import { ACCOUNT_TIMINGS, emailOnlySchema, filterEmailInput } from '@bb/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFieldError } from '../../../lib/form-errors.ts';
import { useApiFormErrors } from '../../../lib/use-api-form-errors.ts';
import { useForgotPassword } from '../api/forgot-password.ts';
import { AuthPageHeader } from './auth-page-header.tsx';

interface ForgotForm {
  email: string;
}

/** Forgot password: the email, then an "Email sent" confirmation (whether or not the address exists). */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const forgot = useForgotPassword();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<ForgotForm>({ resolver: zodResolver(emailOnlySchema), mode: 'onTouched', defaultValues: { email: '' } });
  const fieldError = useFieldError(form);
  const onError = useApiFormErrors(form);

  if (sentTo) {
    return (
      <Stack gap="md">
        <AuthPageHeader icon={<IconMailCheck size={30} />} title={t('auth.forgot.sentTitle')} />
        <Text ta="center">
          <Trans i18nKey="auth.forgot.sentText" values={{ email: sentTo }} components={{ strong: <strong /> }} />
        </Text>
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
          <Controller
            control={form.control}
            name="email"
            render={({ field }) => (
              <TextInput
                {...field}
                onChange={(event) => field.onChange(filterEmailInput(event.currentTarget.value))}
                label={t('auth.fields.email')}
                type="email"
                inputMode="email"
                autoComplete="email"
                required
                error={fieldError('email')}
              />
            )}
          />
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
