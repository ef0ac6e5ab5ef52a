import { Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** Heading of a public page inside the auth card. */
interface AuthPageHeaderProps {
  title: ReactNode;
  description?: ReactNode;
  icon?: ReactNode;
  /** Colour of the icon's circle: the primary colour unless the page reports a failure. */
  iconColor?: string;
}

export function AuthPageHeader({ title, description, icon, iconColor }: AuthPageHeaderProps) {
  return (
    <Stack gap={6} mb="lg" align={icon ? 'center' : 'stretch'} ta={icon ? 'center' : undefined}>
      {icon ? (
        <ThemeIcon size={56} radius="xl" variant="light" color={iconColor} mb="xs" aria-hidden>
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
