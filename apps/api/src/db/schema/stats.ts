import { bigint, boolean, date, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { appendedIndexes, pendingColumn } from './appended.ts';

/*
 * The dashboards' aggregates (issue 14, migrations 0020 and 0022). Every table here is kept by triggers in the
 * transaction of the change it counts; each figure is defined once per row (`<figure>_of(row, sign)` in 0022), so the
 * recount (npm run stats:check / stats:rebuild) sums what every row contributes. Tables that transactions of different
 * companies write are append-only (appended.ts): read by summing a key's rows. No dashboard request reads the reports
 * or payments themselves, except the few open reports whose next response is still due (a partial index).
 */

/**
 * Activity per day (Europe/Rome) and scope: `hacker` (the reporting hacker), `company`, `handler` (who took the
 * report in charge) and `platform` (scope id all zeros). Rewards count on the day of the reward, reports received
 * on the day of submission.
 */
export const statsDaily = pgTable(
  'stats_daily',
  {
    scope: text('scope').notNull().$type<'hacker' | 'company' | 'handler' | 'platform'>(),
    scopeId: uuid('scope_id').notNull(),
    day: date('day').notNull(),
    rewards: integer('rewards').notNull().default(0),
    rewardCents: bigint('reward_cents', { mode: 'number' }).notNull().default(0),
    received: integer('received').notNull().default(0),
    pending: pendingColumn(),
  },
  (t) => appendedIndexes('stats_daily', [t.scope, t.scopeId, t.day], t.pending),
);

/**
 * Hacker payments that left the platform (sent to the bank, sent externally or accredited) per day (Europe/Rome) of
 * their first leaving (payment_intents.left_at): the payment trend. A payment returned and paid again counts once.
 */
export const statsPaymentsDaily = pgTable(
  'stats_payments_daily',
  {
    day: date('day').notNull(),
    payments: integer('payments').notNull().default(0),
    /** The net transfers (gross when no transfer was computed). */
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull().default(0),
    pending: pendingColumn(),
  },
  (t) => appendedIndexes('stats_payments_daily', [t.day], t.pending),
);

/**
 * Response-time histograms per program, target and month (Europe/Rome, of the response): how many responses took
 * at most `upper_hours` (hourly buckets up to 48 hours, then daily) and how many of them were on time. Only the
 * program's transactions write its rows (under the program's row lock), so they are updated in place.
 */
export const statsResponseTimes = pgTable(
  'stats_response_times',
  {
    programId: uuid('program_id').notNull(),
    target: text('target').notNull(),
    month: date('month').notNull(),
    upperHours: integer('upper_hours').notNull(),
    measured: integer('measured').notNull().default(0),
    onTime: integer('on_time').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.programId, t.target, t.month, t.upperHours] })],
);

/**
 * Open reports by the hour (UTC) their next response is due (the earliest target not done): how many are still due
 * after now is a sum over the hours ahead, whatever the number of reports.
 */
export const statsOpenDue = pgTable(
  'stats_open_due',
  {
    isManaged: boolean('is_managed').notNull(),
    dueHour: timestamp('due_hour', { withTimezone: true }).notNull(),
    reports: integer('reports').notNull().default(0),
    pending: pendingColumn(),
  },
  (t) => appendedIndexes('stats_open_due', [t.isManaged, t.dueHour], t.pending),
);

/** Reports a triager took in charge: still open, and all of them. */
export const statsHandlers = pgTable(
  'stats_handlers',
  {
    userId: uuid('user_id').notNull(),
    open: integer('open').notNull().default(0),
    total: integer('total').notNull().default(0),
    pending: pendingColumn(),
  },
  (t) => appendedIndexes('stats_handlers', [t.userId], t.pending),
);

/** Hackers per country of residence (ISO alpha-3). */
export const statsCountries = pgTable(
  'stats_countries',
  {
    country: text('country').notNull(),
    hackers: integer('hackers').notNull().default(0),
    pending: pendingColumn(),
  },
  (t) => appendedIndexes('stats_countries', [t.country], t.pending),
);

/** Ledger balances summed per account kind (wallets, program budgets, platform fees ...), appended to by every posting. */
export const statsLedgerKinds = pgTable(
  'stats_ledger_kinds',
  {
    kind: text('kind').notNull(),
    balanceCents: bigint('balance_cents', { mode: 'number' }).notNull().default(0),
    pending: pendingColumn(),
  },
  (t) => appendedIndexes('stats_ledger_kinds', [t.kind], t.pending),
);

/**
 * Single figures: `hackers` (registered), `companies_unverified`, `transfers_pending`, `invoices_to_send`,
 * `reserved_cents` (reserved on program budgets for reports taken in charge).
 */
export const statsCounters = pgTable(
  'stats_counters',
  {
    key: text('key').notNull(),
    value: bigint('value', { mode: 'number' }).notNull().default(0),
    pending: pendingColumn(),
  },
  (t) => appendedIndexes('stats_counters', [t.key], t.pending),
);

/** Bucket key width, kept here for the presenters: hourly up to this many hours, daily after. */
export const HOURLY_BUCKETS_UP_TO = 48;
