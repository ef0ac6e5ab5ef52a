import { Card, Flex, List, RingProgress, Stack, Text, ThemeIcon, Title, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconCircleDashed } from '@tabler/icons-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface ChecklistItem {
  /** Stable id, used in data-testid="check-<key>". */
  key: string;
  label: string;
  done: boolean;
  /** What to do next (a link to the missing step), shown only while the item is open. */
  hint?: ReactNode;
}

function ChecklistRow({ item }: { item: ChecklistItem }) {
  const { t } = useTranslation();
  const { key, label, done, hint } = item;
  return (
    <List.Item
      data-testid={`check-${key}`}
      data-done={done}
      icon={
        <ThemeIcon color={done ? 'teal' : 'gray'} variant={done ? 'filled' : 'light'} size={24} radius="xl" aria-hidden>
          {done ? <IconCheck size={16} /> : <IconCircleDashed size={16} />}
        </ThemeIcon>
      }
    >
      <Text size="sm" fw={500} td={done ? 'line-through' : undefined}>
        {label}
        <VisuallyHidden component="span">{` (${t(done ? 'dashboard.checklist.done' : 'dashboard.checklist.open')})`}</VisuallyHidden>
      </Text>
      {done ? null : hint}
    </List.Item>
  );
}

/** A ring with the whole-percent progress, readable as a progress bar by assistive technology. */
function ProgressRing({ value }: { value: number }) {
  const { t } = useTranslation();
  return (
    <RingProgress
      size={112}
      thickness={10}
      roundCaps={value > 0}
      style={{ alignSelf: 'center' }}
      sections={[{ value, color: 'teal' }]}
      role="progressbar"
      aria-valuenow={value}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-label={t('dashboard.checklist.progressLabel', { value })}
      label={
        <Text ta="center" fw={700} fz="lg" aria-hidden>
          {`${value}%`}
        </Text>
      }
    />
  );
}

/** A dashboard's completion checklist: the checks, a hint for each open one and the progress in percent. */
export function ChecklistCard({ title, items, progressPercentage }: { title: string; items: ChecklistItem[]; progressPercentage: number }) {
  const id = useId();
  return (
    <Card component="section" aria-labelledby={id}>
      <Title order={2} fz="lg" id={id} mb="md">
        {title}
      </Title>
      <Flex direction={{ base: 'column-reverse', xs: 'row' }} justify="space-between" align={{ base: 'stretch', xs: 'flex-start' }} gap="md">
        <Stack gap="md" style={{ flex: 1 }}>
          <List spacing="sm" listStyleType="none" p={0}>
            {items.map((item) => (
              <ChecklistRow key={item.key} item={item} />
            ))}
          </List>
        </Stack>
        <ProgressRing value={progressPercentage} />
      </Flex>
    </Card>
  );
}
