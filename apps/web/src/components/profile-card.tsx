import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A profile card (company or hacker) that toggles between its preview and its form. */
export function ProfileCard({
  title,
  description,
  editing,
  onEdit,
  canEdit,
  children,
}: {
  title: string;
  description: string;
  editing?: boolean;
  /** Absent for a read-only card. */
  onEdit?: () => void;
  canEdit?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Card component="section" aria-labelledby={id}>
      <Group justify="space-between" align="flex-start" mb="md" wrap="nowrap">
        <Stack gap={4} miw={0} style={{ flex: 1 }}>
          <Title order={2} fz="lg" id={id}>
            {title}
          </Title>
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        </Stack>
        {onEdit && canEdit && !editing ? (
          <Button
            variant="light"
            size="xs"
            style={{ flexShrink: 0 }}
            leftSection={<IconPencil size={14} aria-hidden />}
            onClick={onEdit}
            aria-label={`${t('companies.profile.edit')}: ${title}`}
          >
            {t('companies.profile.edit')}
          </Button>
        ) : null}
      </Group>
      {children}
    </Card>
  );
}

/** A label over its value, for the previews. */
export function PreviewField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500} component="div" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Stack>
  );
}

/** Cancel and Save under a card's form. */
export function EditActions({ onCancel, loading }: { onCancel: () => void; loading: boolean }) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel} disabled={loading}>
        {t('common.actions.cancel')}
      </Button>
      <Button type="submit" loading={loading}>
        {t('common.actions.save')}
      </Button>
    </Group>
  );
}
