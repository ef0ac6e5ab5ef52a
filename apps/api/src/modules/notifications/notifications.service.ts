import { NOTIFICATION_RETENTION_DAYS, type Notification, type NotificationPage } from '@bb/domain';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Actor } from '../../plugins/actor.ts';
import { notificationsRepository, type NotificationRow } from './notifications.repository.ts';

/** Row -> response, field by field. */
export function presentNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    event: row.event,
    subject: { type: row.subjectType, id: row.subjectId },
    link: row.link,
    details: row.details,
    readAt: row.readAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The caller's own in-app notifications: another user's entry is 404, as if it did not exist. */
export function notificationsService(deps: { db: Database }) {
  const repository = notificationsRepository(deps.db);
  return {
    async list(actor: Actor, query: { page: number; size: number; unread?: boolean | undefined }): Promise<NotificationPage> {
      const unreadOnly = query.unread === true;
      const [rows, total, unread] = await Promise.all([
        repository.page(actor.userId, { unreadOnly, limit: query.size, offset: (query.page - 1) * query.size }),
        repository.count(actor.userId, unreadOnly),
        repository.count(actor.userId, true),
      ]);
      return { count: total, unread, results: rows.map(presentNotification) };
    },

    async unreadCount(actor: Actor): Promise<{ unread: number }> {
      return { unread: await repository.count(actor.userId, true) };
    },

    async markRead(actor: Actor, id: string): Promise<Notification> {
      const row = await repository.markRead(actor.userId, id, new Date());
      if (!row) throw new AppError('NOT_FOUND');
      return presentNotification(row);
    },

    async markAllRead(actor: Actor): Promise<{ unread: number }> {
      await repository.markAllRead(actor.userId, new Date());
      return { unread: 0 };
    },
  };
}
export type NotificationsService = ReturnType<typeof notificationsService>;

export const RETENTION_QUEUE = 'notifications-retention';
/** Every night at 03:30, Rome time. */
export const RETENTION_CRON = '30 3 * * *';

/** The retention job: deletes the entries older than NOTIFICATION_RETENTION_DAYS; answers how many. */
export function deleteExpiredNotifications(db: Database, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - NOTIFICATION_RETENTION_DAYS * 86_400_000);
  return notificationsRepository(db).deleteCreatedBefore(cutoff);
}
