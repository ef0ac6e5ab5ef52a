import { Button, Group, Input, PinInput, Stack } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthPageHeader } from './auth-page-header.tsx';

/** The 6-digit two-factor code asked after a correct password. */
export function OtpStep({ pending, error, onSubmit, onBack }: { pending: boolean; error: string | null; onSubmit: (otp: string) => void; onBack: () => void }) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [touched, setTouched] = useState(false);
  const labelId = useId();
  const incomplete = touched && code.length !== 6 ? t('validation.otp.format') : null;
  const message = error ?? incomplete;

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
          <Input.Wrapper id={labelId} label={t('auth.otp.label')} error={message} labelElement="div" styles={{ root: { textAlign: 'center' } }}>
            <Group justify="center" mt={6}>
              <PinInput
                length={6}
                type="number"
                oneTimeCode
                autoFocus
                inputMode="numeric"
                value={code}
                onChange={(value) => setCode(value)}
                onComplete={send}
                error={Boolean(message)}
                getInputProps={(index) => ({ 'aria-label': t('auth.otp.digit', { index: index + 1, total: 6 }) })}
                aria-describedby={labelId}
              />
            </Group>
          </Input.Wrapper>
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
