import { sql } from 'drizzle-orm';
import { check, index, jsonb, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { COMPANY_DATA_CHANGE_STATUSES, type FiscalData } from '@bb/domain';
import { companies } from './companies.ts';
import { programs } from './programs.ts';
import { users } from './users.ts';

const percent = (name: string) => numeric(name, { precision: 5, scale: 2, mode: 'number' });

/**
 * A coupon a super admin gave one program (DECISIONS "Fees, budgets and tiers": coupons): it takes precedence over
 * the company's own (`companies.coupon_*`) on that program's allocations. No row: the company's coupon applies.
 */
export const programCoupons = pgTable('program_coupons', {
  programId: uuid('program_id')
    .primaryKey()
    .references(() => programs.id, { onDelete: 'cascade' }),
  managementDiscount: percent('management_discount'),
  verificationDiscount: percent('verification_discount'),
  assignedBy: uuid('assigned_by').references(() => users.id, { onDelete: 'set null' }),
  assignedAt: timestamp('assigned_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The fiscal values a change request carries (VAT stored as the company's: no separators, no country prefix). */
export type FiscalValues = Pick<FiscalData, 'businessname' | 'vat' | 'pec' | 'sdi' | 'country'>;

/**
 * A company's request to change its fiscal data (COMPANY_DATA_CHANGE_WORKFLOW): what it asks for, the data as they
 * were, and the decision. At most one waits per company.
 */
export const companyDataChanges = pgTable(
  'company_data_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    status: text('status', { enum: COMPANY_DATA_CHANGE_STATUSES }).notNull().default('pending'),
    requested: jsonb('requested').$type<FiscalValues>().notNull(),
    previous: jsonb('previous').$type<FiscalValues>().notNull(),
    fields: text('fields').array().notNull(),
    reason: text('reason'),
    decisionReason: text('decision_reason'),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('company_data_changes_one_pending_idx')
      .on(t.companyId)
      .where(sql`${t.status} = 'pending'`),
    index('company_data_changes_company_requested_idx').on(t.companyId, t.requestedAt),
    check('company_data_changes_status_check', sql`${t.status} in ('pending', 'approved', 'rejected', 'withdrawn')`),
    // The super admin's queue: the waiting requests, oldest first.
    index('company_data_changes_pending_idx')
      .on(t.requestedAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);
