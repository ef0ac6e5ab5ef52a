import { and, count, desc, eq, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { notifications } from '../../db/schema/index.ts';

export type NotificationRow = typeof notifications.$inferSelect;
/** An entry to write: dated when its event happened (by default, now). */
export type NewNotification = Omit<typeof notifications.$inferInsert, 'id' | 'readAt'>;

/** 9 columns a row: 5,000 rows a statement stay well under PostgreSQL's 65,535 parameters. */
const ROWS_PER_INSERT = 5000;

/** Every query is scoped by the owner (userId): a user reads and marks only their own entries. */
export function notificationsRepository(db: Executor) {
  const own = (userId: string, unreadOnly = false): SQL | undefined =>
    and(eq(notifications.userId, userId), unreadOnly ? isNull(notifications.readAt) : undefined);

  return {
    /** The entries of one domain event; an entry already written for the event and recipient is left as it is. */
    async insertForEvent(rows: readonly NewNotification[]): Promise<void> {
      for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
        await db
          .insert(notifications)
          .values(rows.slice(start, start + ROWS_PER_INSERT))
          .onConflictDoNothing({ target: [notifications.eventId, notifications.userId], where: sql`${notifications.eventId} is not null` });
      }
    },

    page(userId: string, options: { unreadOnly: boolean; limit: number; offset: number }): Promise<NotificationRow[]> {
      return db
        .select()
        .from(notifications)
        .where(own(userId, options.unreadOnly))
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(options.limit)
        .offset(options.offset);
    },

    async count(userId: string, unreadOnly: boolean): Promise<number> {
      const [row] = await db.select({ value: count() }).from(notifications).where(own(userId, unreadOnly));
      return row?.value ?? 0;
    },

    /** Marks one entry read (kept as first read); the entry, or null when it is not the user's. */
    async markRead(userId: string, id: string, at: Date): Promise<NotificationRow | null> {
      const [updated] = await db
        .update(notifications)
        .set({ readAt: at })
        .where(and(eq(notifications.id, id), own(userId, true)))
        .returning();
      if (updated) return updated;
      const [existing] = await db
        .select()
        .from(notifications)
        .where(and(eq(notifications.id, id), own(userId)));
      return existing ?? null;
    },

    async markAllRead(userId: string, at: Date): Promise<number> {
      const updated = await db.update(notifications).set({ readAt: at }).where(own(userId, true)).returning({ id: notifications.id });
      return updated.length;
    },

    async deleteCreatedBefore(cutoff: Date): Promise<number> {
      const deleted = await db.delete(notifications).where(lt(notifications.createdAt, cutoff)).returning({ id: notifications.id });
      return deleted.length;
    },
  };
}
