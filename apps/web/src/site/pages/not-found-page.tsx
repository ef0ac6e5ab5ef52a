import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { definePage } from '../site-page.ts';

function NotFound() {
  const { t } = useTranslation();
  return (
    <Container size="sm" py={96}>
      <Stack align="center" ta="center" gap="md">
        <Text fz={72} fw={800} c="indigo.7" lh={1} aria-hidden="true">
          404
        </Text>
        <Title order={1} fz={28}>
          {t('notFound.title')}
        </Title>
        <Text c="dimmed">{t('notFound.text')}</Text>
        <Group justify="center">
          <Button component="a" href="/">
            {t('notFound.home')}
          </Button>
          <Button component="a" href="/programs" variant="default">
            {t('notFound.programs')}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}

/** Any address that is neither a public page nor one of the app's: answered with status 404. */
export const notFoundPage = definePage({
  path: '*',
  signedIn: 'page',
  meta: (t) => ({ title: t('notFound.title'), description: t('notFound.text'), noindex: true }),
  Page: NotFound,
});
