import { sql } from 'drizzle-orm';
import { bigint, boolean, date, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { reportStatusEnum } from './reports.ts';

/*
 * The dashboards' aggregates (issue 14, migration 0020). Every table here is kept by triggers in the transaction of
 * the change it counts, and `stats_rebuild()` recomputes them all from the rows (the migration's backfill and the
 * scale seed, which inserts with triggers off). No dashboard request reads the reports or payments themselves,
 * except the few open reports whose next response is still due (a partial index).
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
  },
  (t) => [primaryKey({ columns: [t.scope, t.scopeId, t.day] })],
);

/** Hacker payments that left the platform (sent to the bank or sent externally) per day (Europe/Rome): the payment trend. */
export const statsPaymentsDaily = pgTable('stats_payments_daily', {
  day: date('day').primaryKey(),
  payments: integer('payments').notNull().default(0),
  /** The net transfers (gross when no transfer was computed). */
  amountCents: bigint('amount_cents', { mode: 'number' }).notNull().default(0),
});

/** Payment intents per status with their gross: bounties to approve and the unpaid total behind "overdue". */
export const statsPaymentStatus = pgTable('stats_payment_status', {
  status: text('status').primaryKey(),
  payments: integer('payments').notNull().default(0),
  grossCents: bigint('gross_cents', { mode: 'number' }).notNull().default(0),
});

/**
 * Response-time histograms per program, target and month (Europe/Rome, of the response): how many responses took
 * at most `upper_hours` (hourly buckets up to 48 hours, then daily) and how many of them were on time.
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

/** Open reports per management and status: the triage queue ("not taken in charge") and the open totals behind breaches. */
export const statsOpenReports = pgTable(
  'stats_open_reports',
  {
    isManaged: boolean('is_managed').notNull(),
    status: reportStatusEnum('status').notNull(),
    reports: integer('reports').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.isManaged, t.status] })],
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
  },
  (t) => [primaryKey({ columns: [t.isManaged, t.dueHour] })],
);

/** Open reports per program, the most first: where the breached programs are looked for. */
export const statsProgramOpen = pgTable(
  'stats_program_open',
  {
    programId: uuid('program_id').primaryKey(),
    isManaged: boolean('is_managed').notNull(),
    reports: integer('reports').notNull().default(0),
  },
  (t) => [
    index('stats_program_open_reports_idx')
      .on(t.reports.desc(), t.programId)
      .where(sql`${t.reports} > 0`),
  ],
);

/** Reports a triager took in charge: still open, and all of them. */
export const statsHandlers = pgTable('stats_handlers', {
  userId: uuid('user_id').primaryKey(),
  open: integer('open').notNull().default(0),
  total: integer('total').notNull().default(0),
});

/** Hackers per country of residence (ISO alpha-3). */
export const statsCountries = pgTable('stats_countries', {
  country: text('country').primaryKey(),
  hackers: integer('hackers').notNull().default(0),
});

/** Ledger balances summed per account kind (wallets, program budgets, platform fees ...). */
export const statsLedgerKinds = pgTable('stats_ledger_kinds', {
  kind: text('kind').primaryKey(),
  balanceCents: bigint('balance_cents', { mode: 'number' }).notNull().default(0),
});

/**
 * Single figures: `hackers` (registered), `companies_unverified`, `transfers_pending`, `invoices_to_send`,
 * `reserved_cents` (reserved on program budgets for reports taken in charge).
 */
export const statsCounters = pgTable('stats_counters', {
  key: text('key').primaryKey(),
  value: bigint('value', { mode: 'number' }).notNull().default(0),
});

/** Bucket key width, kept here for the presenters: hourly up to this many hours, daily after. */
export const HOURLY_BUCKETS_UP_TO = 48;
