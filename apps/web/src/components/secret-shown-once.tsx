import { Alert, Code, Group, Stack } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { CopyValueButton } from './copy-value.tsx';

/** A secret the server shows this once (an API token, a signing secret): the warning, the value with a copy button, then what to do with it. */
export function SecretShownOnce({
  value,
  title,
  warning,
  copyLabel,
  testId,
  children,
}: {
  value: string;
  title: string;
  warning: string;
  copyLabel: string;
  testId: string;
  children?: ReactNode;
}) {
  return (
    <Stack gap="md">
      <Alert color="yellow" variant="light" icon={<IconAlertTriangle aria-hidden />} title={title}>
        {warning}
      </Alert>
      <Group gap="xs" wrap="nowrap" align="center">
        <Code block style={{ flex: 1, wordBreak: 'break-all' }} data-testid={testId}>
          {value}
        </Code>
        <CopyValueButton value={value} label={copyLabel} />
      </Group>
      {children}
    </Stack>
  );
}
