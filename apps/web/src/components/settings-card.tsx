import { Card, Stack, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';

/** One titled block of settings (a section with an h2). */
export function SettingsCard({ title, description, children, danger }: { title: ReactNode; description?: ReactNode; children: ReactNode; danger?: boolean }) {
  const id = useId();
  return (
    <Card component="section" aria-labelledby={id} style={danger ? { borderColor: 'var(--mantine-color-red-3)' } : undefined}>
      <Stack gap={4} mb="md">
        <Title order={2} fz="lg" id={id} c={danger ? 'red.9' : undefined}>
          {title}
        </Title>
        {description ? (
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        ) : null}
      </Stack>
      {children}
    </Card>
  );
}
