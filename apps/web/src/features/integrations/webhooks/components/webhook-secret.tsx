import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SecretShownOnce } from '../../../../components/secret-shown-once.tsx';

/** A signing secret, shown this once (creation or rotation), with a copy button and where to read how to verify. */
export function WebhookSecret({ secret, rotated }: { secret: string; rotated: boolean }) {
  const { t } = useTranslation();
  return (
    <SecretShownOnce
      value={secret}
      title={t('webhooks.secret.title')}
      warning={rotated ? t('webhooks.secret.rotated') : t('webhooks.secret.once')}
      copyLabel={t('webhooks.secret.copy')}
      testId="webhook-secret"
    >
      <Text size="sm">{t('webhooks.secret.verify')}</Text>
    </SecretShownOnce>
  );
}
