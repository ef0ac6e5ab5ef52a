import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, integer, pgEnum, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { ACCREDITATION_STATUSES, DEPOSIT_SOURCES, INVOICE_STATUSES } from '@bb/domain';
import { companies } from './companies.ts';
import { ledgerTransactions } from './ledger.ts';

export const accreditationStatusEnum = pgEnum('accreditation_status', ACCREDITATION_STATUSES);
export const invoiceStatusEnum = pgEnum('invoice_status', INVOICE_STATUSES);

/** An incoming bank transfer (a company top-up), recorded by hand or imported from a camt.053 statement. */
export const companyTransfers = pgTable(
  'company_transfers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    valueDate: date('value_date', { mode: 'string' }).notNull(),
    payerName: text('payer_name').notNull(),
    description: text('description').notNull(),
    additionalInfo: text('additional_info'),
    source: text('source', { enum: DEPOSIT_SOURCES }).notNull(),
    /** The bank's own reference of the statement entry: importing the same statement twice creates nothing. */
    bankReference: text('bank_reference').unique('company_transfers_bank_reference_unique'),
    /** Pre-selected from the reference code while pending; the company credited once accredited. */
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'restrict' }),
    accreditationStatus: accreditationStatusEnum('accreditation_status').notNull().default('pending'),
    invoiceStatus: invoiceStatusEnum('invoice_status').notNull().default('pending'),
    vatExempt: boolean('vat_exempt'),
    creditedCents: bigint('credited_cents', { mode: 'number' }),
    vatCents: bigint('vat_cents', { mode: 'number' }),
    ledgerTransactionId: uuid('ledger_transaction_id').references(() => ledgerTransactions.id),
    createdBy: uuid('created_by').notNull(),
    decidedBy: uuid('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('company_transfers_amount_positive', sql`${t.amountCents} > 0`),
    // Ascending: backward scans serve the lists' value date DESC, id DESC order.
    index('company_transfers_date_idx').on(t.valueDate, t.id),
    index('company_transfers_status_date_idx').on(t.accreditationStatus, t.valueDate, t.id),
    index('company_transfers_company_date_idx').on(t.companyId, t.valueDate, t.id),
  ],
);

/** A FatturaPA invoice issued for an accredited transfer. Numbers run without gaps per year. */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    transferId: uuid('transfer_id')
      .notNull()
      .unique('invoices_transfer_unique')
      .references(() => companyTransfers.id),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    year: integer('year').notNull(),
    sequence: integer('sequence').notNull(),
    number: text('number').notNull(),
    issueDate: date('issue_date', { mode: 'string' }).notNull(),
    taxableCents: bigint('taxable_cents', { mode: 'number' }).notNull(),
    vatCents: bigint('vat_cents', { mode: 'number' }).notNull(),
    fileName: text('file_name').notNull(),
    xml: text('xml').notNull(),
    /** What the SDI channel answered when the invoice was sent. */
    sdiSubmissionId: text('sdi_submission_id'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('invoices_year_sequence_unique').on(t.year, t.sequence), index('invoices_company_idx').on(t.companyId)],
);

/** The last invoice number of each year, row-locked while a number is taken. */
export const invoiceSequences = pgTable('invoice_sequences', {
  year: integer('year').primaryKey(),
  lastNumber: integer('last_number').notNull(),
});
