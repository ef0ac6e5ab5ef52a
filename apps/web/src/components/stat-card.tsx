import { Paper, Skeleton, Text, type MantineColor } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** A figure with its label above it; a skeleton while it loads. */
export function StatCard({
  label,
  icon: StatIcon,
  value,
  loading,
  testId,
  color,
}: {
  label: string;
  icon: Icon;
  value: ReactNode;
  loading: boolean;
  testId?: string;
  /** The value's colour when it calls for attention (a date already past). */
  color?: MantineColor;
}) {
  return (
    <Paper withBorder p="md" radius="md">
      <Text size="sm" c="dimmed" style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
        <StatIcon size={16} aria-hidden />
        {label}
      </Text>
      {loading ? (
        <Skeleton h={30} mt={4} w="60%" />
      ) : (
        <Text fz={{ base: 'xl', sm: 24 }} fw={700} c={color} data-testid={testId}>
          {value}
        </Text>
      )}
    </Paper>
  );
}
