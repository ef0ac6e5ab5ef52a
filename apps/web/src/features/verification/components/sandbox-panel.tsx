import { SANDBOX_OUTCOMES, type SandboxOutcome } from '@bb/domain';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconFlask } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { openErrorModal } from '../../../components/error-modal.tsx';
import { notifySuccess } from '../../../lib/notify.ts';
import { useCompleteSandboxVerification } from '../api/complete-sandbox.ts';

// Approving is the main path (the theme's colour, filled); the other two are light buttons in their warning colours.
const OUTCOME_COLORS: Record<SandboxOutcome, string | undefined> = { approve: undefined, retry: 'orange', reject: 'red' };

/**
 * The sandbox provider's widget: no document is uploaded, the developer picks the review's outcome and
 * the API sends Sumsub's webhooks for it through the real code path.
 */
export function SandboxPanel({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const complete = useCompleteSandboxVerification();
  const choose = (outcome: SandboxOutcome) =>
    complete.mutate(
      { outcome },
      {
        onSuccess: () => {
          notifySuccess(t(`verification.sandbox.done.${outcome}`));
          onDone();
        },
        onError: openErrorModal,
      },
    );
  return (
    <Stack gap="md">
      <Alert color="grape" variant="light" icon={<IconFlask size={20} aria-hidden />} title={t('verification.sandbox.badge')}>
        {t('verification.sandbox.text')}
      </Alert>
      <Text size="sm">{t('verification.sandbox.question')}</Text>
      <Stack gap="xs">
        {SANDBOX_OUTCOMES.map((outcome) => (
          <Button
            key={outcome}
            color={OUTCOME_COLORS[outcome]}
            variant={outcome === 'approve' ? 'filled' : 'light'}
            loading={complete.isPending && complete.variables.outcome === outcome}
            disabled={complete.isPending && complete.variables.outcome !== outcome}
            onClick={() => choose(outcome)}
          >
            {t(`verification.sandbox.outcomes.${outcome}`)}
          </Button>
        ))}
      </Stack>
    </Stack>
  );
}
