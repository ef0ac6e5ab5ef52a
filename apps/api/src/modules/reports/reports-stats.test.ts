import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { REPORT_LIST_COUNT_CAP } from '@bb/domain';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { checkStatisticsAfterAll, recountAfterRawWrites } from '../../test/statistics.ts';
import { lastRomeMoment, pinClock, testNow, unpinClock } from '../../test/test-clock.ts';
import { errorOf } from '../companies/companies.test-support.ts';
import { reportSetup, submit, superadmin, VECTOR_MEDIUM, type ReportSetup } from './reports.test-support.ts';

let ctx: TestContext;
checkStatisticsAfterAll(() => ctx.db);
let setup: ReportSetup;
let other: ReportSetup;
// Reports count in their month in Rome: pinned at Saturday 00:30 there (Friday in UTC), far from a month's last minute.
pinClock(lastRomeMoment(6, '00:30'));
afterAll(unpinClock);

beforeAll(async () => {
  ctx = await createTestApp();
  setup = await reportSetup(ctx, { budget: 20_000 });
  other = await reportSetup(ctx, { budget: 20_000 });
  const { company, hacker, program } = setup;
  const rewarded = await submit(hacker.client, program);
  await company.client.post(`/api/reports/${rewarded.id}/start`);
  await company.client.post(`/api/reports/${rewarded.id}/change-severity`, {
    severity: 'medium',
    severityDescription: VECTOR_MEDIUM,
    reason: 'Serve un utente.',
  });
  await company.client.post(`/api/reports/${rewarded.id}/reward`, { amount: 300 });
  const spam = await submit(hacker.client, program, { title: 'Spam' });
  await company.client.post(`/api/reports/${spam.id}/reject`, { reason: 'spam', details: 'Nessun contenuto.' });
  await submit(hacker.client, program, { title: 'In attesa' });
  await submit(other.hacker.client, other.program, { title: 'Altra azienda' });
});

const NO_STATUS = { new: 0, triaged: 0, moreInfo: 0, forApproval: 0, rewarded: 0, fixed: 0, informative: 0, duplicate: 0, outOfScope: 0, invalid: 0, spam: 0 };

describe('GET /api/reports/stats', () => {
  it("counts a company's reports only, with effectiveness and the rewards paid", async () => {
    expect((await setup.company.client.get('/api/reports/stats')).json()).toEqual({
      total: 3,
      open: 1,
      accepted: 1,
      closed: 2,
      effectiveness: 50,
      rewards: 300,
      byStatus: { ...NO_STATUS, new: 1, rewarded: 1, spam: 1 },
      bySeverity: { low: 0, medium: 1, high: 2, critical: 0 },
    });
    expect((await other.company.client.get('/api/reports/stats')).json()).toMatchObject({ total: 1, open: 1, rewards: 0 });
  });

  it("counts a hacker's own reports, and everyone's for staff", async () => {
    expect((await setup.hacker.client.get('/api/reports/stats')).json()).toMatchObject({ total: 3, accepted: 1, rewards: 300 });
    expect((await setup.staff.client.get('/api/reports/stats')).json()).toMatchObject({
      total: 4,
      open: 2,
      byStatus: { ...NO_STATUS, new: 2, rewarded: 1, spam: 1 },
    });
  });

  it('keeps the aggregates (per company and platform-wide) equal to counting the reports themselves', async () => {
    const { rows } = await ctx.db.execute<{ difference: string }>(sql`
      select count(*) as difference from (
        (select company_id, status, severity, count(*)::int as n, coalesce(sum(reward_cents), 0)::bigint as cents from reports group by 1, 2, 3
         except select company_id, status, severity, sum(reports)::int, sum(reward_cents)::bigint from report_counts group by 1, 2, 3 having sum(reports) > 0)
        union all
        (select company_id, status, severity, sum(reports)::int, sum(reward_cents)::bigint from report_counts group by 1, 2, 3 having sum(reports) > 0
         except select company_id, status, severity, count(*)::int, coalesce(sum(reward_cents), 0)::bigint from reports group by 1, 2, 3)
      ) as d`);
    expect(Number(rows[0]?.difference)).toBe(0);
    const totals = await ctx.db.execute<{ difference: string }>(sql`
      select count(*) as difference from (
        (select status, severity, count(*)::int as n, coalesce(sum(reward_cents), 0)::bigint as cents from reports group by 1, 2
         except select status, severity, sum(reports)::int, sum(reward_cents)::bigint from report_totals group by 1, 2 having sum(reports) > 0)
        union all
        (select status, severity, sum(reports)::int, sum(reward_cents)::bigint from report_totals group by 1, 2 having sum(reports) > 0
         except select status, severity, count(*)::int, coalesce(sum(reward_cents), 0)::bigint from reports group by 1, 2)
      ) as d`);
    expect(Number(totals.rows[0]?.difference)).toBe(0);
  });
});

describe('GET /api/reports/platform-stats', () => {
  it("gives the super admin the platform's figures and this month's reports received and accepted", async () => {
    const admin = await superadmin(ctx);
    const stats = (await admin.client.get('/api/reports/platform-stats')).json();
    expect(stats).toMatchObject({ total: 4, accepted: 1, rewards: 300 });
    const month = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome', year: 'numeric', month: '2-digit' }).format(testNow());
    expect(stats.months.at(-1)).toEqual({ month, received: 4, accepted: 1 });
  });

  it('is the super admin’s alone', async () => {
    for (const caller of [setup.hacker, setup.company, setup.staff])
      expect(errorOf(await caller.client.get('/api/reports/platform-stats'))).toEqual([403, 'FORBIDDEN']);
  });
});

describe('GET /api/reports counts', () => {
  const countOf = async (client: ReportSetup['hacker']['client'], query: string) => {
    const page = (await client.get(`/api/reports?${query}`)).json();
    return [page.count, page.countCapped];
  };

  it('counts tabs and filters from the aggregates, and the rest from the reports, all exactly below the cap', async () => {
    expect(await countOf(setup.company.client, '')).toEqual([3, false]);
    expect(await countOf(setup.company.client, 'status__in=new,triaged,moreInfo')).toEqual([1, false]);
    expect(await countOf(setup.company.client, 'severity=medium')).toEqual([1, false]);
    expect(await countOf(setup.company.client, 'title__icontains=attesa')).toEqual([1, false]);
    expect(await countOf(setup.staff.client, 'status=new')).toEqual([2, false]);
    expect(await countOf(setup.staff.client, `company=${setup.company.companyId}`)).toEqual([3, false]);
    expect(await countOf(setup.staff.client, `program=${other.program.id}`)).toEqual([1, false]);
    expect(await countOf(setup.hacker.client, 'title__icontains=spam')).toEqual([1, false]);
    expect(await countOf(setup.hacker.client, 'status=rewarded')).toEqual([1, false]);
  });

  it('says "more than" past the cap instead of counting every report', async () => {
    // Copies of one report straight into the table: the list's count, not the workflow, is under test.
    await ctx.db.execute(sql`
      insert into reports (program_id, company_id, is_managed, target_id, hacker_id, created_by, title, severity, content, environment, ip_address,
        status, receipt_sha256, first_response_due_at, triage_due_at, bounty_due_at, resolution_due_at)
      select program_id, company_id, is_managed, target_id, hacker_id, created_by, 'Copia ' || n, severity, content, environment, ip_address,
        status, receipt_sha256, first_response_due_at, triage_due_at, bounty_due_at, resolution_due_at
      from reports, generate_series(1, ${REPORT_LIST_COUNT_CAP + 1}) as n
      where title = 'Altra azienda'`);
    await recountAfterRawWrites(ctx.db);
    expect(await countOf(other.company.client, '')).toEqual([REPORT_LIST_COUNT_CAP + 2, false]);
    // A search by words is counted from its page: the rows up to it, "more" while more follow, exact on the last page.
    expect(await countOf(other.company.client, 'title__icontains=copia')).toEqual([10, true]);
    const lastPage = Math.ceil((REPORT_LIST_COUNT_CAP + 1) / 10);
    expect(await countOf(other.company.client, `title__icontains=copia&page=${lastPage}`)).toEqual([REPORT_LIST_COUNT_CAP + 1, false]);
    expect(await countOf(other.company.client, `title__icontains=copia&page=${lastPage + 5}`)).toEqual([REPORT_LIST_COUNT_CAP, true]);
    expect(await countOf(other.company.client, 'title__icontains=altra')).toEqual([1, false]);
    expect(await countOf(other.hacker.client, 'title__icontains=copia')).toEqual([REPORT_LIST_COUNT_CAP + 1, false]);
  });
});
