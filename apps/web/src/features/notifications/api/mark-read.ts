import type { Notification } from '@bb/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { invalidateNotifications } from './notification-keys.ts';

/** POST /api/notifications/{id}/read: answers the entry with its readAt. */
export function markNotificationRead(id: string): Promise<Notification> {
  return api.POST('/api/notifications/{id}/read', { params: { path: { id } } });
}

export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onSettled: () => invalidateNotifications(queryClient),
  });
}
