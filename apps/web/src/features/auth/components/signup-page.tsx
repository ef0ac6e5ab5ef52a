import type { SignupInput } from '@bb/domain';
import { Button, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { EmailField, NameFields, UsernameField } from '../../../components/form-fields.tsx';
import { NewPasswordFields } from '../../../components/new-password-fields.tsx';
import { getLanguage } from '../../../lib/language.ts';
import { useAppForm } from '../../../lib/use-app-form.ts';
import { useSignup } from '../api/signup.ts';
import { HaveAccountLink } from './auth-footer-link.tsx';
import { AuthPageHeader } from './auth-page-header.tsx';
import { isSignupConsents, signupFormSchema, type SignupFormValues } from './signup-schemas.ts';

function SignupForm({ userType, referralCode }: { userType: 'hacker' | 'company'; referralCode: string | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signup = useSignup();
  const isCompany = userType === 'company';
  const { form, fieldError, onError } = useAppForm(signupFormSchema(userType), {
    defaultValues: { ...(isCompany ? { firstName: '', lastName: '' } : {}), email: '', username: '', password: '', confirmPassword: '' },
    // Errors that belong to one field rather than to the whole form.
    codeFields: { EMAIL_EXISTS: 'email', USERNAME_EXISTS: 'username', FORBIDDEN_USERNAME: 'username' },
  });

  const submit = (values: SignupFormValues) => {
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
    signup.mutate(body, { onSuccess: () => void navigate(`/auth/verify-email?email=${encodeURIComponent(values.email)}`), onError });
  };

  return (
    <form onSubmit={form.handleSubmit(submit)} noValidate>
      <Stack gap="md">
        {isCompany ? <NameFields form={form} fieldError={fieldError} from="xs" /> : null}
        <EmailField control={form.control} name="email" label={t(isCompany ? 'auth.fields.companyEmail' : 'auth.fields.email')} error={fieldError('email')} />
        <UsernameField control={form.control} name="username" error={fieldError('username')} />
        <NewPasswordFields form={form} fieldError={fieldError} label={t('auth.fields.password')} confirmLabel={t('auth.fields.confirmPassword')} />
        <Button type="submit" fullWidth loading={signup.isPending} mt="xs">
          {t('auth.signup.submit')}
        </Button>
        <HaveAccountLink />
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
