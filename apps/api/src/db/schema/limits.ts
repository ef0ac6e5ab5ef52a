import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The write limits' counters (modules/limits), one row per user and limit: `refilled_at` is when the user's allowance
 * is whole again (GCRA's theoretical arrival time). Each allowed write pushes it a window / max further; a write is
 * refused when that would go past now + window. Rows already refilled mean nothing and are pruned hourly.
 */
export const writeLimits = pgTable('write_limits', {
  /** `{limit}:{userId}`. */
  key: text('key').primaryKey(),
  refilledAt: timestamp('refilled_at', { withTimezone: true }).notNull(),
});
