import { otpConfirmSchema, otpDisableSchema, requiresTwoFactor, type User } from '@bb/domain';
import { Badge, Box, Button, Code, Group, List, PasswordInput, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { QRCodeSVG } from 'qrcode.react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { CopyValueButton } from '../../../components/copy-value.tsx';
import { DangerActions } from '../../../components/form-fields.tsx';
import { openErrorModal } from '../../../components/error-modal.tsx';
import { OtpCodeField } from '../../../components/otp-code-input.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useAppForm } from '../../../lib/use-app-form.ts';
import { useConfirmOtp } from '../api/otp-confirm.ts';
import { useDisableOtp } from '../api/otp-disable.ts';
import { useInitOtp, type OtpInitialization } from '../api/otp-init.ts';
import { RecoveryCodesModal } from './recovery-codes-modal.tsx';
import { RecoveryCodesSection } from './recovery-codes-section.tsx';
import { SettingsCard } from '../../../components/settings-card.tsx';

type ConfirmForm = z.input<typeof otpConfirmSchema>;
type DisableForm = z.input<typeof otpDisableSchema>;

function SetupStep({ setup, onExpired, onEnabled }: { setup: OtpInitialization; onExpired: () => void; onEnabled: (recoveryCodes: string[]) => void }) {
  const { t } = useTranslation();
  const confirm = useConfirmOtp();
  const { form, fieldError, onError } = useAppForm(otpConfirmSchema, { defaultValues: { otp: '' }, codeFields: { INVALID_OTP: 'otp' } });

  const submit = ({ otp }: ConfirmForm) =>
    confirm.mutate(otp, {
      onSuccess: ({ recoveryCodes }) => {
        notifySuccess(t('account.twoFactor.enabled'));
        onEnabled(recoveryCodes);
      },
      onError: (error) => {
        // A wrong code empties the boxes for the next try; an expired set-up starts over.
        if (isApiError(error) && error.code === 'INVALID_OTP') form.setValue('otp', '');
        if (isApiError(error) && error.code === 'OTP_INITIALIZATION_EXPIRED') onExpired();
        onError(error);
      },
    });

  return (
    <Stack gap="md">
      <List type="ordered" spacing="xs" size="sm">
        <List.Item>{t('account.twoFactor.step1')}</List.Item>
        <List.Item>{t('account.twoFactor.step2')}</List.Item>
        <List.Item>{t('account.twoFactor.step3')}</List.Item>
      </List>
      <Group align="flex-start" gap="xl" wrap="wrap">
        <Box p="sm" bg="white" style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 'var(--mantine-radius-md)', lineHeight: 0 }}>
          <QRCodeSVG
            value={setup.uri}
            size={176}
            marginSize={2}
            title={t('account.twoFactor.qrTitle')}
            role="img"
            aria-label={t('account.twoFactor.qrTitle')}
          />
        </Box>
        <Stack gap="xs" style={{ flex: '1 1 220px', minWidth: 0 }}>
          <Text size="sm" fw={500}>
            {t('account.twoFactor.secretLabel')}
          </Text>
          <Group gap="xs" wrap="nowrap">
            <Code fz="sm" px="sm" py={6} style={{ overflowWrap: 'anywhere', flex: 1 }} data-testid="otp-secret">
              {setup.secret}
            </Code>
            <CopyValueButton value={setup.secret} label={t('account.twoFactor.copySecret')} />
          </Group>
          <Text size="xs" c="dimmed">
            {t('account.twoFactor.expiresAt', { date: formatDateTime(setup.expiresAt) })}
          </Text>
        </Stack>
      </Group>
      <form onSubmit={form.handleSubmit(submit)} noValidate>
        <Stack gap="md" align="flex-start">
          <OtpCodeField control={form.control} label={t('account.twoFactor.codeLabel')} error={fieldError('otp')} />
          <Button type="submit" loading={confirm.isPending}>
            {t('account.twoFactor.confirm')}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}

function DisableForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const disable = useDisableOtp();
  const { form, fieldError, onError } = useAppForm(otpDisableSchema, {
    defaultValues: { otp: '', password: '' },
    codeFields: { INVALID_OTP: 'otp', INVALID_PASSWORD: 'password' },
  });

  const submit = (values: DisableForm) =>
    disable.mutate(values, {
      onSuccess: () => {
        notifySuccess(t('account.twoFactor.disabled'));
        onDone();
      },
      onError,
    });

  return (
    <form onSubmit={form.handleSubmit(submit)} noValidate>
      <Stack gap="md" maw={420}>
        <OtpCodeField control={form.control} label={t('account.twoFactor.codeLabel')} error={fieldError('otp')} />
        <PasswordInput
          {...form.register('password')}
          label={t('auth.fields.password')}
          autoComplete="current-password"
          required
          error={fieldError('password')}
        />
        <DangerActions onCancel={onDone} loading={disable.isPending}>
          {t('account.twoFactor.disable')}
        </DangerActions>
      </Stack>
    </form>
  );
}

/**
 * Two-factor: set up with a QR code and a code, then the recovery codes shown once; their count
 * and a new set on demand; hackers and companies may turn it off again. `onEnabled` runs once the
 * first recovery codes are saved.
 */
export function TwoFactorSection({ user, onEnabled }: { user: User; onEnabled?: () => void }) {
  const { t } = useTranslation();
  const init = useInitOtp();
  const [setup, setSetup] = useState<OtpInitialization | null>(null);
  const [disabling, disableForm] = useDisclosure(false);
  /** Codes to show once, and whether they are the first ones (set-up just finished). */
  const [shown, setShown] = useState<{ codes: string[]; afterSetup: boolean } | null>(null);
  const required = requiresTwoFactor(user.userType);

  const start = () => init.mutate(undefined, { onSuccess: setSetup, onError: openErrorModal });

  return (
    <SettingsCard title={t('account.twoFactor.title')} description={t(required ? 'account.twoFactor.requiredDescription' : 'account.twoFactor.description')}>
      <Stack gap="md">
        <Group gap="xs">
          <Text size="sm">{t('account.twoFactor.status')}</Text>
          <Badge color={user.otpEnabled ? 'teal' : 'orange'} variant="light">
            {t(user.otpEnabled ? 'dashboard.twoFactor.on' : 'dashboard.twoFactor.off')}
          </Badge>
        </Group>
        {user.otpEnabled ? (
          required ? (
            <Text size="sm" c="dimmed">
              {t('account.twoFactor.cannotDisable')}
            </Text>
          ) : disabling ? (
            <DisableForm onDone={disableForm.close} />
          ) : (
            <Group>
              <Button variant="outline" color="red.9" onClick={disableForm.open}>
                {t('account.twoFactor.disable')}
              </Button>
            </Group>
          )
        ) : setup ? (
          <SetupStep
            setup={setup}
            onExpired={() => setSetup(null)}
            onEnabled={(codes) => {
              setSetup(null);
              setShown({ codes, afterSetup: true });
            }}
          />
        ) : (
          <Group>
            <Button onClick={start} loading={init.isPending}>
              {t('account.twoFactor.start')}
            </Button>
          </Group>
        )}
        {user.otpEnabled ? <RecoveryCodesSection onNewCodes={(codes) => setShown({ codes, afterSetup: false })} /> : null}
      </Stack>
      <RecoveryCodesModal
        codes={shown?.codes ?? null}
        email={user.email}
        onClose={() => {
          setShown(null);
          if (shown?.afterSetup) onEnabled?.();
        }}
      />
    </SettingsCard>
  );
}
