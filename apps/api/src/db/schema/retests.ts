import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { RETESTERS } from '@bb/domain';
import { companies } from './companies.ts';
import { programs } from './programs.ts';
import { reports, retestStatusEnum } from './reports.ts';
import { users } from './users.ts';

/**
 * A retest of a report's fix (Fix verification, DECISIONS "Reports"), opened when a report of a program with the
 * service is marked fixed. The program's company is copied for scoping; `hacker_id` is the reporting hacker when the
 * retest was given to them (`retester` hacker), whose fee is held on the report's reservation until the outcome. The
 * report keeps its latest retest's status (`reports.retest_status`) for the list filter.
 */
export const reportRetests = pgTable(
  'report_retests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reportId: uuid('report_id')
      .notNull()
      .references(() => reports.id, { onDelete: 'cascade' }),
    programId: uuid('program_id')
      .notNull()
      .references(() => programs.id, { onDelete: 'restrict' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    retester: text('retester', { enum: RETESTERS }).notNull(),
    hackerId: uuid('hacker_id').references(() => users.id, { onDelete: 'restrict' }),
    status: retestStatusEnum('status').notNull().default('pending'),
    /** The fee held for (pending) or paid to (decided by the hacker) a hacker retester; null for staff. */
    feeCents: bigint('fee_cents', { mode: 'number' }),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    note: text('note'),
    /** Uploads of purpose commentAttachment, attached as report_retest to this retest. */
    evidence: uuid('evidence')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('report_retests_report_created_idx').on(t.reportId, t.createdAt, t.id),
    // A program's statistics count its retests by status.
    index('report_retests_program_status_idx').on(t.programId, t.status),
    // One retest waits at a time.
    uniqueIndex('report_retests_one_pending_idx')
      .on(t.reportId)
      .where(sql`${t.status} = 'pending'`),
    check('report_retests_retester_check', sql`${t.retester} in ('staff', 'hacker')`),
  ],
);
