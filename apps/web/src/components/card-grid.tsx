import { SimpleGrid } from '@mantine/core';
import type { ReactNode } from 'react';

/** A list shown as cards: one column on phones, two on tablets, three on desktops; busy while it reloads. */
export function CardGrid({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" aria-busy={busy}>
      {children}
    </SimpleGrid>
  );
}
