import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Center component="main" mih="100dvh" p="md">
      <Stack align="center" gap="md" ta="center" maw={420}>
        <Text fz={64} fw={800} c="indigo.7" lh={1} aria-hidden>
          404
        </Text>
        <Title order={1} fz={24}>
          {t('notFound.title')}
        </Title>
        <Text c="dimmed">{t('notFound.description')}</Text>
        <Button component={Link} to="/dashboard">
          {t('notFound.action')}
        </Button>
      </Stack>
    </Center>
  );
}
