import { Card, Group, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';

/** A dashboard card: an icon and a heading over its content, as tall as its row. */
export function DashboardCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Card component="section" aria-labelledby={id} h="100%">
      <Group gap="sm" mb="sm" wrap="nowrap">
        {icon}
        <Title order={2} fz="lg" id={id}>
          {title}
        </Title>
      </Group>
      {children}
    </Card>
  );
}

/** A card's dimmed text: what the card will show, or why it shows nothing yet. */
export function DashboardCardText({ children }: { children: ReactNode }) {
  return (
    <Text size="sm" c="dimmed">
      {children}
    </Text>
  );
}
