import { count, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { depositState, PROGRAM_STATUSES } from '@bb/domain';
import { auditLog, companyTransfers, otpRecoveryCodes, programs, sessions, users } from '../db/schema/index.ts';
import { checkLedger } from '../modules/ledger/index.ts';
import { createTestApp, type TestContext } from '../test/test-app.ts';
import { TestClient } from '../test/test-client.ts';
import { seedDemoAccounts, type DemoAccount, type DemoAccountKey } from './demo-accounts.ts';
import { seedDemoData } from './demo-data.ts';

let ctx: TestContext;
let accounts: DemoAccount[];
let summary: string[];
let seconds: number;

beforeAll(async () => {
  ctx = await createTestApp();
  const started = performance.now();
  accounts = (await seedDemoAccounts(ctx.db)) ?? [];
  summary = await seedDemoData(ctx.app, { db: ctx.db, config: ctx.config, accounts });
  seconds = (performance.now() - started) / 1000;
}, 60_000);

const account = (key: DemoAccountKey) => accounts.find((one) => one.key === key)!;

/** Signs in through the login route with the printed password, as a newcomer would. */
async function signIn(key: DemoAccountKey) {
  const client = new TestClient(ctx.app);
  const login = await client.post('/api/users/login', { email: account(key).email, password: account(key).password });
  expect(login.statusCode, login.body).toBe(200);
  return { client, user: login.json() as { otpEnrollmentRequired: boolean; otpEnabled: boolean } };
}

const json = async <T = Record<string, unknown>>(pending: Promise<{ statusCode: number; body: string; json: () => unknown }>): Promise<T> => {
  const response = await pending;
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as T;
};

describe('the demo data on an empty database', () => {
  it('is made in a few seconds and says what it made', () => {
    console.log(`demo accounts and data made in ${seconds.toFixed(2)} s`);
    expect(seconds).toBeLessThan(15);
    expect(summary.join('\n')).toMatch(/Demo Srl: a team of 6/);
  });

  it('is not made twice: the accounts (and so the data) need an empty users table', async () => {
    expect(await seedDemoAccounts(ctx.db)).toBeNull();
  });

  it('has programs in each of the five statuses, and deposits in each state', async () => {
    const statuses = await ctx.db.select({ status: programs.status, value: count() }).from(programs).groupBy(programs.status);
    expect(new Set(statuses.map((row) => row.status))).toEqual(new Set(PROGRAM_STATUSES));
    const transfers = await ctx.db.select().from(companyTransfers);
    expect(new Set(transfers.map(depositState))).toEqual(
      new Set(['pending', 'invoiceGenerated', 'invoiceSent', 'invoiceSkipped', 'skipped', 'skippedNoInvoice']),
    );
    expect(transfers.filter((transfer) => transfer.source === 'camt053')).toHaveLength(2);
  });

  it('keeps the ledger reconciled', async () => {
    const report = await checkLedger(ctx.db);
    expect(report.problems).toEqual([]);
  });

  it('leaves no two-factor on the demo staff, no recovery codes and none of its sessions', async () => {
    const staff = [account('superAdmin').id, account('triager').id];
    const rows = await ctx.db.select({ otpSecret: users.otpSecret, otpEnabledAt: users.otpEnabledAt }).from(users).where(inArray(users.id, staff));
    expect(rows).toEqual([
      { otpSecret: null, otpEnabledAt: null },
      { otpSecret: null, otpEnabledAt: null },
    ]);
    expect(await ctx.db.select().from(otpRecoveryCodes).where(inArray(otpRecoveryCodes.userId, staff))).toEqual([]);
    expect(await ctx.db.select().from(sessions)).toEqual([]);
    for (const key of ['superAdmin', 'triager'] as const) {
      const { client, user } = await signIn(key);
      expect(user.otpEnrollmentRequired).toBe(true);
      expect((await client.get('/api/programs')).json().code).toBe('OTP_ENROLLMENT_REQUIRED');
    }
  });

  it('went through the audited paths: the super admin recorded and approved the deposits, staff approved programs', async () => {
    const actions = await ctx.db.select({ action: auditLog.action }).from(auditLog);
    expect(actions.map((row) => row.action)).toEqual(expect.arrayContaining(['deposit.record', 'deposit.approve', 'program.approve']));
  });
});

describe('each demo login signs in and reads what its role should', () => {
  it('company admin: the team of six with a pending invitation, the wallet, the programs and the draft', async () => {
    const { client } = await signIn('companyAdmin');
    const company = await json<{ id: string; name: string; isVerified: boolean }>(client.get('/api/companies/me'));
    expect(company).toMatchObject({ name: 'Demo Srl', isVerified: true });
    expect(await json(client.get('/api/banking/deposit-details'))).toMatchObject({ description: 'BB-DEMS2K26' });
    const team = await json<{ count: number; results: { role: string; inviteStatus: string }[] }>(client.get(`/api/companies/${company.id}/members`));
    expect(team.results.map((member) => member.role).sort()).toEqual(['ADMIN', 'FINANCE', 'PROGRAM_MANAGER', 'TRIAGER', 'TRIAGER', 'VIEWER']);
    expect(team.results.filter((member) => member.inviteStatus === 'pending')).toHaveLength(1);
    // 30,000 + 20,000 + 1,000 credited, 2,500 granted; programs 17,250 + 7,500 + 1,000 + 7,500 + 8,250 + 8,250, 7,500 refunded.
    expect(await json(client.get('/api/companies/me/balance'))).toMatchObject({ balance: 11_250 });
    const list = await json<{ results: { name: string; status: string }[] }>(client.get('/api/programs/my-company'));
    expect(list.results.map((program) => program.status).sort()).toEqual(['active', 'active', 'paused', 'pending']);
    const drafts = await json<{ results: { name: string }[] } | { name: string }[]>(client.get('/api/programs/draft'));
    expect(JSON.stringify(drafts)).toContain('App fedeltà');
    expect((await json<{ progressPercentage: number }>(client.get('/api/companies/me/completion'))).progressPercentage).toBe(75);
  });

  it('program manager, finance, company triager and viewer: programs for all, the wallet for all, money and team changes only as allowed', async () => {
    for (const key of ['programManager', 'finance', 'companyTriager', 'viewer'] as const) {
      const { client } = await signIn(key);
      expect((await json<{ count: number }>(client.get('/api/programs/my-company'))).count).toBe(4);
      expect((await json<{ balance: number }>(client.get('/api/companies/me/balance'))).balance).toBe(11_250);
      const invite = await client.post('/api/companies/collaborators/invite', {});
      expect(invite.statusCode).toBe(403);
    }
    const viewer = await signIn('viewer');
    expect(
      (await viewer.client.post('/api/programs/draft', { company: (await json<{ id: string }>(viewer.client.get('/api/companies/me'))).id })).statusCode,
    ).toBe(403);
  });

  it('the company to approve: registered, not yet approved', async () => {
    const { client } = await signIn('pendingCompany');
    expect(await json(client.get('/api/companies/me'))).toMatchObject({ name: 'Aurora Pagamenti', isVerified: false });
  });

  it('demo hacker: verified, ready to report, admitted to the private program, with a testing account and points', async () => {
    const { client, user } = await signIn('hacker');
    expect(user.otpEnrollmentRequired).toBe(false);
    expect(await json(client.get('/api/profile/completion'))).toEqual({
      kycCompleted: true,
      taxRegimeConfigured: true,
      ibanConfigured: true,
      progressPercentage: 100,
    });
    const joined = await json<{ results: { id: string; name: string }[] }>(client.get('/api/programs/joined'));
    expect(joined.results.map((program) => program.name)).toContain('Area riservata partner');
    const all = await json<{ results: { id: string; name: string }[] }>(client.get('/api/programs'));
    const portal = all.results.find((program) => program.name === 'Portale clienti e app mobile');
    expect(portal).toBeDefined();
    expect(await json(client.get(`/api/programs/${portal!.id}/testing-accounts/status`))).toMatchObject({ status: 'already_assigned' });
    expect((await json<{ count: number }>(client.get(`/api/programs/${portal!.id}/hall-of-fame`))).count).toBe(4);
  });

  it('the other hackers: one invited, one waiting on an access request, all on the leaderboard', async () => {
    const volpe = await signIn('hackerVolpe');
    const invitations = await json<{ results: { status: string; program: { name: string } }[] }>(volpe.client.get('/api/programs/received-invitations'));
    expect(invitations.results).toMatchObject([{ status: 'pending', program: { name: 'Area riservata partner' } }]);
    const leaderboard = await json<{ count: number; results: { hacker: { username: string } }[] }>(volpe.client.get('/api/leaderboard'));
    expect(leaderboard.results.map((row) => row.hacker.username)).toEqual(['volpe_rossa', 'demo_hacker', 'bytequeen', 'nullpointer']);
    const { client } = await signIn('programManager');
    const [partnerArea] = await ctx.db.select({ id: programs.id }).from(programs).where(eq(programs.name, 'Area riservata partner'));
    const requests = await json<{ username: string }[]>(client.get(`/api/programs/${partnerArea!.id}/invitable-users?requested=true`));
    expect(requests.map((hacker) => hacker.username)).toEqual(['bytequeen']);
  });

  it('triager and super admin: sign-in leads to two-factor enrolment (checked above); the deposits wait for the super admin', async () => {
    const pending = await ctx.db.select().from(companyTransfers).where(eq(companyTransfers.accreditationStatus, 'pending'));
    expect(pending.map((transfer) => transfer.companyId !== null).sort()).toEqual([false, true]);
  });
});
