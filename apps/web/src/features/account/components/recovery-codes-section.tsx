import { RECOVERY_CODE_COUNT, regenerateRecoveryCodesSchema } from '@bb/domain';
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { OtpCodeField } from '../../../components/otp-code-input.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useAppForm } from '../../../lib/use-app-form.ts';
import { useRecoveryCodesStatus } from '../api/recovery-codes-status.ts';
import { useRegenerateRecoveryCodes } from '../api/regenerate-recovery-codes.ts';

type RegenerateForm = z.input<typeof regenerateRecoveryCodesSchema>;

/** Below this many codes left the section suggests making new ones. */
const FEW_CODES_LEFT = 3;

function RegenerateForm({ onCancel, onCodes }: { onCancel: () => void; onCodes: (codes: string[]) => void }) {
  const { t } = useTranslation();
  const regenerate = useRegenerateRecoveryCodes();
  const { form, fieldError, onError } = useAppForm(regenerateRecoveryCodesSchema, { defaultValues: { otp: '' }, codeFields: { INVALID_OTP: 'otp' } });

  const submit = ({ otp }: RegenerateForm) =>
    regenerate.mutate(otp, {
      onSuccess: ({ recoveryCodes }) => {
        notifySuccess(t('account.recoveryCodes.regenerated'));
        onCodes(recoveryCodes);
      },
      onError: (error) => {
        if (isApiError(error) && error.code === 'INVALID_OTP') form.setValue('otp', '');
        onError(error);
      },
    });

  return (
    <form onSubmit={form.handleSubmit(submit)} noValidate>
      <Stack gap="md" align="flex-start">
        <Text size="sm">{t('account.recoveryCodes.regenerateHint')}</Text>
        <OtpCodeField control={form.control} label={t('account.twoFactor.codeLabel')} error={fieldError('otp')} autoFocus />
        <Group gap="xs">
          <Button variant="default" onClick={onCancel} disabled={regenerate.isPending}>
            {t('common.actions.cancel')}
          </Button>
          <Button type="submit" loading={regenerate.isPending}>
            {t('account.recoveryCodes.regenerateSubmit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** How many recovery codes are left, and a new set on demand (a current code from the app required). */
export function RecoveryCodesSection({ onNewCodes }: { onNewCodes: (codes: string[]) => void }) {
  const { t } = useTranslation();
  const status = useRecoveryCodesStatus(true);
  const [regenerating, regenerateForm] = useDisclosure(false);
  const remaining = status.data?.remaining;

  return (
    <Stack gap="xs" pt="md" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
      <Title order={3} fz="md">
        {t('account.recoveryCodes.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('account.recoveryCodes.description')}
      </Text>
      {remaining !== undefined ? (
        <Text size="sm" fw={500} data-testid="recovery-codes-remaining">
          {t('account.recoveryCodes.remaining', { count: remaining, total: RECOVERY_CODE_COUNT })}
        </Text>
      ) : null}
      {status.isError ? (
        <Text size="sm" c="dimmed">
          {t('account.recoveryCodes.statusError')}
        </Text>
      ) : null}
      {remaining !== undefined && remaining <= FEW_CODES_LEFT ? (
        <Alert color="yellow" variant="light" icon={<IconAlertTriangle aria-hidden />}>
          {t(remaining === 0 ? 'account.recoveryCodes.none' : 'account.recoveryCodes.few')}
        </Alert>
      ) : null}
      {regenerating ? (
        <RegenerateForm
          onCancel={regenerateForm.close}
          onCodes={(codes) => {
            regenerateForm.close();
            onNewCodes(codes);
          }}
        />
      ) : (
        <Group>
          <Button variant="default" onClick={regenerateForm.open}>
            {t('account.recoveryCodes.regenerate')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
