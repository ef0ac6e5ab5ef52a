import { formatEuro, toCents, type Language, type TargetType } from '@bb/domain';
import { Avatar, Badge, Group, type AvatarProps } from '@mantine/core';
import { IconPlayerPause } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

const LOCALES: Record<Language, string> = { it: 'it-IT', en: 'en-GB' };

/** Euro in the page's language: "5.000 €" / "€5,000" (`compact`, no decimals) or with cents. */
export function formatSiteEuro(euro: number, language: Language, compact = false): string {
  return formatEuro(toCents(euro), LOCALES[language], { compact });
}

/** A whole number in the page's language ("1.234" / "1,234"). */
export function formatSiteNumber(value: number, language: Language): string {
  return new Intl.NumberFormat(LOCALES[language]).format(value);
}

/** The first letters of the company's first two words ("Demo Srl" -> "DS"). */
export function companyInitials(name: string): string {
  const letters = name
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word[0] ?? '')
    .join('');
  return letters.toUpperCase() || '?';
}

/**
 * A company's initials in a tile. The logo itself is an upload that only signed-in users may read
 * (GET /api/uploads/{id}), so visitors see the initials. Decorative: the company's name is always next to it.
 */
export function CompanyInitials({ name, ...props }: { name: string } & AvatarProps) {
  return (
    <Avatar color="indigo" variant="light" radius="md" size={48} aria-hidden="true" {...props}>
      {companyInitials(name)}
    </Avatar>
  );
}

/** Managed by the platform's triagers or self-managed by the company. */
export function ManagementBadge({ isManaged }: { isManaged: boolean }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={isManaged ? 'indigo' : 'gray'} c={isManaged ? 'indigo.9' : 'dark.7'} tt="none">
      {t(isManaged ? 'programs.managed.yes' : 'programs.managed.no')}
    </Badge>
  );
}

export function PausedBadge() {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color="orange" c="dark.8" tt="none" leftSection={<IconPlayerPause size={12} aria-hidden="true" />}>
      {t('programs.status.paused')}
    </Badge>
  );
}

/** The target types of a program's scope, as the page's language names them. */
export function TargetTypeTags({ tags, label }: { tags: readonly TargetType[]; label: string }) {
  const { t } = useTranslation();
  if (!tags.length) return null;
  return (
    <Group gap={6} component="ul" m={0} p={0} aria-label={label} style={{ listStyle: 'none' }}>
      {tags.map((tag) => (
        <Badge key={tag} component="li" variant="outline" color="gray" c="dark.7" tt="none" size="sm">
          {t(`programs.targetTypes.${tag}`)}
        </Badge>
      ))}
    </Group>
  );
}
