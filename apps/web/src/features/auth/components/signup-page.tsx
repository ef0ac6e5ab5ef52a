import { filterEmailInput, filterUsernameInput, type SignupInput } from '@bb/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, PasswordInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { Controller, useForm, useWatch, type FieldPath, type UseFormReturn } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { PasswordStrengthMeter } from '../../../components/password-strength.tsx';
import { openErrorModal } from '../../../components/error-modal.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useFieldError } from '../../../lib/form-errors.ts';
import { getLanguage } from '../../../lib/language.ts';
import { applyApiFieldErrors } from '../../../lib/use-api-form-errors.ts';
import { useSignup } from '../api/signup.ts';
import { AuthPageHeader } from './auth-page-header.tsx';
import {
  companySignupFormSchema,
  hackerSignupFormSchema,
  isSignupConsents,
  type CompanySignupForm,
  type HackerSignupForm,
} from './signup-schemas.ts';

type AnySignupForm = HackerSignupForm & Partial<Pick<CompanySignupForm, 'firstName' | 'lastName'>>;

/** Errors that belong to one field rather than to the whole form. */
const FIELD_CODES: Record<string, FieldPath<AnySignupForm>> = {
  EMAIL_EXISTS: 'email',
  USERNAME_EXISTS: 'username',
  FORBIDDEN_USERNAME: 'username',
};

function SignupForm({ userType, referralCode }: { userType: 'hacker' | 'company'; referralCode: string | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signup = useSignup();
  const isCompany = userType === 'company';
  const form = useForm<AnySignupForm>({
    resolver: zodResolver(isCompany ? companySignupFormSchema : hackerSignupFormSchema),
    mode: 'onTouched',
    defaultValues: isCompany
      ? { firstName: '', lastName: '', email: '', username: '', password: '', confirmPassword: '' }
      : { email: '', username: '', password: '', confirmPassword: '' },
  }) as UseFormReturn<AnySignupForm>;
  const fieldError = useFieldError(form);
  const password = useWatch({ control: form.control, name: 'password' });

  const submit = (values: AnySignupForm) => {
    const body: SignupInput = {
      userType,
      email: values.email,
      username: values.username,
      password: values.password,
      ...(isCompany ? { firstName: values.firstName, lastName: values.lastName } : {}),
      termsAccepted: true,
      privacyAccepted: true,
      language: getLanguage(),
      ...(referralCode ? { referralCode } : {}),
    };
    signup.mutate(body, {
      onSuccess: () => void navigate(`/auth/verify-email?email=${encodeURIComponent(values.email)}`),
      onError: (error) => {
        const field = isApiError(error) ? FIELD_CODES[error.code] : undefined;
        if (field && isApiError(error)) form.setError(field, { type: 'server', message: t(`errors.${error.code}`) }, { shouldFocus: true });
        else if (!applyApiFieldErrors(form, error)) openErrorModal(error);
      },
    });
  };

  return (
    <form onSubmit={form.handleSubmit(submit)} noValidate>
      <Stack gap="md">
        {isCompany ? (
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <TextInput {...form.register('firstName')} label={t('auth.fields.firstName')} autoComplete="given-name" required error={fieldError('firstName')} />
            <TextInput {...form.register('lastName')} label={t('auth.fields.lastName')} autoComplete="family-name" required error={fieldError('lastName')} />
          </SimpleGrid>
        ) : null}
        <Controller
          control={form.control}
          name="email"
          render={({ field }) => (
            <TextInput
              {...field}
              onChange={(event) => field.onChange(filterEmailInput(event.currentTarget.value))}
              label={t(isCompany ? 'auth.fields.companyEmail' : 'auth.fields.email')}
              type="email"
              inputMode="email"
              autoComplete="email"
              required
              error={fieldError('email')}
            />
          )}
        />
        <Controller
          control={form.control}
          name="username"
          render={({ field }) => (
            <TextInput
              {...field}
              onChange={(event) => field.onChange(filterUsernameInput(event.currentTarget.value))}
              label={t('auth.fields.username')}
              description={t('auth.fields.usernameHint')}
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              required
              error={fieldError('username')}
            />
          )}
        />
        <div>
          <PasswordInput
            {...form.register('password', { deps: ['confirmPassword'] })}
            label={t('auth.fields.password')}
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
        <Button type="submit" fullWidth loading={signup.isPending} mt="xs">
          {t('auth.signup.submit')}
        </Button>
        <Text size="sm" ta="center" c="dimmed">
          <Trans i18nKey="auth.signup.haveAccount" components={{ login: <Anchor component={Link} to="/auth/login" fw={600} /> }} />
        </Text>
      </Stack>
    </form>
  );
}

/** Sign-up, step two. Without the consents of step one the visitor goes back to it. */
function SignupPage({ userType }: { userType: 'hacker' | 'company' }) {
  const { t } = useTranslation();
  const location = useLocation();
  const [params] = useSearchParams();
  const referralCode = params.get('ref');
  if (!isSignupConsents(location.state)) {
    const search = new URLSearchParams({ type: userType, ...(referralCode ? { ref: referralCode } : {}) });
    return <Navigate to={`/auth/signup?${search.toString()}`} replace />;
  }
  return (
    <>
      <AuthPageHeader title={t(`auth.signup.${userType}.title`)} description={t(`auth.signup.${userType}.subtitle`)} />
      <SignupForm userType={userType} referralCode={referralCode} />
    </>
  );
}

export function HackerSignupPage() {
  return <SignupPage userType="hacker" />;
}

export function CompanySignupPage() {
  return <SignupPage userType="company" />;
}

export { SignupForm };
