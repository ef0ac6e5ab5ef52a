import type { UnreadCount } from './unread-count.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { invalidateNotifications } from './notification-keys.ts';

/** POST /api/notifications/read-all: every entry of the caller read; answers `{ unread: 0 }`. */
export function markAllNotificationsRead(): Promise<UnreadCount> {
  return api.POST('/api/notifications/read-all');
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSettled: () => invalidateNotifications(queryClient),
  });
}
