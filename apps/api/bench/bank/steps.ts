/**
 * The bank side at scale, over HTTP as the super admin's browser calls it, each step timed once: making a batch of the
 * pending list (POST /api/payments/batches), downloading its SEPA file, a pain.002 accepting every transfer, a camt.053
 * booking every transfer, then a second batch and its reset. After each step: the rows it wrote or moved, counted in
 * the database. The pending list is first brought up to `transfers` approved payments (./seed.ts). Every step should
 * take well under TARGET_SECONDS; answers the steps that did not.
 */
import pg from 'pg';
import { camt053Statement, pain002StatusReport, readPain001 } from '../../src/modules/payments/bank/sepa.test-support.ts';
import { twoFactorHeaders } from '../scale.ts';
import { runChecks } from '../writes/checks.ts';
import { pendingCount, seedApprovedPayments } from './seed.ts';

export const TARGET_SECONDS = 5;
/** The tables a bulk move writes, counted before and after each step. */
const COUNTED = ['payment_history', 'domain_events', 'audit_log', 'ledger_transactions', 'ledger_postings', 'payment_batches', 'idempotency_keys'] as const;

interface Batch {
  id: string;
  messageId: string;
  count: number;
  total: number;
}

type Counts = Record<string, number>;

/** The super admin's headers for a POST (the CSRF token read from the session's cookie) of this content type. */
export function withCsrf(headers: Record<string, string>, contentType: string): Record<string, string> {
  const token = /bb_csrf=([^;]+)/.exec(headers.cookie ?? '')?.[1];
  if (!token) throw new Error('no CSRF cookie in the session');
  return { ...headers, 'content-type': contentType, 'x-csrf-token': token };
}

async function countsOf(client: pg.Client): Promise<Counts> {
  const tables = COUNTED.map((table) => `select '${table}' as name, count(*)::int as n from ${table}`);
  const statuses = `select 'payments ' || status as name, count(*)::int as n from payment_intents group by status`;
  const { rows } = await client.query<{ name: string; n: number }>([...tables, statuses].join(' union all '));
  return Object.fromEntries(rows.map((row) => [row.name, row.n]));
}

/** "payment_history +10,000, payments approved -10,000, payments processing +10,000 ..." */
function describeChange(before: Counts, after: Counts): string {
  const names = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return names
    .map((name) => [name, (after[name] ?? 0) - (before[name] ?? 0)] as const)
    .filter(([, delta]) => delta !== 0)
    .map(([name, delta]) => `${name} ${delta > 0 ? '+' : ''}${delta.toLocaleString('en')}`)
    .join(', ');
}

export interface BankBench {
  base: string;
  databaseUrl: string;
  /** The signed-in super admin (session cookie with its CSRF token). */
  admin: Record<string, string>;
  transfers: number;
}

export async function benchBankSide({ base, databaseUrl, admin, transfers }: BankBench): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const slow: string[] = [];

  /** Runs one step, prints its time and what it changed in the database; a non-2xx answer stops the bench. */
  async function step<T>(title: string, call: () => Promise<Response>, read: (response: Response) => Promise<T>): Promise<T> {
    const before = await countsOf(client);
    const started = performance.now();
    const response = await call();
    if (!response.ok) throw new Error(`${title}: ${response.status} ${await response.text()}`);
    const result = await read(response);
    const seconds = (performance.now() - started) / 1000;
    console.log(`${title.padEnd(72)} ${seconds.toFixed(2).padStart(6)} s`);
    console.log(`  rows: ${describeChange(before, await countsOf(client)) || 'none changed'}`);
    if (seconds >= TARGET_SECONDS) slow.push(`${title}: ${seconds.toFixed(2)} s`);
    return result;
  }

  const post = (path: string, body: string, contentType: string, headers: Record<string, string> = {}) =>
    fetch(`${base}${path}`, { method: 'POST', headers: { ...withCsrf(admin, contentType), ...headers }, body });
  /** The pending list brought up to `transfers`, then made a batch of (all that waits: a database may hold more). */
  const makeBatch = async (key: string) => {
    const started = performance.now();
    const seeded = await seedApprovedPayments(client, transfers);
    const waiting = await pendingCount(client);
    console.log(
      `  seeded ${seeded.toLocaleString('en')} approved payments in ${((performance.now() - started) / 1000).toFixed(1)} s; ${waiting.toLocaleString('en')} wait`,
    );
    const batch = await step(
      `POST /api/payments/batches (${waiting.toLocaleString('en')} waiting payments)`,
      () => post('/api/payments/batches', '{}', 'application/json', { 'idempotency-key': key }),
      (response) => response.json() as Promise<Batch>,
    );
    if (batch.count !== waiting) throw new Error(`the batch holds ${batch.count} payments, ${waiting} were waiting`);
    return batch;
  };

  try {
    console.log(`\nThe bank side at ${transfers.toLocaleString('en')} transfers (target: each step under ${TARGET_SECONDS} s):`);
    const batch = await makeBatch(`bench-bank-${Date.now()}-1`);
    const xml = await step(
      `GET /api/payments/beneficiaries.xml?batch= (${batch.messageId})`,
      () => fetch(`${base}/api/payments/beneficiaries.xml?batch=${batch.id}`, { headers: admin }),
      (response) => response.text(),
    );
    const sent = readPain001(xml).transfers;
    console.log(`  ${sent.length.toLocaleString('en')} transfers, ${(xml.length / 1e6).toFixed(1)} MB of pain.001`);
    const answer = (title: string, body: string) =>
      step(
        `POST /api/payments/bank-answers (${title}, ${(body.length / 1e6).toFixed(1)} MB)`,
        () => post('/api/payments/bank-answers', body, 'application/xml'),
        (response) => response.json() as Promise<{ applied: unknown[]; ignored: number }>,
      );
    const accepted = await answer(
      `pain.002 accepting ${sent.length.toLocaleString('en')}`,
      pain002StatusReport(
        batch.messageId,
        sent.map(({ endToEndId }) => ({ endToEndId, status: 'ACSC' as const })),
      ),
    );
    console.log(`  applied ${accepted.applied.length.toLocaleString('en')}, ignored ${accepted.ignored}`);
    const booked = await answer(`camt.053 booking ${sent.length.toLocaleString('en')}`, camt053Statement(sent));
    console.log(`  applied ${booked.applied.length.toLocaleString('en')}, ignored ${booked.ignored}`);

    const second = await makeBatch(`bench-bank-${Date.now()}-2`);
    const reset = await step(
      `POST /api/payments/reset-pending-beneficiaries (${second.messageId})`,
      () => post('/api/payments/reset-pending-beneficiaries', JSON.stringify({ batch: second.id }), 'application/json'),
      (response) => response.json() as Promise<{ moved: number }>,
    );
    console.log(`  moved ${reset.moved.toLocaleString('en')} back to the pending list`);
  } finally {
    await client.end();
  }
  return slow;
}

/**
 * The whole bank bench on a running server: signs the super admin in (enrolling two-factor, as scale.ts does), runs
 * the steps, then `ledger:check` and `stats:check` on its database. Answers whether every step met the target and
 * every check passed.
 */
export async function benchBank(base: string, databaseUrl: string, superAdmin: { email: string; password: string }, transfers: number): Promise<boolean> {
  const admin = await twoFactorHeaders(base, databaseUrl, superAdmin);
  const slow = await benchBankSide({ base, databaseUrl, admin, transfers });
  console.log('\nChecks after the bank side:');
  const checks = await runChecks(databaseUrl);
  const failed = checks.filter((check) => check.exitCode !== null && check.exitCode !== 0).map((check) => check.name);
  console.log(slow.length ? `Bank side: NOT every step under ${TARGET_SECONDS} s:\n  ${slow.join('\n  ')}` : `Bank side: every step under ${TARGET_SECONDS} s`);
  if (failed.length) console.log(`Bank side: ${failed.join(' and ')} NOT clean`);
  return slow.length === 0 && failed.length === 0;
}
