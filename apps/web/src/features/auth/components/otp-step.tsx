import { Button, Group, Stack } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OtpCodeInput } from '../../../components/otp-code-input.tsx';
import { AuthPageHeader } from './auth-page-header.tsx';

interface OtpStepProps {
  pending: boolean;
  error: string | null;
  onSubmit: (otp: string) => void;
  onBack: () => void;
}

/** The 6-digit two-factor code asked after a correct password; sent as soon as it is complete. */
export function OtpStep({ pending, error, onSubmit, onBack }: OtpStepProps) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [touched, setTouched] = useState(false);
  const incomplete = touched && code.length !== 6 ? t('validation.otp.format') : null;

  const send = (value: string) => {
    setTouched(true);
    if (value.length === 6) onSubmit(value);
  };

  return (
    <>
      <AuthPageHeader icon={<IconShieldLock size={30} />} title={t('auth.otp.title')} description={t('auth.otp.description')} />
      <form
        onSubmit={(event) => {
          event.preventDefault();
          send(code);
        }}
        noValidate
      >
        <Stack gap="lg">
          <Group justify="center">
            <OtpCodeInput label={t('auth.otp.label')} value={code} onChange={setCode} onComplete={send} error={error ?? incomplete ?? undefined} autoFocus />
          </Group>
          <Button type="submit" fullWidth loading={pending}>
            {t('auth.otp.submit')}
          </Button>
          <Button variant="subtle" onClick={onBack} disabled={pending}>
            {t('common.actions.back')}
          </Button>
        </Stack>
      </form>
    </>
  );
}
