/**
 * Recomputes every balance from the postings and reports any difference (`npm run ledger:check`).
 * Four invariants: each transaction sums to zero; each account's balance, credited total and
 * postings count equal what its postings say; each posting's balance-after is the running sum of
 * its account; no account that must stay positive is below zero.
 */
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';

export interface LedgerProblem {
  kind: 'unbalanced_transaction' | 'account_mismatch' | 'running_balance_mismatch' | 'negative_balance';
  id: string;
  detail: string;
}

export interface LedgerReport {
  accounts: number;
  transactions: number;
  postings: number;
  problems: LedgerProblem[];
}

type Row = Record<string, unknown>;
const rowsOf = (result: { rows: Row[] }) => result.rows;

export async function checkLedger(db: Executor): Promise<LedgerReport> {
  const [totals] = rowsOf(
    await db.execute(sql`
    SELECT (SELECT count(*) FROM ledger_accounts) AS accounts,
           (SELECT count(*) FROM ledger_transactions) AS transactions,
           (SELECT count(*) FROM ledger_postings) AS postings`),
  );

  const unbalanced = rowsOf(
    await db.execute(sql`
    SELECT t.id, COALESCE(SUM(p.amount_cents), 0) AS total, count(p.id) AS legs
    FROM ledger_transactions t LEFT JOIN ledger_postings p ON p.transaction_id = t.id
    GROUP BY t.id HAVING COALESCE(SUM(p.amount_cents), 0) <> 0 OR count(p.id) < 2`),
  );

  const mismatched = rowsOf(
    await db.execute(sql`
    SELECT a.id, a.kind, a.balance_cents, a.credited_cents, a.postings_count,
           COALESCE(s.balance, 0) AS balance, COALESCE(s.credited, 0) AS credited, COALESCE(s.n, 0) AS n
    FROM ledger_accounts a
    LEFT JOIN (SELECT account_id, SUM(amount_cents) AS balance, SUM(GREATEST(amount_cents, 0)) AS credited, count(*) AS n
               FROM ledger_postings GROUP BY account_id) s ON s.account_id = a.id
    WHERE a.balance_cents <> COALESCE(s.balance, 0) OR a.credited_cents <> COALESCE(s.credited, 0) OR a.postings_count <> COALESCE(s.n, 0)`),
  );

  const runningBreaks = rowsOf(
    await db.execute(sql`
    SELECT id, account_id, balance_after_cents, running FROM (
      SELECT id, account_id, balance_after_cents, SUM(amount_cents) OVER (PARTITION BY account_id ORDER BY id) AS running
      FROM ledger_postings) p
    WHERE balance_after_cents <> running LIMIT 100`),
  );

  const negative = rowsOf(await db.execute(sql`SELECT id, kind, balance_cents FROM ledger_accounts WHERE NOT allow_negative AND balance_cents < 0`));

  const problems: LedgerProblem[] = [
    ...unbalanced.map((r) => ({
      kind: 'unbalanced_transaction' as const,
      id: String(r.id),
      detail: `postings sum to ${String(r.total)} over ${String(r.legs)} legs`,
    })),
    ...mismatched.map((r) => ({
      kind: 'account_mismatch' as const,
      id: String(r.id),
      detail: `${String(r.kind)}: stored balance ${String(r.balance_cents)}, credited ${String(r.credited_cents)}, count ${String(r.postings_count)}; postings say ${String(r.balance)}, ${String(r.credited)}, ${String(r.n)}`,
    })),
    ...runningBreaks.map((r) => ({
      kind: 'running_balance_mismatch' as const,
      id: String(r.id),
      detail: `account ${String(r.account_id)}: balance after ${String(r.balance_after_cents)}, running sum ${String(r.running)}`,
    })),
    ...negative.map((r) => ({ kind: 'negative_balance' as const, id: String(r.id), detail: `${String(r.kind)} at ${String(r.balance_cents)}` })),
  ];
  return { accounts: Number(totals?.accounts ?? 0), transactions: Number(totals?.transactions ?? 0), postings: Number(totals?.postings ?? 0), problems };
}
