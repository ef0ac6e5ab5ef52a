import { STATUS_FALLBACK_CODES, WARNING_CODES } from '@bb/domain/error-kinds';
import { Button, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { modals } from '../lib/modals.ts';
import { IconAlertCircle, IconAlertTriangle } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { i18n } from '../lib/i18n.ts';
import { isApiError } from '../lib/api-client.ts';

export interface DescribedError {
  code: string;
  warning: boolean;
}

/** The code whose message is shown: the response's code when translated, else the status default. */
export function describeError(error: unknown): DescribedError {
  let code = 'UNKNOWN_ERROR';
  if (isApiError(error)) {
    if (i18n.exists(`errors.${error.code}`)) code = error.code;
    else code = STATUS_FALLBACK_CODES[error.status] ?? 'UNKNOWN_ERROR';
  }
  const warning = WARNING_CODES.has(code) || code === 'NETWORK_ERROR' || code === 'TIMEOUT';
  return { code, warning };
}

/** When to try again, in the unit a person reads best: seconds under a minute, minutes under two hours, then hours. */
export function retryAfterText(seconds: number, t: TFunction): string {
  if (seconds < 60) return t('errorModal.retryInSeconds', { count: seconds });
  if (seconds < 7200) return t('errorModal.retryInMinutes', { count: Math.ceil(seconds / 60) });
  return t('errorModal.retryInHours', { count: Math.ceil(seconds / 3600) });
}

function ErrorModalBody({ code, warning, retryAfterSeconds, onClose }: DescribedError & { retryAfterSeconds: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const Icon = warning ? IconAlertTriangle : IconAlertCircle;
  return (
    <Stack gap="lg">
      <Group wrap="nowrap" align="flex-start" gap="md">
        <ThemeIcon color={warning ? 'yellow' : 'red'} variant="light" size="xl" radius="xl" aria-hidden>
          <Icon size={24} />
        </ThemeIcon>
        <Stack gap={4} pt={4}>
          <Text data-testid="error-modal-message" data-severity={warning ? 'warning' : 'error'}>
            {t(`errors.${code}`)}
          </Text>
          {retryAfterSeconds ? <Text data-testid="error-modal-retry">{retryAfterText(retryAfterSeconds, t)}</Text> : null}
        </Stack>
      </Group>
      <Group justify="flex-end">
        <Button onClick={onClose} data-autofocus>
          {t('common.actions.close')}
        </Button>
      </Group>
    </Stack>
  );
}

/** The shared error modal, "Si è verificato un problema", with the translated code. */
export function openErrorModal(error: unknown): string {
  const described = describeError(error);
  const modalId = `error-${described.code}`;
  modals.close(modalId);
  modals.open({
    modalId,
    title: i18n.t('errorModal.title'),
    centered: true,
    // The body's Close button is the one way out (besides Escape): no second "Close" in the corner.
    withCloseButton: false,
    // A limit reached says when to try again (Retry-After), so nobody retries blindly.
    children: <ErrorModalBody {...described} retryAfterSeconds={isApiError(error) ? error.retryAfterSeconds : null} onClose={() => modals.close(modalId)} />,
  });
  return modalId;
}
