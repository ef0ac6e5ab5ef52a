/**
 * Statistics never serialise tenants (issue 19): while one company's report change is held open just before its
 * commit (a reward, through the same route and services as ever: it moves every aggregate companies share), another
 * company's submission, start and reward each commit within a second. Before migration 0022 the held reward updated
 * the platform's rows in place (report_totals, report_months, stats_daily ...) and the other company's submission
 * waited on them until the reward committed (this test then fails on its one-second limit); the held transaction's
 * own statistics show it now only inserts into those aggregates, so there is no row another tenant could wait on.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { checkStatisticsAfterAll } from '../../test/statistics.ts';
import { reportForm, reportSetup, submit, type ReportSetup } from './reports.test-support.ts';

let ctx: TestContext;
checkStatisticsAfterAll(() => ctx.db);
beforeAll(async () => {
  // The held transaction, the other company's requests and the sessions' lookups. The test's own settling of the event
  // stream after each response waits for every older transaction, the held one too: the answers here are not settled.
  ctx = await createTestApp({}, { poolSize: 8, settleEvents: false });
});

/** Every aggregate that transactions of different companies write (append-only since migration 0022). */
const SHARED_AGGREGATES = [
  'report_counts',
  'report_totals',
  'report_months',
  'stats_daily',
  'stats_open_due',
  'stats_handlers',
  'stats_counters',
  'payment_counts',
  'stats_ledger_kinds',
  'hacker_points_histogram',
] as const;

interface Writes {
  table: string;
  inserted: number;
  updated: number;
  deleted: number;
}

/**
 * The rows written per table so far, as PostgreSQL's statistics of the connection count them: those of the transaction
 * running, plus (since PostgreSQL 15) those of earlier ones not yet reported, which a difference within the transaction removes.
 */
async function tableWrites(tx: Executor): Promise<Map<string, Writes>> {
  const result = await tx.execute<{ relname: string; n_tup_ins: string; n_tup_upd: string; n_tup_del: string }>(
    sql`SELECT relname, n_tup_ins, n_tup_upd, n_tup_del FROM pg_stat_xact_user_tables`,
  );
  return new Map(
    result.rows.map((row) => [
      row.relname,
      { table: row.relname, inserted: Number(row.n_tup_ins), updated: Number(row.n_tup_upd), deleted: Number(row.n_tup_del) },
    ]),
  );
}

/** What `work` wrote in `tx`, per table. */
async function writesOf(tx: Executor, work: () => Promise<unknown>): Promise<Writes[]> {
  const before = await tableWrites(tx);
  await work();
  const after = await tableWrites(tx);
  return [...after.values()]
    .map((now) => {
      const then = before.get(now.table);
      return {
        table: now.table,
        inserted: now.inserted - (then?.inserted ?? 0),
        updated: now.updated - (then?.updated ?? 0),
        deleted: now.deleted - (then?.deleted ?? 0),
      };
    })
    .filter((one) => one.inserted + one.updated + one.deleted > 0);
}

let restore: (() => void) | null = null;
afterEach(() => restore?.());

/**
 * Sends `request` and holds the transaction of its report change open once the change is written, before the commit:
 * the next transaction on the app's database that writes a report waits for `commit()`. Answers what that
 * transaction wrote, and `commit`, which lets it finish and answers the response.
 */
async function heldChange(request: () => Promise<{ statusCode: number; body: string }>) {
  const db = ctx.db;
  const original = db.transaction.bind(db);
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let reached!: (writes: Writes[]) => void;
  const written = new Promise<Writes[]>((resolve) => (reached = resolve));
  const holding: typeof db.transaction = (work, config) =>
    original(async (tx) => {
      let answer!: Awaited<ReturnType<typeof work>>;
      const writes = await writesOf(tx, async () => (answer = await work(tx)));
      if (!writes.some((one) => one.table === 'reports')) return answer;
      db.transaction = original;
      reached(writes);
      await released;
      return answer;
    }, config);
  db.transaction = holding;
  restore = () => {
    db.transaction = original;
    release();
  };
  const response = request();
  const writes = await Promise.race([
    written,
    response.then((answer) => Promise.reject(new Error(`not held: ${answer.statusCode} ${answer.body}`))),
    new Promise<never>((_resolve, reject) => setTimeout(() => reject(new Error('the change to hold waited on another transaction')), 5_000)),
  ]);
  return {
    writes,
    async commit() {
      release();
      return response;
    },
  };
}

/** Runs `request`, failing unless it answers `status` within a second. */
async function withinASecond(label: string, request: () => Promise<{ statusCode: number; body: string; json(): unknown }>, status = 200) {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`${label} waited more than a second`)), 1_000);
  });
  try {
    const response = await Promise.race([request(), late]);
    expect(response.statusCode, response.body).toBe(status);
    expect(performance.now() - started).toBeLessThan(1_000);
    return response;
  } finally {
    clearTimeout(timer);
  }
}

describe("one company's report change held open", () => {
  let held: ReportSetup;
  let other: ReportSetup;

  beforeAll(async () => {
    held = await reportSetup(ctx, { budget: 20_000 });
    other = await reportSetup(ctx, { budget: 20_000 });
  });

  it("never makes another company's submission, start and reward wait", async () => {
    const report = await submit(held.hacker.client, held.program);
    expect((await held.company.client.post(`/api/reports/${report.id}/start`)).statusCode).toBe(200);
    const reward = await heldChange(() => held.company.client.post(`/api/reports/${report.id}/reward`, { amount: 300 }));

    try {
      const sent = await withinASecond('the submission', () => other.hacker.client.post('/api/reports', reportForm(other.program)), 201);
      const id = (sent.json() as { id: string }).id;
      await withinASecond('the start', () => other.company.client.post(`/api/reports/${id}/start`));
      await withinASecond('the reward', () => other.company.client.post(`/api/reports/${id}/reward`, { amount: 300 }));
    } finally {
      expect((await reward.commit()).statusCode).toBe(200);
    }

    // The held reward wrote every aggregate companies share, and only by inserting: it locked no row of them.
    const shared = reward.writes.filter((one) => (SHARED_AGGREGATES as readonly string[]).includes(one.table));
    expect(new Set(shared.map((one) => one.table))).toEqual(new Set(SHARED_AGGREGATES));
    expect(shared.filter((one) => one.updated > 0 || one.deleted > 0)).toEqual([]);
  });
});
