import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgEnum, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { LEDGER_ACCOUNT_KINDS, LEDGER_TRANSACTION_TYPES } from '../../modules/ledger/ledger.kinds.ts';
import { companies } from './companies.ts';

export const ledgerAccountKindEnum = pgEnum('ledger_account_kind', LEDGER_ACCOUNT_KINDS);
export const ledgerTransactionTypeEnum = pgEnum('ledger_transaction_type', LEDGER_TRANSACTION_TYPES);

/**
 * One row per account of the double-entry ledger. `balance_cents` is the sum of the account's
 * postings, kept in the same database transaction as each posting (row-locked); the
 * `ledger:check` command recomputes it. Accounts that must never go negative say so, and the
 * database refuses a negative balance for them even if a bug slipped past the service.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: ledgerAccountKindEnum('kind').notNull(),
    /** The company (wallet), program (budget) or hacker (payable) the account belongs to; null for platform accounts. */
    ownerId: uuid('owner_id'),
    /** The company concerned, for wallets and program budgets. */
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'restrict' }),
    balanceCents: bigint('balance_cents', { mode: 'number' }).notNull().default(0),
    /** Sum of the positive postings (for a program budget: everything ever allocated to it). */
    creditedCents: bigint('credited_cents', { mode: 'number' }).notNull().default(0),
    postingsCount: bigint('postings_count', { mode: 'number' }).notNull().default(0),
    allowNegative: boolean('allow_negative').notNull(),
    /** A program budget closes when the program is deleted (its remainder refunded). */
    isClosed: boolean('is_closed').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('ledger_accounts_kind_owner_unique').on(t.kind, t.ownerId).nullsNotDistinct(),
    // The balance's allocated and remaining figures: an index-only scan of the company's open budgets.
    index('ledger_accounts_open_budgets_idx')
      .on(t.companyId, t.creditedCents, t.balanceCents)
      .where(sql`${t.kind} = 'program_budget' AND NOT ${t.isClosed}`),
    check('ledger_accounts_not_negative', sql`${t.allowNegative} OR ${t.balanceCents} >= 0`),
  ],
);

/** A money movement: its postings sum to zero (a deferred constraint trigger checks it at commit). */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: ledgerTransactionTypeEnum('type').notNull(),
    /** The deposit, program or payment the movement belongs to. */
    referenceId: uuid('reference_id'),
    actorId: uuid('actor_id'),
    memo: text('memo'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ledger_transactions_reference_idx').on(t.referenceId)],
);

/**
 * Append-only (a trigger refuses UPDATE and DELETE). Postings on a company wallet carry the
 * company and the transaction type, so the wallet's statement is one index range scan.
 */
export const ledgerPostings = pgTable(
  'ledger_postings',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id),
    accountId: uuid('account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    balanceAfterCents: bigint('balance_after_cents', { mode: 'number' }).notNull(),
    type: ledgerTransactionTypeEnum('type').notNull(),
    /** Set only on company wallet postings. */
    walletCompanyId: uuid('wallet_company_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('ledger_postings_not_zero', sql`${t.amountCents} <> 0`),
    index('ledger_postings_transaction_idx').on(t.transactionId),
    index('ledger_postings_account_idx').on(t.accountId, t.id),
    // Ascending on purpose: a backward scan serves ORDER BY created_at DESC, id DESC, which a
    // Drizzle .desc() index (DESC NULLS LAST) cannot.
    index('ledger_postings_wallet_created_idx')
      .on(t.walletCompanyId, t.createdAt, t.id)
      .where(sql`${t.walletCompanyId} IS NOT NULL`),
    index('ledger_postings_wallet_type_created_idx')
      .on(t.walletCompanyId, t.type, t.createdAt, t.id)
      .where(sql`${t.walletCompanyId} IS NOT NULL`),
    index('ledger_postings_wallets_created_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.walletCompanyId} IS NOT NULL`),
  ],
);

/**
 * Idempotency-Key records: the first answer of a money-moving call, stored in the same database
 * transaction as the movement, so a repeated key replays it and moves nothing.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id').notNull(),
    key: text('key').notNull(),
    /** SHA-256 of method, route, parameters and body: the same key with another request is refused. */
    fingerprint: text('fingerprint').notNull(),
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the nightly job forgets it: a month for a money call's answer, a day for one holding a secret. */
    expiresAt: timestamp('expires_at', { withTimezone: true })
      .notNull()
      .default(sql`now() + interval '30 days'`),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotency_keys_expires_at_idx').on(t.expiresAt)],
);
