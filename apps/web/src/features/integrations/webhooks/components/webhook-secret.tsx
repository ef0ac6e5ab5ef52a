import { Alert, Code, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CopyValueButton } from '../../../../components/copy-value.tsx';

/** A signing secret, shown this once (creation or rotation), with a copy button and where to read how to verify. */
export function WebhookSecret({ secret, rotated }: { secret: string; rotated: boolean }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Alert color="yellow" variant="light" icon={<IconAlertTriangle aria-hidden />} title={t('webhooks.secret.title')}>
        {rotated ? t('webhooks.secret.rotated') : t('webhooks.secret.once')}
      </Alert>
      <Group gap="xs" wrap="nowrap" align="center">
        <Code block style={{ flex: 1, wordBreak: 'break-all' }} data-testid="webhook-secret">
          {secret}
        </Code>
        <CopyValueButton value={secret} label={t('webhooks.secret.copy')} />
      </Group>
      <Text size="sm">{t('webhooks.secret.verify')}</Text>
    </Stack>
  );
}
