import { filterEmailInput, type LoginInput } from '@bb/domain';
import { Alert, Anchor, Button, Checkbox, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle, IconMailForward } from '@tabler/icons-react';
import { lazy, Suspense, useLayoutEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { openErrorModal } from '../../../components/error-modal.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { SHOW_PASSWORD_CONTROL, takeFirstPaintClick } from '../../../lib/first-paint.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { safeNextPath, TWO_FACTOR_PATH } from '../../../lib/paths.ts';
import { useLogin } from '../api/login.ts';
import { useLoginForm } from './use-login-form.ts';
import { useResendActivation } from '../api/resend-activation.ts';
import { AuthFooterLink } from './auth-footer-link.tsx';
import { AuthPageHeader } from './auth-page-header.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import type { SecondFactorMode } from './otp-step.tsx';

type InlineProblem = 'INVALID_CREDENTIALS' | 'ACCOUNT_INACTIVE' | null;

// Fetched when it is needed: the sign-in page's first load stays without it.
const OtpStep = lazy(async () => ({ default: (await import('./otp-step.tsx')).OtpStep }));

export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const login = useLogin();
  const resend = useResendActivation();
  const [problem, setProblem] = useState<InlineProblem>(null);
  /** Set once the password was accepted and the account asks for its two-factor code. */
  const [credentials, setCredentials] = useState<LoginInput | null>(null);
  const [otpError, setOtpError] = useState<string | null>(null);
  /** Bumped on each rejected code, so the boxes empty and take the focus again. */
  const [otpAttempt, setOtpAttempt] = useState(0);
  /** The app's code, or a recovery code in its place. */
  const [secondFactorMode, setSecondFactorMode] = useState<SecondFactorMode>('app');

  const { values, change, leave, handleSubmit, onError, fieldError, formElement } = useLoginForm();
  const [passwordVisible, setPasswordVisible] = useState(false);
  // The show button of the painted sign-in page, clicked before the app started: the password shows now.
  useLayoutEffect(() => {
    if (takeFirstPaintClick(SHOW_PASSWORD_CONTROL)) setPasswordVisible(true);
  }, []);

  const submit = (values: LoginInput) => {
    setProblem(null);
    setOtpError(null);
    login.mutate(values, {
      onSuccess: (user) => void navigate(user.otpEnrollmentRequired ? TWO_FACTOR_PATH : safeNextPath(params.get('next')), { replace: true }),
      onError: (error) => {
        if (!isApiError(error)) return onError(error);
        switch (error.code) {
          case 'INVALID_OTP':
            // First time: the password is right and a code is needed. With a code: the code is wrong.
            if (values.otp || values.recoveryCode) {
              setOtpError(t(values.recoveryCode ? 'auth.otp.invalidRecoveryCode' : 'errors.INVALID_OTP'));
              setOtpAttempt((attempt) => attempt + 1);
            }
            setCredentials({ email: values.email, password: values.password, rememberMe: values.rememberMe });
            return;
          case 'INVALID_CREDENTIALS':
          case 'ACCOUNT_INACTIVE':
            setCredentials(null);
            setProblem(error.code);
            return;
          default:
            onError(error);
        }
      },
    });
  };

  const resendActivation = () =>
    resend.mutate(values.email, {
      onSuccess: () => {
        notifySuccess(t('auth.login.activationResent'));
        void navigate(`/auth/verify-email?email=${encodeURIComponent(values.email)}`);
      },
      onError: openErrorModal,
    });

  if (credentials) {
    return (
      <Suspense fallback={<PageLoader />}>
        <OtpStep
          key={otpAttempt}
          pending={login.isPending}
          error={otpError}
          mode={secondFactorMode}
          onModeChange={(mode) => {
            setSecondFactorMode(mode);
            setOtpError(null);
          }}
          onSubmit={(second) => submit({ ...credentials, ...second })}
          onBack={() => {
            setCredentials(null);
            setOtpError(null);
            setSecondFactorMode('app');
          }}
        />
      </Suspense>
    );
  }

  return (
    <>
      <AuthPageHeader title={t('auth.login.title')} description={t('auth.login.subtitle')} />
      <form ref={formElement} onSubmit={handleSubmit(submit)} noValidate>
        <Stack gap="md">
          {problem === 'INVALID_CREDENTIALS' ? (
            <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
              {t('errors.INVALID_CREDENTIALS')}
            </Alert>
          ) : null}
          {problem === 'ACCOUNT_INACTIVE' ? (
            <Alert color="yellow" variant="light" icon={<IconMailForward aria-hidden />} role="alert" title={t('auth.login.inactiveTitle')}>
              <Stack gap="xs" align="flex-start">
                <Text size="sm">{t('errors.ACCOUNT_INACTIVE')}</Text>
                <Button size="xs" variant="default" onClick={resendActivation} loading={resend.isPending}>
                  {t('auth.login.resendActivation')}
                </Button>
              </Stack>
            </Alert>
          ) : null}
          <TextInput
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            required
            label={t('auth.fields.email')}
            value={values.email}
            onChange={(event) => change('email', filterEmailInput(event.currentTarget.value))}
            onBlur={() => leave('email')}
            error={fieldError('email')}
          />
          <PasswordInput
            name="password"
            label={t('auth.fields.password')}
            autoComplete="current-password"
            required
            value={values.password}
            onChange={(event) => change('password', event.currentTarget.value)}
            onBlur={() => leave('password')}
            error={fieldError('password')}
            visible={passwordVisible}
            onVisibilityChange={setPasswordVisible}
          />
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Checkbox
              name="rememberMe"
              checked={values.rememberMe}
              onChange={(event) => change('rememberMe', event.currentTarget.checked)}
              label={t('auth.login.rememberMe')}
            />
            <Anchor component={Link} to="/auth/forgot-password" size="sm">
              {t('auth.login.forgotPassword')}
            </Anchor>
          </Group>
          <Button type="submit" fullWidth loading={login.isPending} mt="xs">
            {t('auth.login.submit')}
          </Button>
          <AuthFooterLink i18nKey="auth.login.noAccount" tag="signup" to="/auth/signup" />
        </Stack>
      </form>
    </>
  );
}
