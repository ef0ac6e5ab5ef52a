import { Card, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';

export type Step = { key: string; title: string; text: string };

/** Numbered steps of a "how it works" band, as an ordered list of cards (h3 titles). */
export function StepList({ steps, cols = 3 }: { steps: readonly Step[]; cols?: 2 | 3 }) {
  return (
    <SimpleGrid component="ol" cols={{ base: 1, sm: 2, md: cols }} spacing="lg" p={0} m={0} style={{ listStyle: 'none' }}>
      {steps.map((step, index) => (
        <Card key={step.key} component="li">
          <Stack gap="sm">
            {/* The list's order already tells assistive technology the step's number. */}
            <ThemeIcon size={40} radius="xl" variant="filled" aria-hidden="true">
              <Text fw={800} fz="md" c="white" component="span">
                {index + 1}
              </Text>
            </ThemeIcon>
            <Title order={3} fz="lg">
              {step.title}
            </Title>
            <Text c="dark.6">{step.text}</Text>
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
