/**
 * What one list export costs at the row limit (from apps/api: `npx vitest run -c bench/vitest.measure.config.ts csv-export`,
 * with DATABASE_URL set as for the tests). Seeds 10,000 companies and 10,000 programs (copies
 * of one, straight into the tables) on a test database, then downloads GET /api/companies/export.csv and GET
 * /api/programs/export.csv over them (the super admin, all rows) and the refusal of 10,001, printing the wall time,
 * the statements sent to PostgreSQL, the rows they answered and the table rows PostgreSQL walked for them. A printout, not a timed test: the machine is shared.
 */
import { CSV_EXPORT_MAX_ROWS } from '@bb/domain';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../src/db/schema/index.ts';
import { companyWithAdmin, signIn } from '../src/modules/companies/companies.test-support.ts';
import { activeProgram } from '../src/modules/programs/programs.test-support.ts';
import { unique } from '../src/test/factories.ts';
import { insertCopies } from '../src/test/row-copies.ts';
import { createTestApp, type TestContext } from '../src/test/test-app.ts';
import type { TestClient } from '../src/test/test-client.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});

/** Statements sent and rows answered while `action` runs (every pg client of the process). */
async function counted<T>(action: () => Promise<T>): Promise<{ result: T; statements: number; rows: number; ms: number }> {
  const original = pg.Client.prototype.query;
  let statements = 0;
  let rows = 0;
  type Answer = { rows?: unknown[] } | undefined;
  const tally = (answer: Answer) => (rows += answer?.rows?.length ?? 0);
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    statements += 1;
    // pg-pool's query passes a callback; drizzle's clients await the promise.
    const last = args.at(-1);
    if (typeof last === 'function') args[args.length - 1] = (error: unknown, answer: Answer) => (tally(answer), last(error, answer));
    const answer = (original as (...values: unknown[]) => unknown).apply(this, args) as Promise<Answer> | undefined;
    if (typeof answer?.then === 'function') answer.then(tally, () => {});
    return answer;
  } as typeof original;
  const started = performance.now();
  try {
    const result = await action();
    return { result, statements, rows, ms: performance.now() - started };
  } finally {
    pg.Client.prototype.query = original;
  }
}

/**
 * Table rows PostgreSQL walked (sequential reads and heap fetches of index scans, every table): what an OFFSET skips
 * counts too. Backends report their figures when idle for a while (10 s at most in PostgreSQL 15), hence the wait.
 */
async function rowsWalked(): Promise<number> {
  await new Promise((done) => setTimeout(done, 11_000));
  const { rows } = await ctx.db.execute<{ walked: string }>(
    sql`select coalesce(sum(seq_tup_read + coalesce(idx_tup_fetch, 0)), 0) as walked from pg_stat_user_tables`,
  );
  return Number(rows[0]?.walked ?? 0);
}

const RUNS = 3;

async function measure(client: TestClient, label: string, url: string, status: number) {
  const best = { ms: Infinity, statements: 0, rows: 0 };
  const walkedBefore = await rowsWalked();
  // The fastest run is kept: the first warms the statement cache and PostgreSQL's buffers.
  for (let run = 0; run < RUNS; run++) {
    const { result, ...cost } = await counted(() => client.get(url));
    expect(result.statusCode, result.body.slice(0, 200)).toBe(status);
    if (cost.ms < best.ms) Object.assign(best, cost);
  }
  const walked = Math.round(((await rowsWalked()) - walkedBefore) / RUNS);
  console.log(
    `${label.padEnd(46)} ${best.ms.toFixed(0).padStart(6)} ms  ${String(best.statements).padStart(4)} statements  ${String(best.rows).padStart(6)} rows answered  ${String(walked).padStart(8)} rows walked`,
  );
}

describe('list exports at the row limit', () => {
  it('companies: 10,000 exported, 10,001 refused', async () => {
    const tag = unique('Misura');
    const company = await companyWithAdmin(ctx);
    await ctx.db
      .update(companies)
      .set({ name: `${tag} 0` })
      .where(eq(companies.id, company.companyId));
    await insertCopies(ctx.db, 'companies', sql`id = ${company.companyId}`, CSV_EXPORT_MAX_ROWS - 1, {
      name: sql`name || '-' || n`,
      reference_code: sql`reference_code || '-' || n`,
    });
    const admin = await signIn(ctx, 'superadmin');
    await measure(admin.client, 'GET /api/companies/export.csv, 10,000 rows', `/api/companies/export.csv?search=${tag}`, 200);
    await companyWithAdmin(ctx).then((one) =>
      ctx.db
        .update(companies)
        .set({ name: `${tag} x` })
        .where(eq(companies.id, one.companyId)),
    );
    await measure(admin.client, 'GET /api/companies/export.csv, 10,001 refused', `/api/companies/export.csv?search=${tag}`, 400);
  }, 600_000);

  it('programs: 10,000 exported, 10,001 refused', async () => {
    const { program, companyId } = await activeProgram(ctx, { name: 'Programma misurato' });
    await insertCopies(ctx.db, 'programs', sql`id = ${program.id}`, CSV_EXPORT_MAX_ROWS - 1);
    const admin = await signIn(ctx, 'superadmin');
    await measure(admin.client, 'GET /api/programs/export.csv, 10,000 rows', `/api/programs/export.csv?company=${companyId}`, 200);
    await insertCopies(ctx.db, 'programs', sql`id = ${program.id}`, 1);
    await measure(admin.client, 'GET /api/programs/export.csv, 10,001 refused', `/api/programs/export.csv?company=${companyId}`, 400);
  }, 600_000);
});
