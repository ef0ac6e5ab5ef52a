import { count, eq, inArray, isNotNull, sql, sum } from 'drizzle-orm';
import { generate } from 'otplib';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ACCEPTED_REPORT_STATUSES,
  CLOSED_REPORT_STATUSES,
  depositState,
  PAYMENT_STATUSES,
  paymentDueAt,
  PROGRAM_STATUSES,
  REPORT_STATUSES,
  UNPAID_PAYMENT_STATUSES,
  type CompanyDashboardStats,
  type PaymentStatus,
  type ProgramDetail,
  type ReportStatus,
} from '@bb/domain';
import {
  auditLog,
  companies,
  companyTransfers,
  contactRequests,
  hackerPaymentSettings,
  ledgerTransactions,
  notifications,
  otpRecoveryCodes,
  paymentBatches,
  paymentIntents,
  programPoints,
  programs,
  reportEvents,
  reports,
  sessions,
  users,
} from '../../src/db/schema/index.ts';
import { DEMO_PLATFORM } from '../../src/config.ts';
import { resetClock } from '../../src/lib/clock.ts';
import { checkLedger } from '../../src/modules/ledger/index.ts';
import { readPain001, validatePain001 } from '../../src/modules/payments/bank/sepa.test-support.ts';
import { createTestApp, type TestContext } from '../../src/test/test-app.ts';
import { testNow } from '../../src/test/test-clock.ts';
import { TestClient } from '../../src/test/test-client.ts';
import { reportFormFor } from '../../src/test/forms.ts';
import { seedDemoAccounts, type DemoAccount, type DemoAccountKey } from './demo-accounts.ts';
import { seedDemoData } from './demo-data.ts';
import { aboutToBreachStart, DEMO_OVERDUE_PAYMENT_STATUSES } from './demo-history.ts';
import { PAYMENT_HACKERS, PAYMENT_REPORTS, SKIP_REASON } from './demo-payment-reports.ts';
import { DEMO_REPORTS } from './demo-reports.ts';
import { DEMO_RETESTS } from './demo-retests.ts';

let ctx: TestContext;
let accounts: DemoAccount[];
let summary: string[];
let seconds: number;

/**
 * When the demo was made. Its history needs the app's clock and the database's to agree (it moves rows stamped by
 * both), so this file runs on the real time; the moments its rules depend on are tested in demo-history.test.ts.
 */
const made = { from: new Date(), to: new Date() };
resetClock();

beforeAll(async () => {
  ctx = await createTestApp();
  const started = performance.now();
  made.from = testNow();
  accounts = (await seedDemoAccounts(ctx.db)) ?? [];
  summary = await seedDemoData(ctx.app, { db: ctx.db, config: ctx.config, accounts });
  seconds = (performance.now() - started) / 1000;
  made.to = testNow();
}, 90_000);

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
  it('says what it made (and how long that took: a figure to read, not a test, since a busy machine may take any time)', () => {
    console.log(`demo accounts and data made in ${seconds.toFixed(2)} s`);
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

  it('went through the audited paths: the super admin recorded and approved the deposits, staff approved programs and made a token', async () => {
    const actions = await ctx.db.select({ action: auditLog.action }).from(auditLog);
    expect(actions.map((row) => row.action)).toEqual(expect.arrayContaining(['deposit.record', 'deposit.approve', 'program.approve', 'apiToken.create']));
  });
});

describe('each demo login signs in and reads what its role should', () => {
  it("company admin: Demo Srl's webhooks, an active one with a delivery in each state and one disabled after failures", async () => {
    const { client } = await signIn('companyAdmin');
    const { results } = await json<{ results: { id: string; active: boolean; disabledReason: string | null }[] }>(client.get('/api/integrations/webhooks'));
    expect(results.map((webhook) => webhook.disabledReason).sort()).toEqual(['failures', null]);
    const active = results.find((webhook) => webhook.active)!;
    const log = await json<{ results: { status: string }[] }>(client.get(`/api/integrations/webhooks/${active.id}/deliveries`));
    expect(log.results.map((delivery) => delivery.status).sort()).toEqual(['delivered', 'failed', 'pending']);
  });

  it('company admin: the team of six with a pending invitation, the wallet, the programs and the draft', async () => {
    const { client } = await signIn('companyAdmin');
    const company = await json<{ id: string; name: string; isVerified: boolean }>(client.get('/api/companies/me'));
    expect(company).toMatchObject({ name: 'Demo Srl', isVerified: true });
    expect(await json(client.get('/api/banking/deposit-details'))).toMatchObject({ description: 'BB-DEMS2K26' });
    const team = await json<{ count: number; results: { role: string; inviteStatus: string }[] }>(client.get(`/api/companies/${company.id}/members`));
    expect(team.results.map((member) => member.role).sort()).toEqual(['ADMIN', 'FINANCE', 'PROGRAM_MANAGER', 'TRIAGER', 'TRIAGER', 'VIEWER']);
    expect(team.results.filter((member) => member.inviteStatus === 'pending')).toHaveLength(1);
    // 30,000 + 20,000 + 1,000 credited, 10,000 granted; programs 17,250 + 4,600 (the portal's increase of 4,000 with its fees)
    // + 7,500 + 7,500 + 8,250 + 8,250 + 7,500 (changes requested) + 7,500 (rejected), 7,500 + 7,500 refunded; 200 back from the payment the super admin skipped.
    expect(await json(client.get('/api/companies/me/balance'))).toMatchObject({ balance: 7_850 });
    const list = await json<{ results: { name: string; status: string }[] }>(client.get('/api/programs/my-company'));
    // The partner area is paused by the budget rule, the HR system by the company ("the demo programs' budgets" below); the
    // supplier portal waits for the changes the platform asked for, the distributor's site was rejected.
    expect(list.results.map((program) => program.status).sort()).toEqual(['active', 'changesRequested', 'paused', 'paused', 'pending', 'rejected']);
    const drafts = await json<{ results: { name: string }[] } | { name: string }[]>(client.get('/api/programs/draft'));
    expect(JSON.stringify(drafts)).toContain('App fedeltà');
    expect((await json<{ progressPercentage: number }>(client.get('/api/companies/me/completion'))).progressPercentage).toBe(75);
  });

  it('program manager, finance, company triager and viewer: programs for all, the wallet for all, money and team changes only as allowed', async () => {
    for (const key of ['programManager', 'finance', 'companyTriager', 'viewer'] as const) {
      const { client } = await signIn(key);
      expect((await json<{ count: number }>(client.get('/api/programs/my-company'))).count).toBe(6);
      expect((await json<{ balance: number }>(client.get('/api/companies/me/balance'))).balance).toBe(7_850);
      const invite = await client.post('/api/companies/collaborators/invite', {});
      expect(invite.statusCode).toBe(403);
    }
    const viewer = await signIn('viewer');
    expect(
      (await viewer.client.post('/api/programs/draft', { company: (await json<{ id: string }>(viewer.client.get('/api/companies/me'))).id })).statusCode,
    ).toBe(403);
  });

  it('the public site: a quote request and a demo booking from the company landing, their receipts and the team’s copies queued', async () => {
    const requests = await ctx.db
      .select({ kind: contactRequests.kind, company: contactRequests.company })
      .from(contactRequests)
      .orderBy(contactRequests.createdAt);
    expect(requests).toEqual([
      { kind: 'demo', company: 'Demo Software S.r.l.' },
      { kind: 'quote', company: 'Logistica Nord S.p.A.' },
      { kind: 'demo', company: 'Farmacia Online S.r.l.' },
    ]);
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
    const leaderboard = await json<{ count: number; results: { hacker: { username: string }; points: number }[] }>(volpe.client.get('/api/leaderboard'));
    // Points of their reports: 50 + 50 for two high rewards, 5 for sharing one, 1 for an informative; 100 for a critical reward;
    // 25 + 25 + 10 for two medium rewards and a low one (the payment hackers, by username); 2 for a duplicate and 25; 1 and 10.
    expect(leaderboard.results.map((row) => [row.hacker.username, row.points])).toEqual([
      ['demo_hacker', 106],
      ['volpe_rossa', 100],
      ['cipher_anna', 60],
      ['kernelpanic', 60],
      ['shellshock', 60],
      ['bytequeen', 27],
      ['nullpointer', 11],
    ]);
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

describe("the demo programs' budgets (DECISIONS: the budget rule and the reservations)", () => {
  const prizesOf = (program: ProgramDetail) =>
    program.scope.flatMap((target) => [target.lowPrize, target.mediumPrize, target.highPrize, target.criticalPrize].map((prize) => prize ?? 0));
  const partnerArea = async (client: TestClient) => {
    const [row] = await ctx.db.select({ id: programs.id }).from(programs).where(eq(programs.name, 'Area riservata partner'));
    return json<ProgramDetail>(client.get(`/api/programs/${row!.id}`));
  };

  it('leaves every active program able to pay the highest prize it shows, and pauses for budget exactly those below their lowest prize', async () => {
    const { client } = await signIn('companyAdmin');
    const { results } = await json<{ results: { id: string }[] }>(client.get('/api/programs/my-company'));
    for (const { id } of results) {
      const program = await json<ProgramDetail>(client.get(`/api/programs/${id}`));
      const name = program.name ?? id;
      if (program.status === 'active') expect(program.remainingBudget, name).toBeGreaterThanOrEqual(Math.max(...prizesOf(program)));
      // A rejected program gave its budget back: the rule is for programs that run.
      if (program.status === 'rejected') continue;
      expect(program.remainingBudget < (program.lowestPrize ?? 0), name).toBe(program.pausedForBudget);
    }
  });

  it('shows the partner area paused by the rule: to its company with the figures, to hackers as paused, refusing reports', async () => {
    const company = await signIn('companyAdmin');
    const program = await partnerArea(company.client);
    expect(program).toMatchObject({ status: 'paused', pausedForBudget: true, remainingBudget: 0, lowestPrize: 200 });
    // Its last new report was taken in charge: 720 € reserved as far as the 380 € left went, and no reward can pay more.
    const reports = await json<{ results: { id: string; title: string; status: string }[] }>(
      company.client.get(`/api/reports?program=${program.id}&status=triaged`),
    );
    const csv = reports.results.find((report) => report.title === "Token di sessione nella query string dell'export CSV");
    expect(await json(company.client.get(`/api/reports/${csv!.id}`))).toMatchObject({
      defaultReward: 720,
      rewardBudget: { remaining: 0, reserved: 380, max: 380 },
    });

    const hacker = await signIn('hacker');
    const cards = await json<{ results: { id: string; status: string; reward: number | null }[] }>(hacker.client.get('/api/programs/joined'));
    expect(cards.results.find((card) => card.id === program.id)).toMatchObject({ status: 'paused', reward: 0 });
    const refused = await hacker.client.post('/api/reports', reportFormFor({ programId: program.id, targetId: program.scope[0]!.id }));
    expect([refused.statusCode, refused.json().code]).toEqual([400, 'PROGRAM_NOT_ACTIVE']);
  });
});

describe('the demo notifications', () => {
  const LOGINS = ['companyAdmin', 'hacker', 'triager', 'superAdmin'] as const;

  it('leave every demo login a few unread and some read, each leading to its report, program or invitations', async () => {
    const rows = await ctx.db
      .select({ userId: notifications.userId, readAt: notifications.readAt, link: notifications.link, event: notifications.event })
      .from(notifications)
      .where(
        inArray(
          notifications.userId,
          LOGINS.map((key) => account(key).id),
        ),
      );
    const tally = LOGINS.map((key) => {
      const own = rows.filter((row) => row.userId === account(key).id);
      const unread = own.filter((row) => row.readAt === null).length;
      return { key, unread: unread >= 1 && unread <= 3, read: own.length - unread > 0 };
    });
    expect(tally).toEqual(LOGINS.map((key) => ({ key, unread: true, read: true })));
    for (const row of rows) expect(row.link).toMatch(/^\/(reports\/[\w-]+|programs\/[\w-]+(\?tab=invite)?|programs\?tab=invitations)$/);
  });

  it('are read through the API with the unread count the sidebar shows', async () => {
    for (const key of ['companyAdmin', 'hacker'] as const) {
      const { client } = await signIn(key);
      const { unread } = await json<{ unread: number }>(client.get('/api/notifications/unread-count'));
      const page = await json<{ count: number; unread: number; results: { readAt: string | null }[] }>(client.get('/api/notifications?size=50'));
      expect([page.unread, page.results.filter((entry) => entry.readAt === null).length]).toEqual([unread, unread]);
      expect(page.count).toBeGreaterThan(unread);
    }
  });
});

interface ReportRow {
  id: string;
  title: string;
  status: ReportStatus;
  reward: number | null;
  hacker: { username: string } | null;
  program: { id: string };
}
interface ReportPage {
  count: number;
  results: ReportRow[];
}
/**
 * The reports of demo-reports.ts and those whose rewards the payments need (demo-payment-reports.ts), where each ends:
 * where its script ended, or where its retests (demo-retests.ts) took it.
 */
const retestedTo = (title: string) => DEMO_RETESTS.find((retest) => retest.title === title)?.status;
const ALL_REPORTS: { title: string; status: ReportStatus }[] = [
  ...DEMO_REPORTS.map((report) => ({ title: report.title, status: retestedTo(report.title) ?? report.status })),
  ...PAYMENT_REPORTS.map((report) => ({ title: report.title, status: retestedTo(report.title) ?? ('rewarded' as const) })),
];
const byTitle = (title: string) => ALL_REPORTS.find((report) => report.title === title)!;

describe('the demo reports', () => {
  it('exist in every status, each where its script says it ends', async () => {
    const rows = await ctx.db.select({ title: reports.title, status: reports.status }).from(reports);
    expect(rows).toHaveLength(ALL_REPORTS.length);
    expect(new Set(rows.map((row) => row.status))).toEqual(new Set(REPORT_STATUSES));
    for (const row of rows) expect(row.status, row.title).toBe(byTitle(row.title).status);
  });

  it("keep the demo hacker's points and report counters equal to what their reports earned", async () => {
    const hacker = account('hacker').id;
    const [counters] = await ctx.db
      .select({ points: users.points, sent: users.reportsSent, accepted: users.reportsAccepted, closed: users.reportsClosed })
      .from(users)
      .where(eq(users.id, hacker));
    const theirs = await ctx.db.select({ status: reports.status, points: reports.pointsAwarded }).from(reports).where(eq(reports.hackerId, hacker));
    const among = (statuses: readonly ReportStatus[]) => theirs.filter((report) => statuses.includes(report.status)).length;
    expect(counters).toEqual({
      points: theirs.reduce((total, report) => total + report.points, 0),
      sent: theirs.length,
      accepted: among(ACCEPTED_REPORT_STATUSES),
      closed: among(CLOSED_REPORT_STATUSES),
    });
    expect(counters).toEqual({ points: 106, sent: 7, accepted: 2, closed: 3 });
    const [perProgram] = await ctx.db
      .select({ points: sum(programPoints.points) })
      .from(programPoints)
      .where(eq(programPoints.hackerId, hacker));
    expect(Number(perProgram?.points)).toBe(106);
  });

  it('paid every reward through the ledger, each with its payment intent (volpe_rossa has yet to give his details)', async () => {
    const rewards = await ctx.db
      .select({ referenceId: ledgerTransactions.referenceId })
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.type, 'report_reward'));
    const intents = await ctx.db
      .select({ reportId: paymentIntents.reportId, grossCents: paymentIntents.grossCents, status: paymentIntents.status })
      .from(paymentIntents)
      .where(eq(paymentIntents.kind, 'reward'));
    expect(rewards).toHaveLength(3 + PAYMENT_REPORTS.length);
    expect(intents.map((intent) => intent.reportId).sort()).toEqual(rewards.map((reward) => reward.referenceId).sort());
    // demo-reports.ts's three: 2,000 (still to confirm), 2,700 (waiting for the signed receipt), 6,750 (volpe_rossa's).
    // The payments' own rewards are smaller: 1,080 at most.
    const large = intents.filter((intent) => intent.grossCents >= 200_000).map((intent) => [intent.grossCents, intent.status]);
    expect(large.sort()).toEqual([
      [200_000, 'pending'],
      [270_000, 'pendingHackerDocumentsUpload'],
      [675_000, 'pendingHackerInformation'],
    ]);
    expect((await checkLedger(ctx.db)).problems).toEqual([]);
  });

  it('are listed to each demo user as their role sees them: all to Demo Srl, their own to each hacker', async () => {
    for (const key of ['companyAdmin', 'programManager', 'finance', 'companyTriager', 'viewer'] as const) {
      const { client } = await signIn(key);
      expect((await json<ReportPage>(client.get('/api/reports?size=50'))).count, key).toBe(ALL_REPORTS.length);
    }
    const usernames = {
      hacker: 'demo_hacker',
      hackerByte: 'bytequeen',
      hackerNull: 'nullpointer',
      hackerVolpe: 'volpe_rossa',
      hackerShell: 'shellshock',
      hackerCipher: 'cipher_anna',
      hackerKernel: 'kernelpanic',
    } as const;
    const sent = { hacker: 7, hackerByte: 4, hackerNull: 4, hackerVolpe: 1, hackerShell: 3, hackerCipher: 3, hackerKernel: 3 } as const;
    for (const [key, expected] of Object.entries(sent) as [keyof typeof sent, number][]) {
      const { client } = await signIn(key);
      const page = await json<ReportPage>(client.get('/api/reports?size=50'));
      expect(page.count, key).toBe(expected);
      expect(new Set(page.results.map((row) => row.hacker?.username))).toEqual(new Set([usernames[key]]));
    }
    // Aurora Pagamenti has no program: none of Demo Srl's reports.
    const aurora = await signIn('pendingCompany');
    expect(await json<ReportPage>(aurora.client.get('/api/reports'))).toEqual({ count: 0, countCapped: false, results: [] });
  });

  it("show the duplicate's hacker the original's fingerprint, and the attachments and review as real files", async () => {
    const byte = await signIn('hackerByte');
    const mine = await json<ReportPage>(byte.client.get('/api/reports?status=duplicate'));
    const duplicate = await json<{ duplicateOf: { id: string; fingerprint: string } | null }>(byte.client.get(`/api/reports/${mine.results[0]!.id}`));
    const giulia = await signIn('hacker');
    const original = await json<{ receipt: { sha256: string }; timeline: { type: string; media: { id: string; contentType: string }[] }[] }>(
      giulia.client.get(`/api/reports/${duplicate.duplicateOf!.id}`),
    );
    expect(duplicate.duplicateOf!.fingerprint).toMatch(/^[0-9a-f]{64}$/);
    expect(duplicate.duplicateOf!.fingerprint).toBe(original.receipt.sha256);

    const screenshot = original.timeline.flatMap((event) => event.media).find((file) => file.contentType === 'image/png');
    const { client } = await signIn('companyTriager');
    const png = await client.get(`/api/uploads/${screenshot!.id}`);
    expect(png.statusCode).toBe(200);
    expect(png.rawPayload.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));

    const waiting = await json<ReportPage>(client.get('/api/reports?status=forApproval'));
    const review = await json<{ reviewDocument: { id: string } | null; abilities: Record<string, boolean> }>(
      client.get(`/api/reports/${waiting.results[0]!.id}`),
    );
    const pdf = await client.get(`/api/uploads/${review.reviewDocument!.id}`);
    expect(pdf.rawPayload.toString('latin1')).toMatch(/^%PDF-1\.4[\s\S]*Revisione: XSS memorizzata[\s\S]*%%EOF\n$/);
    // The company's triager may send it back but not pay it; its admin may.
    expect(review.abilities).toMatchObject({ reward: false, sendBack: true });
    const admin = await signIn('companyAdmin');
    expect((await json<{ abilities: Record<string, boolean> }>(admin.client.get(`/api/reports/${waiting.results[0]!.id}`))).abilities.reward).toBe(true);
  });

  it('tell the story the spec asks for: a more-info answered, a severity lowered with its reason, a report staff sent for a hacker', async () => {
    const { client } = await signIn('companyAdmin');
    const all = await json<ReportPage>(client.get('/api/reports?size=50'));
    const detail = (title: string) =>
      json<{
        timeline: {
          type: string;
          status: string | null;
          oldStatus: string | null;
          reason: string | null;
          severity: string | null;
          oldSeverity: string | null;
          vector: string | null;
          oldVector: string | null;
        }[];
      }>(client.get(`/api/reports/${all.results.find((row) => row.title === title)!.id}`));
    const idor = await detail(byTitle("IDOR sulle fatture di altri studi tramite l'API documenti").title);
    expect(idor.timeline.filter((event) => event.type === 'statusChange').map((event) => event.status)).toEqual([
      'triaged',
      'moreInfo',
      'triaged',
      'forApproval',
      'rewarded',
      'fixed',
    ]);
    expect(idor.timeline.filter((event) => event.type === 'comment')).toHaveLength(4);
    const enumeration = await detail('Enumerazione degli account partner dal modulo di reset password');
    expect(enumeration.timeline.find((event) => event.type === 'severityChange')).toMatchObject({
      oldSeverity: 'medium',
      severity: 'low',
      reason: expect.stringMatching(/impatto è basso/),
    });
    // A vector removed on purpose: the severity kept, the timeline says so.
    const deepLink = await detail("Deep link dell'app Android apre pagine arbitrarie nella WebView autenticata");
    expect(deepLink.timeline.find((event) => event.type === 'severityChange')).toMatchObject({
      oldSeverity: 'medium',
      severity: 'medium',
      oldVector: expect.stringMatching(/^CVSS:4\.0\//),
      vector: null,
      reason: expect.stringMatching(/app Android/),
    });
    const forVolpe = all.results.find((row) => row.hacker?.username === 'volpe_rossa');
    // Rewarded, then fixed: the first fix failed its retest, the second was verified (demo-retests.ts).
    expect(forVolpe).toMatchObject({ status: 'fixed', reward: 6_750, retestStatus: 'verified' });
  });
});

describe('the demo retests (Fix verification on the customer portal)', () => {
  interface RetestView {
    status: ReportStatus;
    retestStatus: string | null;
    retest: { status: string; round: number; retester: string; note: string | null; evidence: unknown[]; abilities: Record<string, boolean> } | null;
    timeline: { type: string; status: string | null; createdAt: string }[];
  }
  it('show a fix verified, one that failed and was verified the second time, and one waiting for the triager', async () => {
    const { client } = await signIn('companyAdmin');
    const all = await json<ReportPage>(client.get('/api/reports?size=50'));
    const view = async (title: string) => json<RetestView>(client.get(`/api/reports/${all.results.find((row) => row.title === title)!.id}`));
    const [verified, failedThenVerified, waiting] = DEMO_RETESTS.map((retest) => retest.title);

    expect(await view(verified!)).toMatchObject({ status: 'fixed', retest: { status: 'verified', round: 1, retester: 'staff', evidence: [{}] } });
    const twice = await view(failedThenVerified!);
    expect(twice).toMatchObject({ status: 'fixed', retest: { status: 'verified', round: 2 } });
    expect(twice.timeline.filter((entry) => entry.type.startsWith('retest')).map((entry) => entry.type)).toEqual([
      'retestOpened',
      'retestFailed',
      'retestOpened',
      'retestVerified',
    ]);
    expect(twice.timeline.filter((entry) => entry.type === 'statusChange').map((entry) => entry.status)).toEqual([
      'forApproval',
      'rewarded',
      'fixed',
      'rewarded',
      'fixed',
    ]);
    // The waiting one is the platform's triager's to record (not the company's), within its 5 business days.
    expect(await view(waiting!)).toMatchObject({
      status: 'fixed',
      retest: { status: 'pending', retester: 'staff', abilities: { verify: false, fail: false } },
    });
    expect((await json<ReportPage>(client.get('/api/reports?retest=pending'))).results.map((row) => row.title)).toEqual([waiting]);
    expect((await json<ReportPage>(client.get('/api/reports?retest=verified'))).count).toBe(2);
    const stats = await json<{ retests: Record<string, number> }>(
      client.get(`/api/programs/${all.results.find((row) => row.title === waiting)!.program.id}/stats`),
    );
    expect(stats.retests).toEqual({ pending: 1, verified: 2, failed: 1, late: 0, feesPaid: 0 });
  });
});

describe('the demo payments', () => {
  const statusesOf = async () => {
    const rows = await ctx.db
      .select({
        status: paymentIntents.status,
        statusReason: paymentIntents.statusReason,
        hackerId: paymentIntents.hackerId,
        kind: paymentIntents.kind,
        batchId: paymentIntents.batchId,
        hackerDocumentId: paymentIntents.hackerDocumentId,
        staffDocumentId: paymentIntents.staffDocumentId,
        referredCompanyId: paymentIntents.referredCompanyId,
      })
      .from(paymentIntents);
    return rows.map((row) => ({ ...row, status: row.status as PaymentStatus }));
  };

  it('are at every step of the workflow: one payment in each status, two credited by the bank', async () => {
    const rows = await ctx.db.select({ status: paymentIntents.status, value: count() }).from(paymentIntents).groupBy(paymentIntents.status);
    expect(Object.fromEntries(rows.map((row) => [row.status, Number(row.value)]))).toEqual(
      Object.fromEntries(PAYMENT_STATUSES.map((status) => [status, status === 'accredited' ? 2 : 1])),
    );
  });

  it('leave the ledger reconciled after confirmations, the batch, the bank answers, the skip and the external payment', async () => {
    expect((await checkLedger(ctx.db)).problems).toEqual([]);
  });

  it('went to the bank in one batch: a SEPA file valid against the official schema, the German IBAN without a BIC', async () => {
    const batches = await ctx.db.select().from(paymentBatches);
    expect(batches).toHaveLength(1);
    const batch = batches[0]!;
    expect(validatePain001(batch.xml)).toBeNull();
    const transfers = readPain001(batch.xml).transfers;
    expect(transfers).toHaveLength(8);
    const german = transfers.filter((transfer) => transfer.iban === PAYMENT_HACKERS.hackerKernel.bank.iban);
    expect(german).toHaveLength(3);
    expect(german.map((transfer) => transfer.bic)).toEqual([undefined, undefined, undefined]);
    expect(transfers.filter((transfer) => transfer.iban.startsWith('IT')).every((transfer) => transfer.bic !== undefined)).toBe(true);
    const inBatch = (await statusesOf()).filter((row) => row.batchId === batch.id);
    expect(inBatch.map((row) => row.status).sort()).toEqual(
      ['accredited', 'accredited', 'failed', 'failedRetry', 'ibanNotValid', 'pendingBeneficiaryList', 'processing', 'sent'].sort(),
    );
  });

  it("pay every hacker to their own account, never the platform's, which is the batch's debtor", async () => {
    const accounts = await ctx.db.select({ iban: hackerPaymentSettings.iban }).from(hackerPaymentSettings).where(isNotNull(hackerPaymentSettings.iban));
    expect(accounts.length).toBeGreaterThanOrEqual(6);
    expect(accounts.map((account) => account.iban)).not.toContain(DEMO_PLATFORM.iban);
    expect(ctx.config.platform.iban).toBe(DEMO_PLATFORM.iban);
    const [batch] = await ctx.db.select({ xml: paymentBatches.xml }).from(paymentBatches);
    expect(readPain001(batch!.xml).transfers.map((transfer) => transfer.iban)).not.toContain(DEMO_PLATFORM.iban);
  });

  it("carry the bank's reasons, the skip's reason and the proof of the external payment", async () => {
    const rows = await statusesOf();
    const of = (status: PaymentStatus) => rows.find((row) => row.status === status)!;
    expect(of('ibanNotValid').statusReason).toMatch(/^AC01: /);
    expect(of('failedRetry').statusReason).toMatch(/^AM04: /);
    expect(of('failed').statusReason).toMatch(/^MS03: /);
    expect(of('pendingBeneficiaryList').statusReason).toBe('resetFailed');
    expect(of('skipped').statusReason).toBe(SKIP_REASON);
    expect(of('sentExternally').staffDocumentId).not.toBeNull();
    // The two Italian occasional regimes sent their signed receipts; the one still to send it has none.
    expect(of('pendingStaffApproval').hackerDocumentId).not.toBeNull();
    expect(of('pendingHackerDocumentsUpload').hackerDocumentId).toBeNull();
  });

  it("earned the demo hacker a referral bonus with Demo Srl's first deposit, paid with her signed receipt", async () => {
    const [demoSrl] = await ctx.db.select({ id: companies.id }).from(companies).where(eq(companies.name, 'Demo Srl'));
    const referrals = (await statusesOf()).filter((row) => row.kind === 'referral');
    expect(referrals).toMatchObject([{ hackerId: account('hacker').id, referredCompanyId: demoSrl!.id, status: 'accredited' }]);
    expect(referrals[0]!.hackerDocumentId).not.toBeNull();
    const [admin] = await ctx.db
      .select({ referredBy: users.referredByUserId })
      .from(users)
      .where(eq(users.id, account('companyAdmin').id));
    expect(admin!.referredBy).toBe(account('hacker').id);
  });

  it('show each hacker their own: the demo hacker what is paid and what to do next, volpe_rossa the details he owes', async () => {
    const giulia = await signIn('hacker');
    const mine = await json<{ results: { kind: string; status: string }[] }>(giulia.client.get('/api/payments/intents'));
    expect(mine.results.map((row) => `${row.kind} ${row.status}`).sort()).toEqual([
      'referral accredited',
      'reward pending',
      'reward pendingHackerDocumentsUpload',
    ]);
    // Earned 2,000 + 2,700 + 1,000 gross; the bonus (4,300 received this year + 1,000: 300 above 5,000) was paid net of
    // the 20% withheld and her INPS share of 11.24% on 300: 1,000 - 200 - 33.72 = 766.28.
    expect(await json(giulia.client.get('/api/payments/wallet'))).toMatchObject({ earned: 5_700, paid: 766.28, withheld: 233.72, actionRequired: 2 });
    const volpe = await signIn('hackerVolpe');
    expect((await json<{ results: unknown[] }>(volpe.client.get('/api/payments/intents'))).results).toMatchObject([
      { status: 'pendingHackerInformation', taxRegime: null, abilities: { confirm: false } },
    ]);
    const jonas = await signIn('hackerKernel');
    const his = await json<{ results: { status: string; swift: string | null; withholdingAmount: number }[] }>(jonas.client.get('/api/payments/intents'));
    expect(his.results.map((row) => row.status).sort()).toEqual(['failed', 'failedRetry', 'processing']);
    expect(his.results.every((row) => row.swift === null && row.withholdingAmount === 0)).toBe(true);
  });

  it('show INPS Gestione Separata above the threshold to the hacker and the super admin, and owe it in the ledger', async () => {
    type Figures = { kind: string; status: string; transferAmount: number; inpsTaxableAmount: number; inpsHackerAmount: number; inpsPlatformAmount: number };
    const giulia = await json<{ results: Figures[] }>((await signIn('hacker')).client.get('/api/payments/intents'));
    const figures = ({ transferAmount, inpsTaxableAmount, inpsHackerAmount, inpsPlatformAmount }: Figures) => ({
      transferAmount,
      inpsTaxableAmount,
      inpsHackerAmount,
      inpsPlatformAmount,
    });
    // Her reward after 5,300 received this year: all 2,700 above; 303.48 withheld, 606.96 borne; 2,700 - 540 - 303.48.
    expect(figures(giulia.results.find((row) => row.status === 'pendingHackerDocumentsUpload')!)).toEqual({
      transferAmount: 1_856.52,
      inpsTaxableAmount: 2_700,
      inpsHackerAmount: 303.48,
      inpsPlatformAmount: 606.96,
    });
    // bytequeen's, waiting for the super admin (who reads the same figures): 4,500 + 1,080, on the 580 above 65.19
    // withheld and 130.38 borne.
    const byte = await json<{ results: Figures[] }>((await signIn('hackerByte')).client.get('/api/payments/intents?status=pendingStaffApproval'));
    expect(figures(byte.results[0]!)).toEqual({
      transferAmount: 798.81,
      inpsTaxableAmount: 580,
      inpsHackerAmount: 65.19,
      inpsPlatformAmount: 130.38,
    });
    // Paid out: the bonus's two shares, 33.72 + 67.44, owed to INPS.
    const [inps] = await ctx.db.execute(sql`SELECT balance_cents FROM ledger_accounts WHERE kind = 'inps_payable'`).then((result) => result.rows);
    expect(Number(inps?.balance_cents)).toBe(3_372 + 6_744);
  });
});

describe('the demo history (demo-history.ts)', () => {
  const rowsOf = async <T>(query: ReturnType<typeof sql>) => (await ctx.db.execute(query)).rows as T[];

  it('spreads the rewards and the reports received over the months: trends, not a spike on today', async () => {
    const rewardMonths = await rowsOf<{ month: string }>(
      sql`SELECT to_char(day, 'YYYY-MM') AS month FROM stats_daily WHERE scope = 'platform' AND day > current_date - 366 GROUP BY 1 HAVING sum(rewards) > 0`,
    );
    expect(rewardMonths.length).toBeGreaterThanOrEqual(6);
    const months = await rowsOf<{ month: string }>(sql`SELECT month FROM report_months GROUP BY month HAVING sum(received) > 0`);
    expect(months.length).toBeGreaterThanOrEqual(6);
    // report_months equals what the moved rows say (its trigger follows the moved submission times).
    const [expected] = await rowsOf<{ months: number }>(
      sql`SELECT count(DISTINCT date_trunc('month', created_at AT TIME ZONE 'Europe/Rome')) AS months FROM reports`,
    );
    expect(months).toHaveLength(Number(expected!.months));

    const { client } = await signIn('companyAdmin');
    const dashboard = await json<CompanyDashboardStats>(client.get('/api/stats/dashboard'));
    expect(new Set(dashboard.rewardTrend.points.map((point) => point.day.slice(0, 7))).size).toBeGreaterThanOrEqual(6);
    expect(new Set(dashboard.reportTrend.points.map((point) => point.day.slice(0, 7))).size).toBeGreaterThanOrEqual(6);
    // Some program answers in more than an hour at the median and missed some first responses.
    const firstResponses = dashboard.programs.map((program) => program.responseTimes.targets.find((target) => target.target === 'firstResponse')!);
    expect(firstResponses.some((times) => (times.medianHours ?? 0) > 1 && times.onTime < times.measured)).toBe(true);
  });

  it('leaves the platform work waiting: reports about to breach and breached, and just the payments overdue on purpose', async () => {
    const overdue = await ctx.db
      .select({ status: paymentIntents.status, dueAt: paymentIntents.dueAt })
      .from(paymentIntents)
      .where(inArray(paymentIntents.status, [...UNPAID_PAYMENT_STATUSES]));
    const late = overdue.filter((payment) => payment.dueAt < testNow()).map((payment) => payment.status);
    expect(late.sort()).toEqual([...DEMO_OVERDUE_PAYMENT_STATUSES].sort());

    const { client } = await signIn('superAdmin');
    const { secret } = await json<{ secret: string }>(client.post('/api/users/me/otp/init'));
    await json(client.post('/api/users/me/otp/confirm', { otp: await generate({ secret }) }));
    const dashboard = await json<{ work: { item: string; count: number }[] }>(client.get('/api/stats/dashboard'));
    const work = Object.fromEntries(dashboard.work.map((entry) => [entry.item, entry.count]));
    // Targets fall on business days: made on a weekend (or late on a Friday) nothing can be about to breach. Made
    // across such an edge, either may hold: only a demo made wholly on a business day must have one.
    if (aboutToBreachStart(made.from, true) && aboutToBreachStart(made.to, true)) expect(work.targetsAboutToBreach).toBeGreaterThanOrEqual(1);
    expect(work.targetsBreached).toBeGreaterThanOrEqual(1);
    expect(work.paymentsOverdue).toBe(DEMO_OVERDUE_PAYMENT_STATUSES.length);
  });

  it("keeps every report's life in order: events after the submission and before now, each column at its event", async () => {
    const rows = await ctx.db.select().from(reports);
    const events = await ctx.db.select().from(reportEvents);
    const now = testNow().getTime();
    for (const report of rows) {
      const own = events.filter((event) => event.reportId === report.id).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
      expect(own[0]?.type, report.title).toBe('submitted');
      for (const event of own) {
        expect(event.createdAt >= report.createdAt && event.createdAt.getTime() <= now, report.title).toBe(true);
      }
      const steps = [report.createdAt, report.firstResponseAt, report.triagedAt, report.rewardedAt, report.fixedAt].filter((at) => at !== null);
      expect(
        steps.map((at) => at.getTime()),
        report.title,
      ).toEqual(steps.map((at) => at.getTime()).sort((a, b) => a - b));
      // Each step's column sits with the event that made it (the column took its transaction's start, a moment before).
      // A fix that failed its retest returned the report to rewarded: the reward keeps its first time, the fix is the last.
      for (const [status, at, which] of [
        ['rewarded', report.rewardedAt, 'first'],
        ['fixed', report.fixedAt, 'last'],
      ] as const) {
        const changes = own.filter((one) => one.type === 'statusChange' && one.status === status);
        const event = which === 'first' ? changes[0] : changes.at(-1);
        if (at && event) expect(Math.abs(event.createdAt.getTime() - at.getTime()), report.title).toBeLessThan(1000);
      }
      // The first response is the first event after the submission (or the submission itself, for a report staff sent).
      const firstResponse = own.find((event) => event.type !== 'submitted');
      if (report.firstResponseAt && firstResponse) {
        const from = (at: Date) => Math.abs(at.getTime() - report.firstResponseAt!.getTime());
        expect(Math.min(from(firstResponse.createdAt), from(report.createdAt)), report.title).toBeLessThan(1000);
      }
    }
    // Not everything in the same minute any more: the oldest report is months old.
    const ages = rows.map((report) => (now - report.createdAt.getTime()) / 86_400_000);
    expect(Math.max(...ages)).toBeGreaterThan(300);
  });

  it("dates the payments by their report: due by the domain's rule, their history after the reward", async () => {
    const rows = await ctx.db
      .select({ dueAt: paymentIntents.dueAt, createdAt: paymentIntents.createdAt, report: reports })
      .from(paymentIntents)
      .innerJoin(reports, eq(reports.id, paymentIntents.reportId));
    for (const row of rows) {
      expect(row.dueAt).toEqual(paymentDueAt(row.report.createdAt, row.report.isManaged));
      expect(row.createdAt.getTime()).toBeGreaterThanOrEqual(row.report.rewardedAt!.getTime() - 1000);
    }
    const history = await rowsOf<{ early: number }>(
      sql`SELECT count(*)::int AS early FROM payment_history h JOIN payment_intents i ON i.id = h.intent_id WHERE h.created_at < i.created_at - interval '1 second'`,
    );
    expect(history[0]!.early).toBe(0);
  });

  it('registers every user before their first trace: reports, steps on reports, programs, company; staff before the first company', async () => {
    const late = await rowsOf<{ username: string; registered: string; first: string }>(sql`
      SELECT u.username, u.created_at::text AS registered, f.first::text AS first FROM users u CROSS JOIN LATERAL (SELECT least(
          (SELECT min(r.created_at) FROM reports r WHERE r.hacker_id = u.id OR r.created_by = u.id),
          (SELECT min(e.created_at) FROM report_events e WHERE e.actor_id = u.id),
          (SELECT min(p.created_at) FROM programs p WHERE p.created_by = u.id),
          (SELECT min(c.created_at) FROM company_members m JOIN companies c ON c.id = m.company_id WHERE m.user_id = u.id),
          CASE WHEN u.user_type IN ('staff', 'superadmin') THEN (SELECT min(created_at) FROM companies) END) AS first) f
       WHERE u.created_at >= f.first`);
    expect(late).toEqual([]);
    // Nobody joined in the future, and the named demo users joined on days of their own.
    const [{ future, days }] = (await rowsOf<{ future: number; days: number }>(
      sql`SELECT count(*) FILTER (WHERE created_at > ${testNow().toISOString()}::timestamptz)::int AS future, count(DISTINCT created_at::date)::int AS days FROM users WHERE email LIKE '%@demo.bugbounty.local'`,
    )) as [{ future: number; days: number }];
    expect(future).toBe(0);
    expect(days).toBeGreaterThanOrEqual(8);
  });

  it('dates what a user set up at registration after it: profile, verification, payment details, membership; a referrer before whom they referred', async () => {
    const early = await rowsOf<{ what: string; username: string }>(sql`
      SELECT 'profile' AS what, u.username FROM hacker_profiles h JOIN users u ON u.id = h.user_id WHERE h.created_at < u.created_at
      UNION ALL SELECT 'verification', u.username FROM hacker_verifications v JOIN users u ON u.id = v.user_id WHERE v.created_at < u.created_at
      UNION ALL SELECT 'payment details', u.username FROM hacker_payment_settings s JOIN users u ON u.id = s.user_id WHERE s.created_at < u.created_at
      UNION ALL SELECT 'membership', u.username FROM company_members m JOIN users u ON u.id = m.user_id WHERE m.created_at < u.created_at
      UNION ALL SELECT 'referral', u.username FROM users u JOIN users referrer ON referrer.id = u.referred_by_user_id WHERE referrer.created_at >= u.created_at`);
    expect(early).toEqual([]);
    // A hacker was verified and had their payment details before their first report.
    const unready = await rowsOf<{ username: string }>(sql`
      SELECT u.username FROM users u JOIN reports r ON r.hacker_id = u.id
        LEFT JOIN hacker_verifications v ON v.user_id = u.id LEFT JOIN hacker_payment_settings s ON s.user_id = u.id
       GROUP BY u.id HAVING min(r.created_at) <= max(v.updated_at) OR min(r.created_at) <= max(s.updated_at)`);
    expect(unready).toEqual([]);
  });

  it("shows the demo hacker's public profile joined before her first report", async () => {
    const { client } = await signIn('companyAdmin');
    const hacker = account('hacker').id;
    const profile = await json<{ joinedAt: string }>(client.get(`/api/profile/${hacker}`));
    const [first] = await rowsOf<{ at: Date }>(sql`SELECT min(created_at) AS at FROM reports WHERE hacker_id = ${hacker}`);
    expect(new Date(profile.joinedAt).getTime()).toBeLessThan(new Date(first!.at).getTime());
  });

  it('starts every program and company before its first report, and leaves the ledger reconciled', async () => {
    const early = await rowsOf<{ name: string }>(sql`
      SELECT p.name FROM programs p JOIN reports r ON r.program_id = p.id GROUP BY p.id HAVING p.created_at >= min(r.created_at)
      UNION ALL
      SELECT c.name FROM companies c JOIN reports r ON r.company_id = c.id GROUP BY c.id HAVING c.created_at >= min(r.created_at)`);
    expect(early).toEqual([]);
    expect((await checkLedger(ctx.db)).problems).toEqual([]);
  });
});
