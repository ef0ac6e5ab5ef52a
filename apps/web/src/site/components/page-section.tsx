import { Box, Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A band of a public page: an optional heading (h2) and lead, then its content; `tone="muted"` tints the band. */
export function PageSection({ title, lead, tone, children, id }: { title?: string; lead?: string; tone?: 'muted'; children: ReactNode; id?: string }) {
  return (
    <Box component="section" py={{ base: 40, md: 64 }} className={tone === 'muted' ? 'bb-band-muted' : undefined} id={id}>
      <Container size="lg">
        <Stack gap="xl">
          {title || lead ? (
            <Stack gap="xs" maw={720}>
              {title ? (
                <Title order={2} fz={{ base: 26, md: 32 }}>
                  {title}
                </Title>
              ) : null}
              {lead ? (
                <Text fz="lg" c="dimmed">
                  {lead}
                </Text>
              ) : null}
            </Stack>
          ) : null}
          {children}
        </Stack>
      </Container>
    </Box>
  );
}

/** The opening band of a page: its one h1, a lead and the page's calls to action. */
export function PageHero({ eyebrow, title, lead, actions }: { eyebrow?: string; title: string; lead: string; actions?: ReactNode }) {
  return (
    <Box component="section" className="bb-hero" py={{ base: 48, md: 88 }}>
      <Container size="lg">
        <Stack gap="lg" maw={760}>
          {eyebrow ? (
            <Text fw={700} c="indigo.8" tt="uppercase" fz="sm" lts={1}>
              {eyebrow}
            </Text>
          ) : null}
          <Title order={1} fz={{ base: 34, md: 52 }} lh={1.1}>
            {title}
          </Title>
          <Text fz={{ base: 'lg', md: 'xl' }} c="dark.6">
            {lead}
          </Text>
          {actions}
        </Stack>
      </Container>
    </Box>
  );
}
