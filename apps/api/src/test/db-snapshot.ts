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

const fingerprintOf = (table: string) =>
  `select '${table}' as "table", md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest, count(*)::int as n from "${table}" t`;

/** A fingerprint of every row of the given tables (`rows:md5`), read in one statement. */
export async function snapshot(db: Database, tables: readonly string[] = STATE_TABLES): Promise<Record<string, string>> {
  const rows = await db.execute<{ table: string; digest: string; n: number }>(sql.raw(tables.map(fingerprintOf).join(' union all ')));
  return Object.fromEntries(rows.rows.map((row) => [row.table, `${row.n}:${row.digest}`]));
}

/** Every table of the public schema, by name. */
/**
 * Every table of the application but `request_rates`: the per-address rate limits' counters record calls, not state,
 * and a limited call counts on purpose, whether it is refused or a GET (the activation link's check is one).
 */
export async function publicTables(db: Database): Promise<string[]> {
  const rows = await db.execute<{ name: string }>(
    sql`select tablename as name from pg_tables where schemaname = 'public' and tablename <> 'request_rates' order by tablename`,
  );
  return rows.rows.map((row) => row.name);
}

/** Runs `action` and asserts no row of the state tables changed. */
export async function expectUnchanged<T>(db: Database, action: () => Promise<T>, tables?: readonly string[]): Promise<T> {
  const before = await snapshot(db, tables);
  const result = await action();
  expect(await snapshot(db, tables)).toEqual(before);
  return result;
}
