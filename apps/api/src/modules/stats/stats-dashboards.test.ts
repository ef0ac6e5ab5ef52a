import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { reports, users } from '../../db/schema/index.ts';
import { createUser, signedInClient } from '../../test/factories.ts';
import type { TestClient } from '../../test/test-client.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { addMember, companyWithAdmin, errorOf } from '../companies/companies.test-support.ts';
import { activeProgram, createProgram } from '../programs/programs.test-support.ts';
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
  const NO_STATUS = {
    new: 0,
    triaged: 0,
    moreInfo: 0,
    forApproval: 0,
    rewarded: 0,
    fixed: 0,
    informative: 0,
    duplicate: 0,
    outOfScope: 0,
    invalid: 0,
    spam: 0,
  };

  it("answers the company's approval, checklist, reports, wallet, programs, trends and its program's response times", async () => {
    const { client } = setup.company;
    const body = (await client.get('/api/stats/dashboard')).json();
    expect(body).toEqual({
      userType: 'company',
      isVerified: true,
      completion: { isFirstContactMade: false, isBudgetAdded: true, isProgramCreated: true, isProfileComplete: false, progressPercentage: 50 },
      // Rewarded then fixed, rejected as spam, still new: effectiveness is accepted over closed.
      reports: {
        total: 3,
        open: 1,
        accepted: 1,
        closed: 2,
        effectiveness: 50,
        rewards: 300,
        byStatus: { ...NO_STATUS, new: 1, fixed: 1, spam: 1 },
        bySeverity: expect.any(Object),
      },
      // Every reward the company has paid, read from the stats aggregates (the trend's days summed over all time).
      rewards: { amount: 300, count: 1 },
      wallet: { balance: expect.any(Number), allocated: 20_000, remaining: 20_000 - 300 },
      programCounts: { sent: 1, active: 1, drafts: 0 },
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
    // The same figures the endpoints the dashboard used to call answer: one definition each.
    expect(body.completion).toEqual((await client.get('/api/companies/me/completion')).json());
    expect(body.reports).toEqual((await client.get('/api/reports/stats')).json());
    expect(body.wallet).toEqual((await client.get('/api/companies/me/balance')).json());
    expect(body.programCounts.sent).toBe((await client.get('/api/programs/my-company?size=1')).json().count);
  });

  it('counts sent, active and draft programs, drafts only for the roles that prepare programs', async () => {
    const mine = await activeProgram(ctx, {}, 60_000);
    // Sent and waiting for review: counted as sent, not active.
    expect((await createProgram(mine.client, mine.companyId, { name: 'In revisione' })).status).toBe('pending');
    const gone = await createProgram(mine.client, mine.companyId, { name: 'Eliminato' });
    expect((await mine.client.delete(`/api/programs/${gone.id}`, undefined, { 'idempotency-key': randomUUID() })).statusCode).toBe(200);
    for (const name of ['Bozza uno', 'Bozza due']) {
      expect((await mine.client.post('/api/programs/draft', { company: mine.companyId, name })).statusCode).toBe(201);
    }
    const counts = async (client: TestClient) => (await client.get('/api/stats/dashboard')).json().programCounts;
    expect(await counts(mine.client)).toEqual({ sent: 2, active: 1, drafts: 2 });
    // Finance sends programs, a program manager drafts them: both have drafts; a triager and a viewer get none.
    for (const [role, drafts] of [
      ['FINANCE', 2],
      ['PROGRAM_MANAGER', 2],
      ['TRIAGER', null],
      ['VIEWER', null],
    ] as const) {
      const member = await addMember(ctx, mine.companyId, { role });
      expect({ role, counts: await counts(member.client) }).toEqual({ role, counts: { sent: 2, active: 1, drafts } });
    }
  });

  it("never shows one company the other's figures, even when it names the other company", async () => {
    const mine = await activeProgram(ctx);
    expect((await mine.client.post('/api/programs/draft', { company: mine.companyId, name: 'Bozza' })).statusCode).toBe(201);
    // The other company asks, naming this one every way a route could read it: the answer is its own.
    for (const url of ['/api/stats/dashboard', `/api/stats/dashboard?company=${mine.companyId}`, `/api/stats/dashboard?companyId=${mine.companyId}`]) {
      const body = (await other.company.client.get(url)).json();
      expect(body).toMatchObject({
        isVerified: true,
        reports: { total: 1, open: 1, accepted: 0, closed: 0, effectiveness: null, rewards: 0, byStatus: { ...NO_STATUS, new: 1 } },
        rewards: { amount: 0, count: 0 },
        wallet: (await other.company.client.get('/api/companies/me/balance')).json(),
        programCounts: { sent: 1, active: 1, drafts: 0 },
        rewardTrend: { points: [] },
      });
      expect(body.reportTrend.points).toEqual([{ day: today, amount: 0, count: 1 }]);
      expect(body.programs.map((program: { id: string }) => program.id)).toEqual([other.program.id]);
      expect(body.programs[0].responseTimes.targets.every((target: { measured: number }) => target.measured === 0)).toBe(true);
    }
    const own = (await mine.client.get('/api/stats/dashboard')).json();
    expect(own).toMatchObject({ reports: { total: 0 }, programCounts: { sent: 1, active: 1, drafts: 1 } });
    expect(own.programs.map((program: { id: string }) => program.id)).toContain(mine.program.id);
    expect(own.programs.map((program: { id: string }) => program.id)).not.toContain(other.program.id);
  });

  it('tells a company not approved yet so, with its checklist', async () => {
    const waiting = await companyWithAdmin(ctx, { isVerified: false });
    expect((await waiting.client.get('/api/stats/dashboard')).json()).toMatchObject({
      isVerified: false,
      completion: { isBudgetAdded: false, isProgramCreated: false, progressPercentage: 0 },
      programCounts: { sent: 0, active: 0, drafts: 0 },
    });
  });

  it('answers zeros to a company user without a company', async () => {
    const user = await createUser(ctx.db, { userType: 'company' });
    const client = await signedInClient(ctx.app, ctx.db, user);
    expect((await client.get('/api/stats/dashboard')).json()).toEqual({
      userType: 'company',
      isVerified: false,
      completion: { isFirstContactMade: false, isBudgetAdded: false, isProgramCreated: false, isProfileComplete: false, progressPercentage: 0 },
      reports: {
        total: 0,
        open: 0,
        accepted: 0,
        closed: 0,
        effectiveness: null,
        rewards: 0,
        byStatus: NO_STATUS,
        bySeverity: { low: 0, medium: 0, high: 0, critical: 0 },
      },
      rewards: { amount: 0, count: 0 },
      wallet: { balance: 0, allocated: 0, remaining: 0 },
      programCounts: { sent: 0, active: 0, drafts: null },
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
