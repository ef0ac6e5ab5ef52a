import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

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

/**
 * The per-address and per-route request counters of @fastify/rate-limit (sign-in, sign-up, the public forms) when no
 * REDIS_URL is set, so that every instance counts the same calls: one row per key and fixed window, which the next
 * hit after `window_ends_at` starts again. Unlogged (the migration says so): counters lost in a crash only forgive a
 * minute's calls, and skipping the WAL keeps the hot upsert cheap. Expired rows are pruned hourly.
 */
export const requestRates = pgTable('request_rates', {
  /** The plugin's key: route, then the caller's address or email. */
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
});
