import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../db/client.ts';

/** Tables whose content a rejected request must leave as it was. login_attempts is left out: a refused sign-in is recorded on purpose. */
export const STATE_TABLES = [
  'users',
  'sessions',
  'user_tokens',
  'otp_recovery_codes',
  'emails',
  'uploads',
  'companies',
  'company_members',
  'platform_settings',
  'ledger_accounts',
  'ledger_transactions',
  'ledger_postings',
  'idempotency_keys',
  'company_transfers',
  'invoices',
  'invoice_sequences',
  'programs',
  'program_targets',
  'program_admissions',
  'program_list_counts',
  'program_testing_accounts',
  'program_points',
  'hacker_profiles',
  'hacker_payment_settings',
  'hacker_points_histogram',
  'hacker_verifications',
  'verification_webhook_events',
  'domain_events',
  'payment_intents',
  'payment_history',
  'payment_batches',
] as const;

/** A fingerprint of every row of the given tables. */
export async function snapshot(db: Database, tables: readonly string[] = STATE_TABLES): Promise<Record<string, string>> {
  const result: Record<string, string> = {};
  for (const table of tables) {
    const rows = await db.execute<{ digest: string | null; n: number }>(
      sql.raw(`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest, count(*)::int as n from "${table}" t`),
    );
    result[table] = `${rows.rows[0]?.n}:${rows.rows[0]?.digest}`;
  }
  return result;
}

/** Runs `action` and asserts no row of the state tables changed. */
export async function expectUnchanged<T>(db: Database, action: () => Promise<T>, tables?: readonly string[]): Promise<T> {
  const before = await snapshot(db, tables);
  const result = await action();
  expect(await snapshot(db, tables)).toEqual(before);
  return result;
}
