import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { ledgerAccounts, reports, users } from '../../db/schema/index.ts';
import { createUser, signedInClient } from '../../test/factories.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { errorOf } from '../companies/companies.test-support.ts';
import { readyHacker, reportSetup, submit, type ReportSetup } from '../reports/reports.test-support.ts';
import { checkAggregates } from '../../lib/aggregates.ts';
import { checkStatistics, compactStatistics, KEPT_AGGREGATES, rebuildStatistics } from './aggregates.ts';
import { percentileHours } from './response-times.ts';
import { checkStatisticsAfterAll } from '../../test/statistics.ts';
import { clockSql, lastRomeMoment, pinClock, testNow, unpinClock } from '../../test/test-clock.ts';
import { addDays, todayInRome } from './stats-time.ts';

let ctx: TestContext;
let setup: ReportSetup;
let other: ReportSetup;
// The Rome day is the rule here (trends, months): pinned at Saturday 00:30 in Rome, still Friday in UTC.
pinClock(lastRomeMoment(6, '00:30'));
afterAll(unpinClock);
const today = todayInRome(testNow());
const window = { from: addDays(today, -365), to: today };
const fast = { measured: 1, onTime: 1, medianHours: 1, p90Hours: 1 };
const none = { measured: 0, onTime: 0, medianHours: null, p90Hours: null };
checkStatisticsAfterAll(() => ctx.db);

beforeAll(async () => {
  ctx = await createTestApp();
  setup = await reportSetup(ctx, { budget: 20_000 });
  other = await reportSetup(ctx, { budget: 20_000 });
  const { company, hacker, program } = setup;
  // Rewarded and fixed; rejected as spam; still new. The other company gets one report of its own.
  const rewarded = await submit(hacker.client, program);
  await company.client.post(`/api/reports/${rewarded.id}/start`);
  expect((await company.client.post(`/api/reports/${rewarded.id}/reward`, { amount: 300 })).statusCode).toBe(200);
  expect((await company.client.post(`/api/reports/${rewarded.id}/fix`)).statusCode).toBe(200);
  const spam = await submit(hacker.client, program, { title: 'Spam' });
  await company.client.post(`/api/reports/${spam.id}/reject`, { reason: 'spam', details: 'Nessun contenuto.' });
  await submit(hacker.client, program, { title: 'In attesa' });
  await submit(other.hacker.client, other.program, { title: 'Altra azienda' });
});

describe('GET /api/stats/dashboard: hacker', () => {
  it("answers the hacker's own figures: rank, points, resolved, effectiveness, rewards and today's reward", async () => {
    const [me] = await ctx.db.select({ points: users.points }).from(users).where(eq(users.id, setup.hacker.user.id));
    const body = (await setup.hacker.client.get('/api/stats/dashboard')).json();
    expect(body).toEqual({
      userType: 'hacker',
      rank: 1,
      points: me!.points,
      resolved: 1,
      effectiveness: 50,
      rewards: 300,
      rewardTrend: { ...window, points: [{ day: today, amount: 300, count: 1 }] },
    });
    expect(me!.points).toBeGreaterThan(0);
  });

  it('answers zeros, an empty trend and no rank to a hacker with nothing yet', async () => {
    const fresh = await readyHacker(ctx);
    expect((await fresh.client.get('/api/stats/dashboard')).json()).toEqual({
      userType: 'hacker',
      rank: null,
      points: 0,
      resolved: 0,
      effectiveness: null,
      rewards: 0,
      rewardTrend: { ...window, points: [] },
    });
  });

  it("shows the other hacker only their own report, never the first hacker's reward", async () => {
    const body = (await other.hacker.client.get('/api/stats/dashboard')).json();
    expect(body).toMatchObject({ resolved: 0, effectiveness: null, rewards: 0, rewardTrend: { points: [] } });
  });
});

describe('GET /api/stats/dashboard: company', () => {
  it("answers the company's reports, wallet, trends and its program's response times", async () => {
    const [wallet] = await ctx.db
      .select({ balance: ledgerAccounts.balanceCents })
      .from(ledgerAccounts)
      .where(sql`${ledgerAccounts.kind} = 'company_wallet' and ${ledgerAccounts.ownerId} = ${setup.company.companyId}`);
    const body = (await setup.company.client.get('/api/stats/dashboard')).json();
    expect(body).toEqual({
      userType: 'company',
      reports: { pending: 1, received: 3 },
      effectiveness: 50,
      // Every reward the company has paid, read from the stats aggregates (the trend's days summed over all time).
      rewards: { amount: 300, count: 1 },
      wallet: { balance: wallet!.balance / 100, allocated: 20_000 },
      rewardTrend: { ...window, points: [{ day: today, amount: 300, count: 1 }] },
      reportTrend: { ...window, points: [{ day: today, amount: 0, count: 3 }] },
      programs: [
        {
          id: setup.program.id,
          name: expect.any(String),
          isManaged: false,
          responseTimes: {
            programId: setup.program.id,
            windowDays: 90,
            targets: [
              // The rewarded report and the rejected one were answered within the hour; only the first was triaged, rewarded and fixed.
              { target: 'firstResponse', targetDays: 2, ...fast, measured: 2, onTime: 2 },
              { target: 'triage', targetDays: 5, ...fast },
              { target: 'bounty', targetDays: 21, ...fast },
              { target: 'resolution', targetDays: 90, ...fast },
            ],
          },
        },
      ],
    });
  });

  it("never shows one company the other's figures", async () => {
    const body = (await other.company.client.get('/api/stats/dashboard')).json();
    expect(body).toMatchObject({ reports: { pending: 1, received: 1 }, effectiveness: null, rewards: { amount: 0, count: 0 }, rewardTrend: { points: [] } });
    expect(body.reportTrend.points).toEqual([{ day: today, amount: 0, count: 1 }]);
    expect(body.programs.map((program: { id: string }) => program.id)).toEqual([other.program.id]);
    expect(body.programs[0].responseTimes.targets.every((target: { measured: number }) => target.measured === 0)).toBe(true);
  });

  it('answers zeros to a company user without a company', async () => {
    const user = await createUser(ctx.db, { userType: 'company' });
    const client = await signedInClient(ctx.app, ctx.db, user);
    expect((await client.get('/api/stats/dashboard')).json()).toEqual({
      userType: 'company',
      reports: { pending: 0, received: 0 },
      effectiveness: null,
      rewards: { amount: 0, count: 0 },
      wallet: { balance: 0, allocated: 0 },
      rewardTrend: { ...window, points: [] },
      reportTrend: { ...window, points: [] },
      programs: [],
    });
  });
});

describe('GET /api/programs/{id}/response-times', () => {
  it('reads the median and 90th percentile from the hourly and daily buckets, with the responses on time', async () => {
    const fresh = await reportSetup(ctx, { budget: 20_000 });
    const sent = [];
    for (let i = 0; i < 6; i += 1) sent.push(await submit(fresh.hacker.client, fresh.program, { title: `Report ${i}` }));
    // First responses after 0.5, 3, 3, 47.5 and 49 hours (buckets 1, 3, 3, 48 and 72), due 48 hours after submission;
    // the sixth was answered 200 days ago, outside the window.
    const hours = [0.5, 3, 3, 47.5, 49];
    for (const [index, report] of sent.slice(0, 5).entries()) {
      await ctx.db.execute(sql`update reports set first_response_due_at = created_at + interval '48 hours',
        first_response_at = created_at + ${hours[index]} * interval '1 hour' where id = ${report.id}`);
    }
    await ctx.db.execute(
      sql`update reports set created_at = ${clockSql()} - interval '200 days', first_response_at = ${clockSql()} - interval '199 days' where id = ${sent[5]!.id}`,
    );

    const body = (await fresh.hacker.client.get(`/api/programs/${fresh.program.id}/response-times`)).json();
    expect(body).toEqual({
      programId: fresh.program.id,
      windowDays: 90,
      targets: [
        { target: 'firstResponse', targetDays: 2, measured: 5, onTime: 4, medianHours: 3, p90Hours: 72 },
        { target: 'triage', targetDays: 5, ...none },
        { target: 'bounty', targetDays: 21, ...none },
        { target: 'resolution', targetDays: 90, ...none },
      ],
    });
    expect((await fresh.company.client.get(`/api/programs/${fresh.program.id}/response-times`)).statusCode).toBe(200);
    expect((await fresh.staff.client.get(`/api/programs/${fresh.program.id}/response-times`)).statusCode).toBe(200);
  });

  it('answers 404 to whoever may not see the program', async () => {
    expect(errorOf(await other.company.client.get(`/api/programs/${setup.program.id}/response-times`))).toEqual([404, 'NOT_FOUND']);
    const hidden = await reportSetup(ctx, { isPublic: false });
    expect(errorOf(await setup.hacker.client.get(`/api/programs/${hidden.program.id}/response-times`))).toEqual([404, 'NOT_FOUND']);
    expect(errorOf(await setup.hacker.client.get('/api/programs/00000000-0000-4000-8000-000000000000/response-times'))).toEqual([404, 'NOT_FOUND']);
  });

  it('takes nearest-rank percentiles as the upper bound of the bucket holding them', () => {
    expect(percentileHours([], 0.5)).toBeNull();
    expect(
      percentileHours(
        [
          { upperHours: 72, measured: 1 },
          { upperHours: 2, measured: 1 },
        ],
        0.5,
      ),
    ).toBe(2);
    expect(
      percentileHours(
        [
          { upperHours: 2, measured: 9 },
          { upperHours: 72, measured: 1 },
        ],
        0.9,
      ),
    ).toBe(2);
    expect(
      percentileHours(
        [
          { upperHours: 2, measured: 8 },
          { upperHours: 72, measured: 2 },
        ],
        0.9,
      ),
    ).toBe(72);
  });
});

describe('the reports aggregates', () => {
  it('stay equal to a recount after rewards, a reassignment and moved timestamps, through compaction and rebuild', async () => {
    const [open] = await ctx.db.select({ id: reports.id }).from(reports).where(eq(reports.status, 'new')).limit(1);
    await ctx.db.execute(
      sql`update reports set handled_by = ${setup.staff.user.id}, status = 'triaged', triaged_at = ${clockSql()}, reserved_cents = 1000 where id = ${open!.id}`,
    );
    await ctx.db.execute(
      sql`update reports set status = 'rewarded', reward_cents = 5000, rewarded_at = ${clockSql()} - interval '3 days' where id = ${open!.id}`,
    );
    await ctx.db.execute(sql`update reports set reward_cents = 7000, handled_by = null, reserved_cents = 0 where id = ${open!.id}`);
    await ctx.db.execute(
      sql`update reports set first_response_due_at = ${clockSql()} + interval '5 days', bounty_due_at = ${clockSql()} + interval '30 days' where status = 'new'`,
    );
    await ctx.db.execute(sql`update reports set first_response_at = ${clockSql()} where status = 'new'`);
    const byTriggers = KEPT_AGGREGATES.filter((figure) => figure.kind !== 'columns');
    expect(await checkAggregates(ctx.db, byTriggers)).toEqual([]);
    const kept = async (table: string) => Number((await ctx.db.execute<{ n: string }>(sql`select count(*) as n from ${sql.raw(table)}`)).rows[0]!.n);
    expect(await kept('stats_handlers')).toBeGreaterThan(0);
    expect(await kept('stats_open_due')).toBeGreaterThan(0);

    // Compaction folds each key into one row and changes no figure.
    expect(await compactStatistics(ctx.db)).toBeGreaterThan(0);
    const pending = await ctx.db.execute<{ n: string }>(sql`select count(*) as n from stats_daily where pending`);
    expect(Number(pending.rows[0]!.n)).toBe(0);
    const keys = await ctx.db.execute<{ n: string }>(
      sql`select count(*) as n from (select 1 from report_counts group by company_id, status, severity having count(*) > 1) d`,
    );
    expect(Number(keys.rows[0]!.n)).toBe(0);
    expect(await checkAggregates(ctx.db, byTriggers)).toEqual([]);

    // The raw updates went around the services, which keep the program's and the hacker's counters: the check names
    // them, and the rebuild puts them back.
    const differences = await checkStatistics(ctx.db);
    expect(new Set(differences.map((difference) => difference.figure))).toEqual(
      new Set(KEPT_AGGREGATES.filter((figure) => figure.kind === 'columns').map((figure) => figure.name)),
    );
    const replaced = await ctx.db.transaction((tx) => rebuildStatistics(tx));
    expect(replaced.reduce((sum, one) => sum + one.replaced, 0)).toBe(differences.length);
    expect(await checkStatistics(ctx.db)).toEqual([]);
  });
});
