import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A small dimmed label with its value under it ("—" when there is none); long values wrap. */
export function LabeledValue({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={500}>
        {label}
      </Text>
      <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
        {children ?? '—'}
      </Text>
    </div>
  );
}
