import type { NotificationPage } from '@bb/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { notificationKeys } from './notification-keys.ts';

export interface NotificationListParams {
  page: number;
  size: number;
  /** Only the entries not read yet. */
  unreadOnly: boolean;
}

/** GET /api/notifications: the caller's entries, newest first, a page at a time, with their unread count. */
export function fetchNotifications({ page, size, unreadOnly }: NotificationListParams): Promise<NotificationPage> {
  return api.GET('/api/notifications', { params: { query: { page, size, unread: unreadOnly ? 'true' : undefined } } });
}

export function notificationsQueryOptions(params: NotificationListParams) {
  return queryOptions({
    queryKey: [...notificationKeys.lists, params] as const,
    queryFn: () => fetchNotifications(params),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useNotifications(params: NotificationListParams) {
  return useQuery(notificationsQueryOptions(params));
}
