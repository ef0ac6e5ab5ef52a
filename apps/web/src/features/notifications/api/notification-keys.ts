import type { QueryClient } from '@tanstack/react-query';

/** The notifications' cache: the pages of the list and the sidebar's unread count. */
export const notificationKeys = {
  all: ['notifications'] as const,
  lists: ['notifications', 'list'] as const,
  unreadCount: ['notifications', 'unread-count'] as const,
};

/** An entry was read (or all were): the list, its unread marks and the sidebar badge are stale. */
export function invalidateNotifications(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: notificationKeys.all });
}
