import { sql } from 'drizzle-orm';
import { bigint, boolean, date, index, integer, jsonb, pgEnum, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { appendedIndexes, pendingColumn } from './appended.ts';
import { REPORT_SEVERITIES, REPORT_STATUSES, RETEST_STATUSES, type ReportEvent, type RichTextDoc } from '@bb/domain';
import { companies } from './companies.ts';
import { programs, programTargets } from './programs.ts';
import { users } from './users.ts';

export const reportStatusEnum = pgEnum('report_status', REPORT_STATUSES);
export const reportSeverityEnum = pgEnum('report_severity', REPORT_SEVERITIES);
/** The status of a retest (report_retests, retests.ts), here because reports keep their latest retest's. */
export const retestStatusEnum = pgEnum('retest_status', RETEST_STATUSES);
type ReportEventType = ReportEvent['type'];

/**
 * A vulnerability report (spec part 2 section 3, DECISIONS "Reports"). The program's company and
 * management are copied at submission (a program's management cannot change once it is live), so
 * every list is scoped and sorted by one index. Money lives in the ledger: `reserved_cents` is this
 * report's part of the program's reserved account, `reward_cents` what the reward paid.
 */
export const reports = pgTable(
  'reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    programId: uuid('program_id')
      .notNull()
      .references(() => programs.id, { onDelete: 'restrict' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    isManaged: boolean('is_managed').notNull(),
    targetId: uuid('target_id')
      .notNull()
      .references(() => programTargets.id, { onDelete: 'restrict' }),
    /** The hacker it counts for; null for a staff report on a company's behalf without one. */
    hackerId: uuid('hacker_id').references(() => users.id, { onDelete: 'restrict' }),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    title: text('title').notNull(),
    severity: reportSeverityEnum('severity').notNull(),
    cvssVector: text('cvss_vector'),
    /** The CVSS score times ten (9.3 -> 93), null without a vector. */
    cvssScoreTenths: smallint('cvss_score_tenths'),
    content: jsonb('content').$type<RichTextDoc>().notNull(),
    endpoint: text('endpoint'),
    payload: text('payload'),
    bugChain: jsonb('bug_chain').$type<RichTextDoc>(),
    /** Attachments (uploads of purpose reportAttachment), in the order sent. */
    media: uuid('media')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    environment: text('environment').notNull(),
    ipAddress: text('ip_address').notNull(),
    status: reportStatusEnum('status').notNull(),
    /** Where a report waiting for more information returns once the hacker answers. */
    statusBeforeMoreInfo: reportStatusEnum('status_before_more_info'),
    /** Fix verification: the status of its latest retest (report_retests), for the list filter `retest`. */
    retestStatus: retestStatusEnum('retest_status'),
    /** Who took it in charge (the triager's "My reports", "triagedByMe"). */
    handledBy: uuid('handled_by').references(() => users.id, { onDelete: 'set null' }),
    reservedCents: bigint('reserved_cents', { mode: 'number' }).notNull().default(0),
    rewardCents: bigint('reward_cents', { mode: 'number' }),
    reviewUploadId: uuid('review_upload_id'),
    duplicateOfId: uuid('duplicate_of_id'),
    /** SHA-256 of the canonical content at submission (the receipt; a duplicate's hacker sees the original's). */
    receiptSha256: text('receipt_sha256').notNull(),
    pointsAwarded: integer('points_awarded').notNull().default(0),
    pointsRedeemedAt: timestamp('points_redeemed_at', { withTimezone: true }),
    firstResponseAt: timestamp('first_response_at', { withTimezone: true }),
    triagedAt: timestamp('triaged_at', { withTimezone: true }),
    rewardedAt: timestamp('rewarded_at', { withTimezone: true }),
    fixedAt: timestamp('fixed_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    firstResponseDueAt: timestamp('first_response_due_at', { withTimezone: true }).notNull(),
    triageDueAt: timestamp('triage_due_at', { withTimezone: true }).notNull(),
    bountyDueAt: timestamp('bounty_due_at', { withTimezone: true }).notNull(),
    resolutionDueAt: timestamp('resolution_due_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('reports_created_idx').on(t.createdAt, t.id),
    index('reports_program_created_idx').on(t.programId, t.createdAt, t.id),
    index('reports_company_created_idx').on(t.companyId, t.createdAt, t.id),
    index('reports_hacker_created_idx').on(t.hackerId, t.createdAt, t.id),
    index('reports_status_created_idx').on(t.status, t.createdAt, t.id),
    index('reports_handled_by_created_idx').on(t.handledBy, t.createdAt, t.id),
    index('reports_title_trgm_idx').using('gin', sql`${t.title} gin_trgm_ops`),
    // A company's tabs by status, newest first, counted from the index alone (severity rides along for the same
    // count with a severity filter; after the unique id it changes no order); its list by title or by last change.
    index('reports_company_status_created_idx').on(t.companyId, t.status, t.createdAt, t.id, t.severity),
    index('reports_company_title_idx').on(t.companyId, t.title, t.id),
    index('reports_company_updated_idx').on(t.companyId, t.updatedAt, t.id),
    // The `retest` filter: every report with a retest, newest first; a company's the same.
    index('reports_retest_created_idx')
      .on(t.retestStatus, t.createdAt, t.id)
      .where(sql`${t.retestStatus} is not null`),
    index('reports_company_retest_created_idx')
      .on(t.companyId, t.retestStatus, t.createdAt, t.id)
      .where(sql`${t.retestStatus} is not null`),
    // A hacker's "My reports" by title (the most prolific send thousands).
    index('reports_hacker_title_idx').on(t.hackerId, t.title, t.id),
    // "I miei programmi": whether the hacker reported to a program, one index probe per program (and a hacker's reports on one program).
    index('reports_hacker_program_idx').on(t.hackerId, t.programId),
    // Hacktivity (a program's and a hacker's accepted reports, newest reward first).
    index('reports_program_accepted_idx')
      .on(t.programId, t.rewardedAt.desc(), t.id.desc())
      .where(sql`${t.status} in ('rewarded', 'fixed')`),
    index('reports_hacker_accepted_idx')
      .on(t.hackerId, t.rewardedAt.desc(), t.id.desc())
      .where(sql`${t.status} in ('rewarded', 'fixed')`),
  ],
);

/**
 * The report's activity (spec "Report activity timeline"), written in the transaction of each
 * change: submission, status and severity changes with their reasons, comments with attachments.
 */
export const reportEvents = pgTable(
  'report_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reportId: uuid('report_id')
      .notNull()
      .references(() => reports.id, { onDelete: 'cascade' }),
    type: text('type').notNull().$type<ReportEventType>(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    status: reportStatusEnum('status'),
    oldStatus: reportStatusEnum('old_status'),
    reason: text('reason'),
    severity: reportSeverityEnum('severity'),
    oldSeverity: reportSeverityEnum('old_severity'),
    vector: text('vector'),
    oldVector: text('old_vector'),
    /** The reward's gross amount on the move to rewarded, from the event's `rewardCents`. */
    rewardCents: bigint('reward_cents', { mode: 'number' }),
    content: jsonb('content').$type<RichTextDoc>(),
    media: uuid('media')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    // The clock, not the transaction's start: a status change and the comment that caused it keep their order.
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (t) => [index('report_events_report_created_idx').on(t.reportId, t.createdAt, t.id)],
);

/**
 * Reports per company, status and severity with the rewards paid, appended to by a trigger on reports in the
 * transaction of every change (migrations 0014, 0022): the figures of GET /api/reports/stats and a company's list
 * counts, summed per key (appended.ts).
 */
export const reportCounts = pgTable(
  'report_counts',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    status: reportStatusEnum('status').notNull(),
    severity: reportSeverityEnum('severity').notNull(),
    reports: integer('reports').notNull().default(0),
    rewardCents: bigint('reward_cents', { mode: 'number' }).notNull().default(0),
    pending: pendingColumn(),
  },
  (t) => appendedIndexes('report_counts', [t.companyId, t.status, t.severity], t.pending),
);

/**
 * The same figures over the whole platform per management (one key per management, status and severity), for staff
 * and super admins: summing report_counts means reading a row per company. Open reports of managed programs (the
 * platform's triage queue) are read here too.
 */
export const reportTotals = pgTable(
  'report_totals',
  {
    isManaged: boolean('is_managed').notNull(),
    status: reportStatusEnum('status').notNull(),
    severity: reportSeverityEnum('severity').notNull(),
    reports: integer('reports').notNull().default(0),
    rewardCents: bigint('reward_cents', { mode: 'number' }).notNull().default(0),
    pending: pendingColumn(),
  },
  (t) => appendedIndexes('report_totals', [t.isManaged, t.status, t.severity], t.pending),
);

/** Reports received and accepted per month (Europe/Rome), appended to by the same trigger: the super admin's trend. */
export const reportMonths = pgTable(
  'report_months',
  {
    month: date('month').notNull(),
    received: integer('received').notNull().default(0),
    accepted: integer('accepted').notNull().default(0),
    pending: pendingColumn(),
  },
  (t) => appendedIndexes('report_months', [t.month], t.pending),
);
