/**
 * The super admin's payment list at scale's rules, on a real PostgreSQL: counts from payment_counts (kept by the
 * statement triggers of migration 0018 through inserts, bulk updates and deletes), the overdue count, counts capped past
 * PAYMENT_RULES.listCountCap, a name search counted as far as its pages went, and pages past the first read by their ids.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { PAYMENT_RULES } from '@bb/domain';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { checkStatisticsAfterAll } from '../../test/statistics.ts';
import { clockSql } from '../../test/test-clock.ts';
import { signIn, type SignedIn } from '../companies/companies.test-support.ts';
import { intentIn } from './payments.test-support.ts';

let ctx: TestContext;
checkStatisticsAfterAll(() => ctx.db);
let superadmin: SignedIn;
let hacker: SignedIn;
beforeAll(async () => {
  ctx = await createTestApp({}, { poolSize: 4 });
  superadmin = await signIn(ctx, 'superadmin');
  hacker = await signIn(ctx, 'hacker');
});

interface Page {
  count: number;
  countCapped: boolean;
  results: { id: string; status: string; kind: string }[];
}

async function list(query: string): Promise<Page> {
  const response = await superadmin.client.get(`/api/payments/intents${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function rowsCount(where: ReturnType<typeof sql>): Promise<number> {
  const result = await ctx.db.execute<{ n: number }>(sql`select count(*)::int as n from payment_intents where ${where}`);
  return result.rows[0]!.n;
}

/** payment_counts against the rows: the pairs where they disagree. */
async function countersDisagree(): Promise<unknown[]> {
  const result = await ctx.db.execute(sql`
    select status, kind, sum(n)::int from payment_counts group by 1, 2 having sum(n) <> 0
    except select status, kind, count(*)::int from payment_intents group by status, kind
    union all
    select status, kind, count(*)::int from payment_intents group by status, kind
    except select status, kind, sum(n)::int from payment_counts group by 1, 2 having sum(n) <> 0`);
  return result.rows;
}

/** `n` accredited rewards of the hacker, created a minute apart, in one statement. */
async function bulkAccredited(n: number, dueDaysAgo = -10) {
  await ctx.db.execute(sql`
    insert into payment_intents (hacker_id, gross_cents, status, due_at, created_at)
    select ${hacker.user.id}::uuid, 1000 + i, 'accredited', ${clockSql()} - ${dueDaysAgo} * interval '1 day', now() - i * interval '1 minute'
    from generate_series(1, ${n}::int) i`);
}

describe('the counters', () => {
  it('count every status and kind filter as the rows do, through inserts, a bank batch and deletes', async () => {
    for (const status of ['pending', 'pendingStaffApproval', 'approved', 'approved', 'accredited', 'failed'] as const) await intentIn(ctx, hacker, status);
    await ctx.db.execute(sql`update payment_intents set kind = 'referral' where status = 'failed'`);
    expect(await countersDisagree()).toEqual([]);

    const cases: [string, ReturnType<typeof sql>][] = [
      ['', sql`true`],
      ['?status=approved', sql`status = 'approved'`],
      ['?status__in=pending,pendingStaffApproval', sql`status in ('pending', 'pendingStaffApproval')`],
      ['?kind=referral', sql`kind = 'referral'`],
      ['?kind=reward&status=approved', sql`kind = 'reward' and status = 'approved'`],
      ['?status=sent', sql`status = 'sent'`],
    ];
    const check = async () => {
      for (const [query, where] of cases) {
        const page = await list(query);
        expect([query, page.count, page.countCapped]).toEqual([query, await rowsCount(where), false]);
      }
    };
    await check();

    // The export moves the approved payments to processing in bulk updates: the counters follow.
    expect((await superadmin.client.post('/api/payments/batches')).statusCode).toBe(201);
    expect(await rowsCount(sql`status = 'processing'`)).toBe(2);
    expect(await countersDisagree()).toEqual([]);
    await check();

    // An update that changes neither status nor kind writes no counter; a delete takes the row out.
    await ctx.db.execute(sql`update payment_intents set gross_cents = gross_cents + 1`);
    await ctx.db.execute(sql`delete from payment_history where intent_id in (select id from payment_intents where status = 'pending')`);
    await ctx.db.execute(sql`delete from payment_intents where status = 'pending'`);
    expect(await countersDisagree()).toEqual([]);
    await check();
  });
});

describe('past the counters', () => {
  it('counts overdue payments exactly and caps what only the rows can count', async () => {
    await bulkAccredited(PAYMENT_RULES.listCountCap + 5);
    const before = await rowsCount(sql`true`);
    expect((await list('')).count).toBe(before);

    // Every seeded payment is past due, but accredited: none is overdue; two unpaid ones past due are.
    const late = [await intentIn(ctx, hacker, 'pendingStaffApproval'), await intentIn(ctx, hacker, 'approved')];
    await ctx.db.execute(sql`update payment_intents set due_at = ${clockSql()} - interval '2 days' where id in (${sql.join(late, sql`, `)})`);
    const overdue = await list('?overdue=true');
    expect([overdue.count, overdue.countCapped]).toEqual([
      await rowsCount(sql`due_at < ${clockSql()} and status in ('pendingStaffApproval', 'approved')`),
      false,
    ]);
    expect(overdue.results.map((row) => row.id).sort()).toEqual(expect.arrayContaining([...late].sort()));

    const since = new Date(Date.now() - 86_400_000).toISOString();
    const recent = await list(`?date__gte=${since}`);
    expect(await rowsCount(sql`created_at >= ${since}::timestamptz`)).toBeGreaterThan(PAYMENT_RULES.listCountCap);
    expect([recent.count, recent.countCapped]).toEqual([PAYMENT_RULES.listCountCap, true]);

    // A search by name counts what the pages showed: the rows so far while more follow, all of them on the last page.
    const name = encodeURIComponent(hacker.user.username);
    const theirs = await rowsCount(sql`hacker_id = ${hacker.user.id}::uuid`);
    const named = await list(`?hacker__icontains=${name}&size=20`);
    expect([named.count, named.countCapped, named.results.length]).toEqual([20, true, 20]);
    const second = await list(`?hacker__icontains=${name}&size=20&page=2`);
    expect([second.count, second.countCapped]).toEqual([40, true]);
    const last = await list(`?hacker__icontains=${name}&size=100&page=${Math.ceil(theirs / 100)}`);
    expect([last.count, last.countCapped, last.results.length]).toEqual([theirs, false, theirs % 100 || 100]);
    const nobody = await list('?hacker__icontains=no-such-hacker-anywhere');
    expect([nobody.count, nobody.countCapped, nobody.results]).toEqual([0, false, []]);
  });

  it('reads a deep page by its ids, in the order of the first pages', async () => {
    const first = await list('?sort=-amount&size=30');
    const third = await list('?sort=-amount&size=10&page=3');
    expect(third.results.map((row) => row.id)).toEqual(first.results.slice(20, 30).map((row) => row.id));
    const filtered = await list(`?hacker__icontains=${encodeURIComponent(hacker.user.username)}&sort=date&size=10&page=2`);
    const both = await list(`?hacker__icontains=${encodeURIComponent(hacker.user.username)}&sort=date&size=20`);
    expect(filtered.results.map((row) => row.id)).toEqual(both.results.slice(10, 20).map((row) => row.id));
  });
});
