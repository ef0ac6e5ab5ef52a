import { ActionIcon, Badge, Indicator, VisuallyHidden } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useUnreadCount } from '../api/unread-count.ts';

export const NOTIFICATIONS_PATH = '/notifications';

/** More than this shows as "99+" (the text alternative keeps the exact count). */
const BADGE_MAX = 99;
const shortCount = (count: number) => (count > BADGE_MAX ? `${BADGE_MAX}+` : String(count));

/**
 * The sidebar entry's unread count: the figure for the eye, "3 notifiche non lette" for a screen
 * reader (read as part of the link's name). Nothing while all is read or the count is unknown.
 */
export function UnreadBadge() {
  const { t } = useTranslation();
  const unread = useUnreadCount().data?.unread ?? 0;
  if (unread === 0) return null;
  return (
    <Badge size="sm" variant="filled" color="red.9" circle={unread < 10} data-testid="unread-badge">
      <span aria-hidden>{shortCount(unread)}</span>
      <VisuallyHidden>{t('notifications.badge', { count: unread })}</VisuallyHidden>
    </Badge>
  );
}

/** The header's bell, for phones where the sidebar hides behind the burger. */
export function NotificationsBell({ hiddenFrom }: { hiddenFrom?: string }) {
  const { t } = useTranslation();
  const unread = useUnreadCount().data?.unread ?? 0;
  const label = unread > 0 ? t('notifications.bellUnread', { count: unread }) : t('notifications.bell');
  return (
    <Indicator label={<span aria-hidden>{shortCount(unread)}</span>} disabled={unread === 0} color="red.9" size={18} offset={4} hiddenFrom={hiddenFrom}>
      <ActionIcon component={Link} to={NOTIFICATIONS_PATH} variant="subtle" color="gray" size="lg" aria-label={label}>
        <IconBell size={22} stroke={1.6} aria-hidden />
      </ActionIcon>
    </Indicator>
  );
}
