import { Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** Heading of a public page inside the auth card. */
export function AuthPageHeader({ title, description, icon }: { title: ReactNode; description?: ReactNode; icon?: ReactNode }) {
  return (
    <Stack gap={6} mb="lg" align={icon ? 'center' : 'stretch'} ta={icon ? 'center' : undefined}>
      {icon ? (
        <ThemeIcon size={56} radius="xl" variant="light" mb="xs" aria-hidden>
          {icon}
        </ThemeIcon>
      ) : null}
      <Title order={1} fz={{ base: 22, sm: 26 }}>
        {title}
      </Title>
      {description ? <Text c="dimmed">{description}</Text> : null}
    </Stack>
  );
}
