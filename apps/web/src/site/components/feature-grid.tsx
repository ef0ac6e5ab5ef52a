import { Card, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export type Feature = { key: string; icon: ReactNode; title: string; text: string };

/** Cards of short points (icon, title, one or two sentences), two to three per row. */
export function FeatureGrid({ features, cols = 3 }: { features: readonly Feature[]; cols?: 2 | 3 }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: cols }} spacing="lg">
      {features.map((feature) => (
        <Card key={feature.key} component="article">
          <Stack gap="sm">
            <ThemeIcon size={44} radius="md" variant="light" aria-hidden="true">
              {feature.icon}
            </ThemeIcon>
            <Title order={3} fz="lg">
              {feature.title}
            </Title>
            <Text c="dark.6">{feature.text}</Text>
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
