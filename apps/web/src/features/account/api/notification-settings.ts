import type { NotificationSettings } from '@bb/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** The API answers only the switches of the user's type. */
export type NotificationSettingsAnswer = Partial<NotificationSettings>;

export const notificationSettingsQueryKey = ['users', 'me', 'notification-settings'] as const;

export function fetchNotificationSettings(): Promise<NotificationSettingsAnswer> {
  return api.GET('/api/users/me/notification-settings');
}

export function patchNotificationSettings(patch: NotificationSettingsAnswer): Promise<NotificationSettingsAnswer> {
  return api.PATCH('/api/users/me/notification-settings', { body: patch });
}

export const notificationSettingsQueryOptions = queryOptions({
  queryKey: notificationSettingsQueryKey,
  queryFn: fetchNotificationSettings,
});

export function useNotificationSettings() {
  return useQuery(notificationSettingsQueryOptions);
}

/** Each toggle is sent at once; the switch moves immediately and moves back if the call fails. */
export function useUpdateNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: patchNotificationSettings,
    onMutate: async (patch) => {
      await queryClient.cancelQueries({ queryKey: notificationSettingsQueryKey });
      const previous = queryClient.getQueryData<NotificationSettingsAnswer>(notificationSettingsQueryKey);
      queryClient.setQueryData<NotificationSettingsAnswer>(notificationSettingsQueryKey, (current) => ({ ...current, ...patch }));
      return { previous };
    },
    onError: (_error, _patch, context) => {
      if (context?.previous) queryClient.setQueryData(notificationSettingsQueryKey, context.previous);
    },
    onSuccess: (settings) => queryClient.setQueryData(notificationSettingsQueryKey, settings),
  });
}
