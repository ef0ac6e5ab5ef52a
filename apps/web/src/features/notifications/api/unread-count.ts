import type { z } from 'zod';
import type { unreadCountSchema } from '@bb/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { notificationKeys } from './notification-keys.ts';

export type UnreadCount = z.infer<typeof unreadCountSchema>;

/** How often the sidebar asks again while the app stays open: new entries arrive from other people's actions. */
export const UNREAD_POLL_MS = 30_000;

/** GET /api/notifications/unread-count. */
export function fetchUnreadCount(): Promise<UnreadCount> {
  return api.GET('/api/notifications/unread-count');
}

export function unreadCountQueryOptions() {
  return queryOptions({
    queryKey: notificationKeys.unreadCount,
    queryFn: fetchUnreadCount,
    refetchInterval: UNREAD_POLL_MS,
    refetchOnWindowFocus: true,
    staleTime: 0,
  });
}

/** The caller's unread count, polled every 30 s and on coming back to the window. */
export function useUnreadCount() {
  return useQuery(unreadCountQueryOptions());
}
