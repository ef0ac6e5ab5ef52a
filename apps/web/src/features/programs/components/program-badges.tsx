import type { ProgramStatus, TargetType } from '@bb/domain';
import { Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const STATUS_COLORS: Record<ProgramStatus, string> = {
  draft: 'gray',
  pending: 'yellow',
  changesRequested: 'grape',
  active: 'teal',
  paused: 'orange',
  deleted: 'red',
  rejected: 'red',
};

export function ProgramStatusBadge({ status }: { status: ProgramStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={STATUS_COLORS[status]} variant="light" style={{ flexShrink: 0 }}>
      {t(`programs.status.${status}`)}
    </Badge>
  );
}

/** Managed or self-managed, public or private: the two switches of a program at a glance. */
export function ProgramKindBadges({ isManaged, isPublic }: { isManaged: boolean; isPublic: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <Badge variant="default">{t(isManaged ? 'programs.managed.yes' : 'programs.managed.no')}</Badge>
      <Badge variant="default">{t(isPublic ? 'programs.visibility.public' : 'programs.visibility.private')}</Badge>
    </>
  );
}

/** The target types present in the scope, in the interface's language (the type itself stays the stable key). */
export function ProgramTags({ tags }: { tags: readonly TargetType[] }) {
  const { t } = useTranslation();
  if (!tags.length) return null;
  return (
    <Group gap={4}>
      {tags.map((tag) => (
        <Badge key={tag} size="sm" color="gray" variant="light" tt="none">
          {t(`programs.targetTypes.${tag}`)}
        </Badge>
      ))}
    </Group>
  );
}
