import { recoveryCodeSchema } from '@bb/domain';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { OtpCodeInput } from '../../../components/otp-code-input.tsx';
import { AuthPageHeader } from './auth-page-header.tsx';

/** The second factor: the app's 6-digit code, or one of the saved recovery codes. */
export type SecondFactor = { otp: string } | { recoveryCode: string };
export type SecondFactorMode = 'app' | 'recovery';

interface OtpStepProps {
  pending: boolean;
  error: string | null;
  mode: SecondFactorMode;
  onModeChange: (mode: SecondFactorMode) => void;
  onSubmit: (second: SecondFactor) => void;
  onBack: () => void;
}

interface FormProps {
  pending: boolean;
  error: string | null;
  onSubmit: (second: SecondFactor) => void;
}

function StepForm({ onSubmit, pending, children }: { onSubmit: () => void; pending: boolean; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
      noValidate
    >
      <Stack gap="lg">
        {children}
        <Button type="submit" fullWidth loading={pending}>
          {t('auth.otp.submit')}
        </Button>
      </Stack>
    </form>
  );
}

/** The 6-digit code from the app, sent as soon as it is complete. */
function AppCodeForm({ pending, error, onSubmit }: FormProps) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [touched, setTouched] = useState(false);
  const incomplete = touched && code.length !== 6 ? t('validation.otp.format') : null;
  const send = (value: string) => {
    setTouched(true);
    if (value.length === 6) onSubmit({ otp: value });
  };
  return (
    <StepForm onSubmit={() => send(code)} pending={pending}>
      <Group justify="center">
        <OtpCodeInput label={t('auth.otp.label')} value={code} onChange={setCode} onComplete={send} error={error ?? incomplete ?? undefined} autoFocus />
      </Group>
    </StepForm>
  );
}

/** A recovery code as `xxxxx-xxxxx` (any case, the dash optional), its shape checked before it is sent. */
function RecoveryCodeForm({ pending, error, onSubmit }: FormProps) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const send = () => {
    const parsed = recoveryCodeSchema.safeParse(code);
    if (!parsed.success) return setProblem(t(parsed.error.issues[0]?.message ?? 'validation.recoveryCode.format'));
    setProblem(null);
    onSubmit({ recoveryCode: parsed.data });
  };
  return (
    <StepForm onSubmit={send} pending={pending}>
      <TextInput
        label={t('auth.otp.recoveryLabel')}
        placeholder="xxxxx-xxxxx"
        value={code}
        onChange={(event) => setCode(event.currentTarget.value)}
        error={problem ?? error ?? undefined}
        autoComplete="off"
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        maxLength={32}
        required
        autoFocus
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', letterSpacing: '0.04em' } }}
      />
    </StepForm>
  );
}

/**
 * The second step of sign-in after a correct password: the app's 6-digit code or, through the
 * "Use a recovery code" switch, one of the recovery codes saved when two-factor was set up.
 */
export function OtpStep({ pending, error, mode, onModeChange, onSubmit, onBack }: OtpStepProps) {
  const { t } = useTranslation();
  return (
    <>
      <AuthPageHeader
        icon={<IconShieldLock size={30} />}
        title={t('auth.otp.title')}
        description={t(mode === 'app' ? 'auth.otp.description' : 'auth.otp.recoveryDescription')}
      />
      <Stack gap="xs">
        {mode === 'app' ? (
          <AppCodeForm pending={pending} error={error} onSubmit={onSubmit} />
        ) : (
          <RecoveryCodeForm pending={pending} error={error} onSubmit={onSubmit} />
        )}
        <Button variant="subtle" mt="xs" onClick={() => onModeChange(mode === 'app' ? 'recovery' : 'app')} disabled={pending}>
          {t(mode === 'app' ? 'auth.otp.useRecoveryCode' : 'auth.otp.useAppCode')}
        </Button>
        <Button variant="subtle" color="gray" onClick={onBack} disabled={pending}>
          {t('common.actions.back')}
        </Button>
      </Stack>
    </>
  );
}
