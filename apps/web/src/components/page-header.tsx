import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The page's one h1, with an optional line of context under it. */
export function PageHeader({ title, description }: { title: ReactNode; description?: ReactNode }) {
  return (
    <Stack gap={4} mb="lg">
      <Title order={1} fz={{ base: 24, sm: 28 }}>
        {title}
      </Title>
      {description ? <Text c="dimmed">{description}</Text> : null}
    </Stack>
  );
}
