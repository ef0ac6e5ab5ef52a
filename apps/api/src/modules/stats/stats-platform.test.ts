import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { hackerProfiles } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { companyWithAdmin, errorOf, signIn, type SignedIn } from '../companies/companies.test-support.ts';
import { intentIn } from '../payments/payments.test-support.ts';
import { createProgram } from '../programs/programs.test-support.ts';
import { readyHacker, reportSetup, submit, type ReportSetup } from '../reports/reports.test-support.ts';
import { checkStatisticsAfterAll, recountAfterRawWrites } from '../../test/statistics.ts';
import { clockSql, lastRomeMoment, pinClock, testNow, unpinClock } from '../../test/test-clock.ts';
import { addDays, todayInRome } from './stats-time.ts';

let ctx: TestContext;
let managed: ReportSetup;
let admin: SignedIn;
let taken: string;
// The Rome day is the rule here (trends, months): pinned at Saturday 00:30 in Rome, still Friday in UTC.
pinClock(lastRomeMoment(6, '00:30'));
afterAll(unpinClock);
const today = todayInRome(testNow());
const window = { from: addDays(today, -365), to: today };

const one = async <T>(query: ReturnType<typeof sql>) => (await ctx.db.execute<Record<string, T>>(query)).rows[0]!;
const cents = async (query: ReturnType<typeof sql>) => Number((await one<string>(query)).n) / 100;
checkStatisticsAfterAll(() => ctx.db);

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await signIn(ctx, 'superadmin');
  managed = await reportSetup(ctx, { isManaged: true, budget: 20_000 });
  // Taken in charge by staff; one new and already past its first response; one new, due within the hour.
  const a = await submit(managed.hacker.client, managed.program, { title: 'Presa in carico' });
  expect((await managed.staff.client.post(`/api/reports/${a.id}/start`)).statusCode).toBe(200);
  taken = a.id;
  const b = await submit(managed.hacker.client, managed.program, { title: 'Scaduta' });
  const c = await submit(managed.hacker.client, managed.program, { title: 'In scadenza' });
  await ctx.db.execute(sql`update reports set first_response_due_at = ${clockSql()} - interval '1 hour' where id = ${b.id}`);
  await ctx.db.execute(sql`update reports set first_response_due_at = ${clockSql()} + interval '1 hour' where id = ${c.id}`);
  // Work for super admins: a company to approve, a program to review, payments to approve and overdue, one sent.
  await companyWithAdmin(ctx, { isVerified: false });
  await createProgram(managed.company.client, managed.company.companyId);
  await intentIn(ctx, managed.hacker, 'pendingStaffApproval', { grossCents: 12_345 });
  const overdue = await intentIn(ctx, managed.hacker, 'pending');
  await ctx.db.execute(sql`update payment_intents set due_at = ${clockSql()} - interval '1 day' where id = ${overdue}`);
  await intentIn(ctx, managed.hacker, 'sent', { grossCents: 20_000 });
});

describe('GET /api/stats/dashboard: staff', () => {
  it("answers the triager's reports and the work waiting on managed programs", async () => {
    expect((await managed.staff.client.get('/api/stats/dashboard')).json()).toEqual({
      userType: 'staff',
      rewardTrend: { ...window, points: [] },
      assigned: { open: 1, total: 1 },
      work: [
        { item: 'reportsNotTaken', count: 2 },
        { item: 'targetsAboutToBreach', count: 1 },
        { item: 'targetsBreached', count: 1 },
      ],
    });
  });

  it('follows a reward of a report the triager took in charge', async () => {
    await ctx.db.execute(sql`update reports set status = 'rewarded', reward_cents = 40000, rewarded_at = ${clockSql()} where id = ${taken}`);
    await recountAfterRawWrites(ctx.db);
    expect((await managed.staff.client.get('/api/stats/dashboard')).json()).toMatchObject({
      rewardTrend: { ...window, points: [{ day: today, amount: 400, count: 1 }] },
      assigned: { open: 0, total: 1 },
    });
    const otherStaff = await signIn(ctx, 'staff');
    expect((await otherStaff.client.get('/api/stats/dashboard')).json()).toMatchObject({ rewardTrend: { points: [] }, assigned: { open: 0, total: 0 } });
  });
});

describe('GET /api/stats/dashboard: superadmin', () => {
  it('answers every work item, the cards and the breached programs', async () => {
    const body = (await admin.client.get('/api/stats/dashboard')).json();
    const transfers = await one<number>(sql`select
      count(*) filter (where accreditation_status = 'pending')::int as pending,
      count(*) filter (where accreditation_status = 'accredited' and invoice_status in ('pending', 'generated'))::int as invoices from company_transfers`);
    expect(body.work).toEqual([
      { item: 'companiesToApprove', count: 1 },
      { item: 'programsToReview', count: 1 },
      { item: 'transfersToHandle', count: transfers.pending },
      { item: 'invoicesToSend', count: transfers.invoices },
      { item: 'paymentsToApprove', count: 1 },
      { item: 'paymentsOverdue', count: 1 },
      { item: 'reportsNotTaken', count: 2 },
      { item: 'targetsAboutToBreach', count: 1 },
      { item: 'targetsBreached', count: 1 },
    ]);
    const hackers = await one<number>(sql`select count(*)::int as n from users where user_type = 'hacker'`);
    expect(body.cards).toEqual({
      bountiesToApprove: { count: 1, amount: 123.45 },
      rewardsPaid: 400,
      budgetOnPlatform: await cents(sql`select sum(balance_cents) as n from ledger_accounts where kind in ('company_wallet', 'program_budget')`),
      registeredHackers: hackers.n,
    });
    expect(body.breachedPrograms).toEqual([{ id: managed.program.id, name: expect.any(String), companyName: expect.any(String), breachedReports: 1 }]);
  });
});

describe('GET /api/stats/platform and /api/stats/nationalities', () => {
  it('splits the money on the platform, with the payments that left and reports per month', async () => {
    const body = (await admin.client.get('/api/stats/platform')).json();
    const reserved = await cents(sql`select coalesce(sum(reserved_cents), 0) as n from reports`);
    expect(body.budget).toEqual({
      wallets: await cents(sql`select sum(balance_cents) as n from ledger_accounts where kind = 'company_wallet'`),
      remaining: (await cents(sql`select sum(balance_cents) as n from ledger_accounts where kind = 'program_budget'`)) - reserved,
      reserved,
      paid: 400,
      platformFee: await cents(sql`select coalesce(sum(balance_cents), 0) as n from ledger_accounts where kind = 'platform_fees'`),
    });
    const sent = await cents(sql`select transfer_cents as n from payment_intents where status = 'sent'`);
    expect(body.paymentTrend).toEqual({ ...window, points: [{ day: today, amount: sent, count: 1 }] });
    expect(body.reportMonths).toEqual([{ month: today.slice(0, 7), received: 3, accepted: 1 }]);
  });

  it('counts hackers per country of residence, the rest as unknown', async () => {
    const before = (await admin.client.get('/api/stats/nationalities')).json();
    expect(before.countries).toEqual([]);
    const people = await Promise.all([readyHacker(ctx), readyHacker(ctx), readyHacker(ctx), readyHacker(ctx)]);
    await ctx.db
      .insert(hackerProfiles)
      .values([
        { userId: people[0]!.user.id, countryOfResidence: 'ITA' },
        { userId: people[1]!.user.id, countryOfResidence: 'FRA' },
        { userId: people[2]!.user.id, countryOfResidence: 'FRA' },
        { userId: people[3]!.user.id },
      ]);
    await ctx.db.execute(sql`update hacker_profiles set country_of_residence = 'ITA' where user_id = ${people[3]!.user.id}`);
    await ctx.db.execute(sql`update hacker_profiles set country_of_residence = 'DEU' where user_id = ${people[2]!.user.id}`);
    const hackers = await one<number>(sql`select count(*)::int as n from users where user_type = 'hacker'`);
    expect((await admin.client.get('/api/stats/nationalities')).json()).toEqual({
      total: 4,
      unknown: Number(hackers.n) - 4,
      countries: [
        { country: 'ITA', count: 2 },
        { country: 'DEU', count: 1 },
        { country: 'FRA', count: 1 },
      ],
    });
  });

  it('answers 403 to everyone but super admins', async () => {
    for (const client of [managed.hacker.client, managed.company.client, managed.staff.client]) {
      expect(errorOf(await client.get('/api/stats/platform'))).toEqual([403, 'FORBIDDEN']);
      expect(errorOf(await client.get('/api/stats/nationalities'))).toEqual([403, 'FORBIDDEN']);
    }
  });
});
