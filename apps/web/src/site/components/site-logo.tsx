import { Anchor, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The product's name, linking home. */
export function SiteLogo() {
  const { t } = useTranslation();
  return (
    <Anchor href="/" underline="never" aria-label={t('shell.home')}>
      <Group gap={8} wrap="nowrap">
        <img src="/favicon.svg" alt="" width={28} height={28} />
        <Text fw={800} fz="lg" c="dark.8">
          {t('shell.brand')}
        </Text>
      </Group>
    </Anchor>
  );
}
