import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { appendedIndexes, pendingColumn } from './appended.ts';
import { companies } from './companies.ts';
import { uploads } from './platform.ts';
import { reports } from './reports.ts';
import { reportRetests } from './retests.ts';
import { users } from './users.ts';

/**
 * A bank batch: one SEPA pain.001 credit-transfer file and its beneficiaries CSV, kept as exported so
 * a lost download can be fetched again byte for byte.
 */
export const paymentBatches = pgTable('payment_batches', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** The pain.001 MsgId and PmtInfId. */
  messageId: text('message_id').notNull().unique(),
  count: integer('count').notNull(),
  totalCents: bigint('total_cents', { mode: 'number' }).notNull(),
  xml: text('xml').notNull(),
  csv: text('csv').notNull(),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A hacker's payment (DECISIONS "Hacker payments"): opened by a reward (or a referral bonus), then
 * confirmed, approved and paid through the bank. From confirmation on, the beneficiary, tax regime
 * and figures are the confirmed copy, so a later change of settings cannot change a payment in flight.
 */
export const paymentIntents = pgTable(
  'payment_intents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull().default('reward'),
    reportId: uuid('report_id').references(() => reports.id, { onDelete: 'restrict' }),
    /** The retest whose fee this pays (kind retest: Fix verification); the report is the retest's. */
    retestId: uuid('retest_id').references(() => reportRetests.id, { onDelete: 'restrict' }),
    /** The company whose first accredited deposit earned a referral bonus. */
    referredCompanyId: uuid('referred_company_id').references(() => companies.id, { onDelete: 'restrict' }),
    hackerId: uuid('hacker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    programId: uuid('program_id'),
    companyId: uuid('company_id'),
    grossCents: bigint('gross_cents', { mode: 'number' }).notNull(),
    status: text('status').notNull(),
    statusReason: text('status_reason'),
    statusChangedBy: uuid('status_changed_by').references(() => users.id, { onDelete: 'set null' }),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }).notNull().defaultNow(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    // The confirmed copy (null until the hacker confirms).
    settingsVersion: integer('settings_version'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    taxRegime: text('tax_regime'),
    taxId: text('tax_id'),
    vatNumber: text('vat_number'),
    beneficiaryName: text('beneficiary_name'),
    iban: text('iban'),
    swift: text('swift'),
    residenceAddress: text('residence_address'),
    residenceCap: text('residence_cap'),
    residenceCity: text('residence_city'),
    residenceState: text('residence_state'),
    residenceCountry: text('residence_country'),
    previousYearlyPaymentsCents: bigint('previous_yearly_payments_cents', { mode: 'number' }),
    vatCents: bigint('vat_cents', { mode: 'number' }),
    withholdingCents: bigint('withholding_cents', { mode: 'number' }),
    stampDutyCents: bigint('stamp_duty_cents', { mode: 'number' }),
    transferCents: bigint('transfer_cents', { mode: 'number' }),
    inpsDue: boolean('inps_due'),
    // INPS Gestione Separata of occasional work above the threshold (migration 0024): the terms it was computed with,
    // the part of the bounty above the threshold, the hacker's third (withheld) and the platform's two thirds.
    inpsThresholdCents: bigint('inps_threshold_cents', { mode: 'number' }),
    inpsHackerRateBp: integer('inps_hacker_rate_bp'),
    inpsPlatformRateBp: integer('inps_platform_rate_bp'),
    inpsBaseCents: bigint('inps_base_cents', { mode: 'number' }),
    inpsHackerCents: bigint('inps_hacker_cents', { mode: 'number' }),
    inpsPlatformCents: bigint('inps_platform_cents', { mode: 'number' }),
    hackerDocumentId: uuid('hacker_document_id').references(() => uploads.id, { onDelete: 'set null' }),
    staffDocumentId: uuid('staff_document_id').references(() => uploads.id, { onDelete: 'set null' }),
    batchId: uuid('batch_id').references(() => paymentBatches.id, { onDelete: 'set null' }),
    /** When it first left (sent, sent externally or accredited), set by a trigger (0022): the day the payment trend counts it. */
    leftAt: timestamp('left_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One reward per report; a report's retest fees are payments of their own, one per retest.
    uniqueIndex('payment_intents_report_unique')
      .on(t.reportId)
      .where(sql`${t.kind} = 'reward'`),
    uniqueIndex('payment_intents_retest_unique').on(t.retestId),
    // A referred company earns its referrer one bonus.
    uniqueIndex('payment_intents_referral_unique').on(t.referredCompanyId),
    index('payment_intents_hacker_created_idx').on(t.hackerId, t.createdAt, t.id),
    // Newest first with the column filters inside the index (an index-only scan finds a page's ids without the rows).
    index('payment_intents_created_idx').on(t.createdAt, t.id, t.status, t.kind, t.dueAt),
    index('payment_intents_status_created_idx').on(t.status, t.createdAt, t.id),
    index('payment_intents_company_created_idx').on(t.companyId, t.createdAt, t.id),
    index('payment_intents_due_idx').on(t.dueAt, t.id),
    /** Overdue: unpaid past the due date (UNPAID_PAYMENT_STATUSES). */
    index('payment_intents_unpaid_due_idx')
      .on(t.dueAt, t.id)
      .where(sql`${t.status} NOT IN ('processing', 'sent', 'accredited', 'sentExternally', 'skipped')`),
    index('payment_intents_batch_idx').on(t.batchId),
    // The super admin's list by kind (referral bonuses are under 1%) and by amount (migration 0018).
    index('payment_intents_kind_created_idx').on(t.kind, t.createdAt, t.id),
    index('payment_intents_amount_idx').on(t.grossCents, t.id),
  ],
);

/**
 * How many payment intents are in each status and kind and their gross, appended to by statement triggers on
 * payment_intents (migrations 0018, 0022): the super admin's list counts its tabs and status and kind filters, and the
 * dashboard its bounties to approve, from a few rows instead of 200,000 (summed per key, appended.ts).
 */
export const paymentCounts = pgTable(
  'payment_counts',
  {
    status: text('status').notNull(),
    kind: text('kind').notNull(),
    n: integer('n').notNull().default(0),
    grossCents: bigint('gross_cents', { mode: 'number' }).notNull().default(0),
    pending: pendingColumn(),
  },
  (t) => appendedIndexes('payment_counts', [t.status, t.kind], t.pending),
);

/** Every status a payment went through, with the reason and who moved it (the payment's history). */
export const paymentHistory = pgTable(
  'payment_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    intentId: uuid('intent_id')
      .notNull()
      .references(() => paymentIntents.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    oldStatus: text('old_status'),
    reason: text('reason'),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payment_history_intent_idx').on(t.intentId, t.createdAt)],
);
