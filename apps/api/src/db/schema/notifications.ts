import { sql } from 'drizzle-orm';
import { bigint, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { NotificationDetails, NotificationEvent, NotificationSubject } from '@bb/domain';
import { users } from './users.ts';

/**
 * A user's in-app notifications (DECISIONS "Notifications"), derived from the domain event they announce by the
 * dispatcher (one per event and recipient), kept 90 days (a daily job deletes older ones).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    event: text('event').notNull().$type<NotificationEvent>(),
    subjectType: text('subject_type').notNull().$type<NotificationSubject>(),
    subjectId: uuid('subject_id').notNull(),
    link: text('link').notNull(),
    details: jsonb('details').$type<NotificationDetails>().notNull(),
    /** The domain event announced (null for entries older than the event stream). */
    eventId: bigint('event_id', { mode: 'number' }),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (t) => [
    // A user's list, newest first, and the unread badge counted from a small partial index.
    index('notifications_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('notifications_user_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
    // The retention job deletes by age.
    index('notifications_created_idx').on(t.createdAt),
    // One entry per event and recipient, whatever retries the dispatcher makes.
    uniqueIndex('notifications_event_user_idx')
      .on(t.eventId, t.userId)
      .where(sql`${t.eventId} is not null`),
  ],
);
