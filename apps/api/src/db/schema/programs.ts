import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, numeric, pgEnum, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import {
  ADMISSION_SOURCES,
  ADMISSION_STATUSES,
  PRICE_TIERS,
  PROGRAM_STATUSES,
  RETESTERS,
  REWARD_TIERS,
  TARGET_TYPES,
  type RichTextDoc,
  type TargetType,
} from '@bb/domain';
import { appendedIndexes, pendingColumn } from './appended.ts';
import { companies } from './companies.ts';
import { users } from './users.ts';

export const programStatusEnum = pgEnum('program_status', PROGRAM_STATUSES);
export const targetTypeEnum = pgEnum('target_type', TARGET_TYPES);

const percent = (name: string) => numeric(name, { precision: 5, scale: 2, mode: 'number' });

/**
 * A vulnerability program (spec part 1 section 3). Money lives in the ledger: the program's
 * budget account holds what is left; `budget_cents` is everything allocated (for a draft, the
 * budget typed so far) and `initial_budget_cents` the allocation at creation.
 */
export const programs = pgTable(
  'programs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    name: text('name'),
    status: programStatusEnum('status').notNull(),
    isPublic: boolean('is_public').notNull().default(true),
    isManaged: boolean('is_managed').notNull().default(true),
    verificationService: boolean('verification_service').notNull().default(false),
    /** Who retests fixes (Fix verification): the platform's staff, or the reporting hacker, paid the retest fee. */
    retester: text('retester', { enum: RETESTERS }).notNull().default('staff'),
    language: text('language').notNull().default('it'),
    content: jsonb('content').$type<RichTextDoc>(),
    outOfScope: jsonb('out_of_scope').$type<RichTextDoc>(),
    nonQualifying: jsonb('non_qualifying').$type<RichTextDoc>(),
    /** null: the platform's default policy. */
    policyUploadId: uuid('policy_upload_id'),
    budgetCents: bigint('budget_cents', { mode: 'number' }),
    initialBudgetCents: bigint('initial_budget_cents', { mode: 'number' }),
    priceTier: text('price_tier', { enum: PRICE_TIERS }),
    rewardTier: text('reward_tier', { enum: REWARD_TIERS }).notNull().default('CUSTOM'),
    /** The target types of the scope, kept with the targets for the tag filter (GIN). */
    tags: text('tags')
      .array()
      .$type<TargetType[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The lowest non-zero prize of the scope, kept with the targets for the budget rule. */
    lowestPrizeCents: bigint('lowest_prize_cents', { mode: 'number' }),
    /** Paused by the budget rule (resumed by an increase), not by a person. */
    pausedForBudget: boolean('paused_for_budget').notNull().default(false),
    /** Report counters kept in the transaction of each submission and decision (cards: pendingReportsCount, effectiveness). */
    reportsTotal: integer('reports_total').notNull().default(0),
    reportsOpen: integer('reports_open').notNull().default(0),
    reportsAccepted: integer('reports_accepted').notNull().default(0),
    reportsClosed: integer('reports_closed').notNull().default(0),
    /**
     * What the reports taken in charge hold back from the budget (DECISIONS "Reports": reservations):
     * the sum of their `reserved_cents`, kept in the same transactions. Remaining = budget account - reserved.
     */
    reservedCents: bigint('reserved_cents', { mode: 'number' }).notNull().default(0),
    /** The company's coupon when the program was created (percent off each fee). */
    couponManagementDiscount: percent('coupon_management_discount'),
    couponVerificationDiscount: percent('coupon_verification_discount'),
    /** The score a hacker needs for a testing account; null: the platform's TESTING_ACCOUNT_MIN_SCORE. */
    testingAccountMinScore: integer('testing_account_min_score'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** The review's last message to the company (what to change, or why it was rejected) and when it was written. */
    reviewNote: text('review_note'),
    reviewNoteAt: timestamp('review_note_at', { withTimezone: true }),
  },
  (t) => [
    // Staff lists: every program but drafts, newest first, optionally by one filter.
    index('programs_listed_created_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.status} <> 'draft'`),
    index('programs_status_created_idx').on(t.status, t.createdAt, t.id),
    index('programs_managed_created_idx')
      .on(t.isManaged, t.createdAt, t.id)
      .where(sql`${t.status} <> 'draft'`),
    index('programs_public_created_idx')
      .on(t.isPublic, t.createdAt, t.id)
      .where(sql`${t.status} <> 'draft'`),
    index('programs_company_created_idx').on(t.companyId, t.createdAt, t.id),
    // A company's own list (drafts and deleted ones aside): its page and its count read this index alone.
    index('programs_company_listed_created_idx')
      .on(t.companyId, t.createdAt, t.id)
      .where(sql`${t.status} not in ('draft', 'deleted')`),
    index('programs_name_idx')
      .on(t.name, t.id)
      .where(sql`${t.status} <> 'draft'`),
    index('programs_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    index('programs_tags_idx').using('gin', t.tags),
    // Hackers: open public programs, newest first.
    index('programs_open_public_created_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.status} in ('active', 'paused') and ${t.isPublic}`),
    // The programs with most open reports first: where the super admin's breached programs are looked for.
    index('programs_open_reports_idx')
      .on(t.reportsOpen.desc(), t.id)
      .where(sql`${t.reportsOpen} > 0`),
    check('programs_budget_not_negative', sql`${t.budgetCents} is null or ${t.budgetCents} >= 0`),
    check('programs_retester_check', sql`${t.retester} in ('staff', 'hacker')`),
  ],
);

/** A target of a program's scope with its prizes (cents); a draft's may still miss anything. */
export const programTargets = pgTable(
  'program_targets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    programId: uuid('program_id')
      .notNull()
      .references(() => programs.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name'),
    type: targetTypeEnum('type'),
    lowPrizeCents: bigint('low_prize_cents', { mode: 'number' }),
    mediumPrizeCents: bigint('medium_prize_cents', { mode: 'number' }),
    highPrizeCents: bigint('high_prize_cents', { mode: 'number' }),
    criticalPrizeCents: bigint('critical_prize_cents', { mode: 'number' }),
  },
  (t) => [uniqueIndex('program_targets_program_position_unique').on(t.programId, t.position)],
);

/**
 * A hacker's way into a private program: an invitation (from the company or staff) or an access
 * request (from the hacker). Accepted admissions make a private program visible to the hacker.
 */
export const programAdmissions = pgTable(
  'program_admissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    programId: uuid('program_id')
      .notNull()
      .references(() => programs.id, { onDelete: 'cascade' }),
    hackerId: uuid('hacker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    source: text('source', { enum: ADMISSION_SOURCES }).notNull(),
    status: text('status', { enum: ADMISSION_STATUSES }).notNull().default('pending'),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('program_admissions_program_hacker_unique').on(t.programId, t.hackerId),
    index('program_admissions_hacker_idx').on(t.hackerId, t.status),
    // A hacker's received invitations, newest first.
    index('program_admissions_hacker_source_created_idx').on(t.hackerId, t.source, t.createdAt, t.id),
    // A program's waiting access requests, oldest first (the managers' list).
    index('program_admissions_waiting_requests_idx')
      .on(t.programId, t.createdAt, t.hackerId)
      .where(sql`${t.source} = 'request' and ${t.status} = 'pending'`),
  ],
);

/**
 * Credentials a program hands to hackers, one account per hacker. Assignment locks the program row
 * first, so two requests never take the same account and a hacker never gets two.
 */
export const programTestingAccounts = pgTable(
  'program_testing_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    programId: uuid('program_id')
      .notNull()
      .references(() => programs.id, { onDelete: 'cascade' }),
    description: text('description').notNull(),
    assigneeId: uuid('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    assignedAt: timestamp('assigned_at', { withTimezone: true }),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('program_testing_accounts_program_created_idx').on(t.programId, t.createdAt, t.id),
    index('program_testing_accounts_free_idx')
      .on(t.programId, t.createdAt, t.id)
      .where(sql`${t.assigneeId} is null`),
    uniqueIndex('program_testing_accounts_assignee_unique')
      .on(t.programId, t.assigneeId)
      .where(sql`${t.assigneeId} is not null`),
    check('program_testing_accounts_description_not_empty', sql`length(btrim(${t.description})) > 0`),
  ],
);

/**
 * A hacker's points on one program (its hall of fame). A report decision adds to it in the
 * transaction that awards the points, next to users.points.
 */
export const programPoints = pgTable(
  'program_points',
  {
    programId: uuid('program_id')
      .notNull()
      .references(() => programs.id, { onDelete: 'cascade' }),
    hackerId: uuid('hacker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    points: integer('points').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.programId, t.hackerId] }),
    index('program_points_ranking_idx')
      .on(t.programId, t.points.desc(), t.hackerId)
      .where(sql`${t.points} > 0`),
  ],
);

/**
 * How many programs there are per status, visibility, management and tag ('' counts each program once), appended to
 * by a trigger on programs (migrations 0005, 0022): list counts for those filters are a sum over a few rows instead
 * of a scan of every program.
 */
export const programListCounts = pgTable(
  'program_list_counts',
  {
    status: programStatusEnum('status').notNull(),
    isPublic: boolean('is_public').notNull(),
    isManaged: boolean('is_managed').notNull(),
    tag: text('tag').notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
    pending: pendingColumn(),
  },
  (t) => appendedIndexes('program_list_counts', [t.status, t.isPublic, t.isManaged, t.tag], t.pending),
);
