/**
 * The demo data `npm start` creates on an empty database outside production, right after the demo
 * accounts (demo-accounts.ts), so that whoever signs in with the printed logins finds every feature
 * at work: Demo Srl's team, wallet, deposits and invoices, programs in every state, hackers verified,
 * reports in every status (demo-reports.ts) and the points they earned, a company waiting for approval.
 *
 * Everything goes through the app's own routes (app.inject), as the demo users, so every invariant
 * holds as it would after real use: ledger postings and budget accounts, list counters kept by
 * triggers, invoices, payment intents, points, audit entries and domain events. Only the sessions
 * are written here, created like sign-in creates them, without the password check and the sign-in
 * rate limit the first minutes of a real user would then share.
 */
import { seedDemoCommunity } from './demo-community.ts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { generate } from 'otplib';
import { formatEuro, isWorkingDay, romeDayOf, toCents, type UploadPurpose } from '@bb/domain';
import { clock } from '../../src/lib/clock.ts';
import type { AppConfig } from '../../src/config.ts';
import type { Database } from '../../src/db/client.ts';
import { resetTwoFactor } from '../../src/modules/accounts/index.ts';
import { sessionsRepository } from '../../src/modules/accounts/sessions.repository.ts';
import { sessionsService, type SessionsService } from '../../src/modules/accounts/sessions.service.ts';
import { TestClient } from '../../src/test/test-client.ts';
import type { DemoAccount, DemoAccountKey } from './demo-accounts.ts';
import {
  BANK_STATEMENT,
  CUSTOMER_PORTAL,
  CUSTOMER_PORTAL_TESTING_ACCOUNTS,
  DEMO_COMPANY_BIO,
  E_COMMERCE,
  SUPPLIER_PORTAL,
  SUPPLIER_PORTAL_CHANGES,
  THIRD_PARTY_SITE,
  THIRD_PARTY_SITE_REJECTION,
  HACKER_PAYMENTS,
  HACKER_PROFILES,
  HR_SYSTEM,
  LOYALTY_APP_DRAFT,
  OLD_WEBSITE,
  PARTNER_AREA,
  PARTNER_AREA_TESTING_ACCOUNTS,
  PENDING_COMPANY,
  demoSiteRequests,
  RECORDED_TRANSFERS,
  WELCOME_CREDIT,
  type DemoProgram,
} from './demo-content.ts';
import type { DemoFile } from './demo-files.ts';
import { referDemoCompany, seedDemoPayments, type DemoPaymentsContext } from './demo-payments.ts';
import { seedDemoApiTokens } from './demo-tokens.ts';
import { checkDemoStatistics, seedDemoHistory } from './demo-history.ts';
import { seedDemoReports, takeLastSteps } from './demo-reports.ts';
import { seedDemoRetests } from './demo-retests.ts';
import { seedDemoWebhooks } from './demo-webhooks.ts';

/** The newest notifications each demo user has not read yet. */
const DEMO_UNREAD_NOTIFICATIONS = 3;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Json = Record<string, unknown>;

/** The first working day (Europe/Rome) at least `days` after `from`, as YYYY-MM-DD. */
function nextWorkingDayAfter(from: Date, days: number): string {
  for (let offset = days; ; offset++) {
    const day = romeDayOf(new Date(from.getTime() + offset * 86_400_000));
    if (isWorkingDay(day)) return day;
  }
}

/**
 * One demo user's browser: the tests' TestClient (cookies, and the CSRF token bound to the session
 * the way the web app gets it), with every answer checked so that a refused step stops the seed.
 */
export class DemoUser {
  readonly client: TestClient;
  /** A staff or super admin account's two-factor secret, kept by the seed that enrolled it. */
  otpSecret: string | null = null;
  constructor(
    private readonly app: FastifyInstance,
    readonly account: DemoAccount,
    private readonly storage: AppConfig['storage']['kind'],
  ) {
    this.client = new TestClient(app, 'it');
  }

  async call<T = Json>(method: Method, url: string, body?: unknown, headers?: Record<string, string>): Promise<T> {
    const response: LightMyRequestResponse = await this.client.request(
      method,
      url,
      body ?? (method === 'GET' || method === 'DELETE' ? undefined : {}),
      headers,
    );
    if (response.statusCode >= 300) throw new Error(`demo data: ${this.account.email} ${method} ${url} answered ${response.statusCode} ${response.body}`);
    return (response.body ? response.json() : {}) as T;
  }

  /** A code for the next time step: the current one may have been used already (enrolment), and a code is good once. */
  async nextOtp(): Promise<string> {
    if (!this.otpSecret) throw new Error(`demo data: ${this.account.email} has no two-factor secret`);
    return generate({ secret: this.otpSecret, epoch: Math.floor(Date.now() / 1000) + 30 });
  }

  get = <T = Json>(url: string) => this.call<T>('GET', url);
  post = <T = Json>(url: string, body?: unknown, headers?: Record<string, string>) => this.call<T>('POST', url, body, headers);
  put = <T = Json>(url: string, body?: unknown) => this.call<T>('PUT', url, body);
  patch = <T = Json>(url: string, body?: unknown) => this.call<T>('PATCH', url, body);
  delete = <T = Json>(url: string, headers?: Record<string, string>) => this.call<T>('DELETE', url, undefined, headers);

  /** Uploads like the web app: a slot for the purpose, then the bytes PUT to its signed URL without credentials; answers the upload id. */
  async upload(purpose: UploadPurpose, file: DemoFile): Promise<string> {
    const { items } = await this.post<{ items: { id: string; signedUrl: string }[] }>('/api/uploads/presigned-url', {
      purpose,
      items: [{ contentType: file.contentType, contentLength: file.bytes.length, fileName: file.fileName }],
    });
    const slot = items[0];
    if (!slot) throw new Error(`demo data: no upload slot for ${file.fileName}`);
    const headers = { 'content-type': file.contentType };
    if (this.storage === 'local') {
      // A local upload URL is a path on this API, relative to the page's origin.
      const url = new URL(slot.signedUrl, 'http://localhost');
      const response = await this.app.inject({ method: 'PUT', url: url.pathname + url.search, payload: file.bytes, headers });
      if (response.statusCode !== 200) throw new Error(`demo data: upload of ${file.fileName} answered ${response.statusCode} ${response.body}`);
    } else {
      const response = await fetch(slot.signedUrl, { method: 'PUT', body: file.bytes, headers });
      if (!response.ok) throw new Error(`demo data: upload of ${file.fileName} to S3 answered ${response.status}`);
    }
    return slot.id;
  }
}

interface Created {
  id: string;
}

/** Everything the seed does, in the order a platform would live it. */
class DemoSeed {
  private readonly sessions: SessionsService;
  private readonly signedIn = new Map<DemoAccountKey, DemoUser>();
  private readonly accounts: Map<DemoAccountKey, DemoAccount>;
  private companyId = '';
  private readonly programs = new Map<string, string>();

  constructor(
    private readonly app: FastifyInstance,
    private readonly db: Database,
    private readonly config: AppConfig,
    accounts: DemoAccount[],
  ) {
    this.sessions = sessionsService(sessionsRepository(db));
    this.accounts = new Map(accounts.map((account) => [account.key, account]));
  }

  private get sandbox(): boolean {
    return this.config.verification.provider === 'sandbox';
  }

  private account(key: DemoAccountKey): DemoAccount {
    const account = this.accounts.get(key);
    if (!account) throw new Error(`demo data: no demo account ${key}`);
    return account;
  }

  /** A browser signed in as the account: a session created as sign-in creates one. */
  private async as(key: DemoAccountKey): Promise<DemoUser> {
    const existing = this.signedIn.get(key);
    if (existing) return existing;
    const user = new DemoUser(this.app, this.account(key), this.config.storage.kind);
    const { token } = await this.sessions.create(user.account.id, false, { userAgent: 'demo data' });
    user.client.cookies.set(user.client.names.session, token);
    this.signedIn.set(key, user);
    return user;
  }

  /** Staff and super admins may call nothing but enrolment without two-factor: enrol with a secret the seed keeps. */
  private async staff(key: 'superAdmin' | 'triager'): Promise<DemoUser> {
    const known = this.signedIn.has(key);
    const user = await this.as(key);
    if (!known) {
      const { secret } = await user.post<{ secret: string }>('/api/users/me/otp/init');
      await user.post('/api/users/me/otp/confirm', { otp: await generate({ secret }) });
      user.otpSecret = secret;
    }
    return user;
  }

  async run(): Promise<string[]> {
    await this.company();
    await referDemoCompany(this.context);
    await this.money();
    await this.hackers();
    await seedDemoCommunity(this.db, this.account('hacker').password);
    await this.programsInEveryState();
    const reports = await this.reports();
    await seedDemoPayments(this.context);
    const tokens = await seedDemoApiTokens(this.context, this.db);
    await this.pauseForBudget();
    // Fix verification's retests (demo-retests.ts), on reports the story above rewarded; only with reports (the sandbox).
    const retests = this.sandbox ? [await seedDemoRetests(this.context)] : [];
    // The notifications are derived from the events after commit: all of them, before they are read and moved in time.
    await this.app.eventStream.drain();
    await this.readOlderNotifications();
    await seedDemoHistory(this.db);
    await checkDemoStatistics(this.db);
    // After the drain: the log below is written as the sender leaves it, not derived from the events above.
    const webhooks = await seedDemoWebhooks(this.context, this.db);
    return [...(await this.summary()), reports, ...retests, tokens, webhooks];
  }

  /**
   * The events above left in-app notifications (DECISIONS "Notifications") to each demo user; each
   * has read all but their newest few, so the list shows both and the sidebar badge a small count.
   */
  private async readOlderNotifications() {
    const keys = ['companyAdmin', 'programManager', 'finance', 'companyTriager', 'viewer', 'hacker', 'triager', 'superAdmin'] as const;
    for (const key of keys) {
      const user = await this.context.user(key);
      const ids: string[] = [];
      for (let page = 1; ; page++) {
        const { count, results } = await user.get<{ count: number; results: { id: string }[] }>(`/api/notifications?size=50&page=${page}`);
        ids.push(...results.map((entry) => entry.id));
        if (ids.length >= count || !results.length) break;
      }
      const unread = Math.max(1, Math.min(DEMO_UNREAD_NOTIFICATIONS, Math.ceil(ids.length / 2)));
      for (const id of ids.slice(unread)) await user.post(`/api/notifications/${id}/read`);
    }
  }

  /** Demo Srl's profile, first call and a pending invitation; a second company registers and waits for approval. */
  private async company() {
    const admin = await this.as('companyAdmin');
    this.companyId = (await admin.get<Created>('/api/companies/me')).id;
    await admin.patch('/api/companies/me/bio', DEMO_COMPANY_BIO);
    await admin.post('/api/companies/me/first-call');
    await admin.post('/api/companies/collaborators/invite', {
      companyId: this.companyId,
      firstName: 'Elena',
      lastName: 'Ferri',
      username: 'elena_ferri',
      email: 'elena.ferri@demo.bugbounty.local',
      role: 'TRIAGER',
    });
    await (await this.as('pendingCompany')).post('/api/companies', PENDING_COMPANY);
    await this.siteRequests();
  }

  /** Visitors of the public site asked for a quote and booked a demo: their receipts and the team's copies are in the mailbox. */
  private async siteRequests() {
    const visitor = new TestClient(this.app, 'it');
    for (const request of demoSiteRequests(nextWorkingDayAfter(clock.now(), 7))) {
      const response = await visitor.post('/api/contact-requests', request);
      if (response.statusCode !== 201) throw new Error(`demo data: a ${request.kind} request answered ${response.statusCode} ${response.body}`);
    }
  }

  /** Transfers recorded, approved (wallet credited net of VAT, invoice generated) or skipped; a bank statement imported; an adjustment. */
  private async money() {
    const admin = await this.staff('superAdmin');
    for (const [index, transfer] of RECORDED_TRANSFERS.entries()) {
      const { then, ...body } = transfer;
      const deposit = await admin.post<Created>('/api/banking/company-transfers', body);
      const url = `/api/banking/company-transfers/${deposit.id}`;
      if (then === 'skip' || then === 'skipWithoutInvoice') {
        await admin.post(`${url}/skip`);
        if (then === 'skipWithoutInvoice') await admin.post(`${url}/invoice/skip`);
        continue;
      }
      await admin.post(`${url}/approve`, { companyId: this.companyId }, { 'idempotency-key': `demo-deposit-${index + 1}` });
      if (then === 'sendInvoice') await admin.post(`${url}/invoice/send`);
      if (then === 'skipInvoice') await admin.post(`${url}/invoice/skip`);
    }
    await admin.post('/api/banking/company-transfers/import', BANK_STATEMENT, { 'content-type': 'application/xml' });
    await admin.post(`/api/companies/${this.companyId}/add-balance`, { amount: WELCOME_CREDIT }, { 'idempotency-key': 'demo-welcome-credit' });
  }

  /**
   * Profiles for every hacker; the demo hacker, bytequeen and nullpointer also verified (sandbox
   * provider), with a tax regime and an IBAN, so they may report.
   */
  private async hackers() {
    for (const [key, profile] of Object.entries(HACKER_PROFILES) as [DemoAccountKey, object][]) await (await this.as(key)).put('/api/profile', profile);
    for (const [key, payments] of Object.entries(HACKER_PAYMENTS) as [DemoAccountKey, (typeof HACKER_PAYMENTS)[keyof typeof HACKER_PAYMENTS]][]) {
      const hacker = await this.as(key);
      // With Sumsub configured outside production, a real applicant would be created: the demo hacker verifies by hand there.
      if (this.sandbox) {
        await hacker.post('/api/verification/sumsub/token');
        await hacker.post('/api/verification/sandbox/complete', { outcome: 'approve' });
      }
      await hacker.put('/api/payments/settings/regime', payments.regime);
      await hacker.put('/api/payments/settings/payment', payments.bank);
    }
  }

  private async createProgram(key: 'companyAdmin' | 'finance', name: string, form: DemoProgram): Promise<string> {
    const program = await (await this.as(key)).post<Created>('/api/programs', { company: this.companyId, ...form });
    this.programs.set(name, program.id);
    return program.id;
  }

  /** Active (public and managed; private with invitations), paused, pending, changes requested, rejected, deleted and draft. */
  private async programsInEveryState() {
    const admin = await this.as('companyAdmin');
    const superAdmin = await this.staff('superAdmin');

    const portal = await this.createProgram('companyAdmin', 'customerPortal', CUSTOMER_PORTAL);
    await (await this.staff('triager')).post(`/api/programs/${portal}/approve`);
    await admin.post(
      `/api/programs/${portal}/testing-accounts`,
      CUSTOMER_PORTAL_TESTING_ACCOUNTS.map((description) => ({ description })),
    );
    await (await this.as('hacker')).post(`/api/programs/${portal}/testing-accounts/request`);
    // Enough for its rewards and still its highest prize (6,750) after them: an active program can pay what it shows.
    await (await this.as('finance')).post(`/api/programs/${portal}/increase-budget`, { budget: 4_000 }, { 'idempotency-key': 'demo-portal-budget' });

    const partners = await this.createProgram('companyAdmin', 'partnerArea', PARTNER_AREA);
    await superAdmin.post(`/api/programs/${partners}/approve`);
    await admin.post(
      `/api/programs/${partners}/testing-accounts`,
      PARTNER_AREA_TESTING_ACCOUNTS.map((description) => ({ description })),
    );
    await admin.post(`/api/programs/${partners}/invitations`, { username: 'demo_hacker' });
    await (await this.as('hacker')).post(`/api/programs/accept/${partners}`);
    await admin.post(`/api/programs/${partners}/invitations`, { username: 'volpe_rossa' });
    await (await this.as('hackerByte')).post(`/api/programs/${partners}/invitations`);

    const hr = await this.createProgram('companyAdmin', 'hrSystem', HR_SYSTEM);
    await superAdmin.post(`/api/programs/${hr}/approve`);
    await admin.put(`/api/programs/${hr}/pause`, { isPaused: true });

    await this.createProgram('finance', 'eCommerce', E_COMMERCE);

    const thirdParty = await this.createProgram('companyAdmin', 'thirdPartySite', THIRD_PARTY_SITE);
    await superAdmin.post(`/api/programs/${thirdParty}/reject`, { reason: THIRD_PARTY_SITE_REJECTION }, { 'idempotency-key': 'demo-reject-third-party' });
    const suppliers = await this.createProgram('companyAdmin', 'supplierPortal', SUPPLIER_PORTAL);
    await superAdmin.post(`/api/programs/${suppliers}/request-changes`, { message: SUPPLIER_PORTAL_CHANGES });

    const oldWebsite = await this.createProgram('companyAdmin', 'oldWebsite', OLD_WEBSITE);
    await superAdmin.post(`/api/programs/${oldWebsite}/approve`);
    await admin.delete(`/api/programs/${oldWebsite}`, { 'idempotency-key': 'demo-delete-old-website' });

    await (await this.as('programManager')).post('/api/programs/draft', { company: this.companyId, ...LOYALTY_APP_DRAFT });
  }

  /** What demo-reports.ts and demo-payments.ts need of the seed: each demo user's browser (staff with two-factor) and the programs. */
  private get context(): DemoPaymentsContext {
    return {
      user: (key) => (key === 'triager' || key === 'superAdmin' ? this.staff(key) : this.as(key)),
      programs: this.programs,
      sandbox: this.sandbox,
    };
  }

  /**
   * Reports in every status (demo-reports.ts). Hackers report only once verified: with Sumsub as the
   * provider nobody is, and the reports (with the points they earn) are left out.
   */
  private async reports(): Promise<string> {
    if (!this.sandbox) return 'Reports: none (Sumsub is the provider: the demo hackers must verify before they report)';
    return seedDemoReports(this.context);
  }

  /**
   * The budget rule at work (DECISIONS "Fees, budgets and tiers"), once the partner area's rewards left it 380 €:
   * Demo Srl's triager takes its last new report in charge, whose prize (720 €) is reserved as far as the budget goes,
   * and the platform pauses the program, which can no longer pay its lowest prize (200 €). Its page says why; an
   * increase resumes it. Reports come only with the sandbox provider, and so does this.
   */
  private async pauseForBudget() {
    if (!this.sandbox) return;
    await takeLastSteps(this.context);
    const admin = await this.as('companyAdmin');
    const program = await admin.get<{ status: string; pausedForBudget: boolean }>(`/api/programs/${this.programs.get('partnerArea')}`);
    if (!program.pausedForBudget) throw new Error(`demo data: the partner area is ${program.status}, not paused by the budget rule`);
  }

  private async summary(): Promise<string[]> {
    const admin = await this.as('companyAdmin');
    const { balance } = await admin.get<{ balance: number }>('/api/companies/me/balance');
    const team = await admin.get<{ count: number }>(`/api/companies/${this.companyId}/members`);
    return [
      `Demo Srl: a team of ${team.count} (one invitation pending), wallet ${formatEuro(toCents(balance))} after 3 approved transfers, 2 skipped, 2 imported and waiting, 1 admin credit`,
      this.sandbox
        ? 'Programs: active public managed "Portale clienti e app mobile"; private "Area riservata partner" paused by the budget rule (a report taken in charge reserved what was left); paused by the company, pending, changes requested, rejected, deleted and a draft'
        : 'Programs: active public managed "Portale clienti e app mobile", active private "Area riservata partner", paused, pending, changes requested, rejected, deleted and a draft',
      this.sandbox
        ? 'Hackers: demo_hacker, bytequeen, nullpointer, shellshock, cipher_anna and kernelpanic verified, with tax regime and IBAN (Italian occasional, flat-rate and ordinary VAT, foreign); volpe_rossa without them (his reward waits for his details); all seven on the leaderboard with the points of their reports; their payments at every step, from waiting for details to credited by the bank'
        : 'Hackers: demo_hacker, bytequeen, nullpointer, shellshock, cipher_anna and kernelpanic not verified (Sumsub is the provider: verify in its widget), with tax regime and IBAN',
      'Aurora Pagamenti (aurora@…) waits for the super admin to approve it',
      'Public site: a quote request and a demo booking from the company landing (/for-companies); their receipts and the team’s copies are in the mailbox',
    ];
  }

  /** Ends the seed's sessions, then takes two-factor off again: the demo staff set it up at their first sign-in. */
  async finish() {
    for (const user of this.signedIn.values()) await user.post('/api/users/logout').catch(() => undefined);
    for (const key of ['superAdmin', 'triager'] as const) await resetTwoFactor(this.db, this.account(key).email);
  }
}

/**
 * Fills an empty database with the demo data (after seedDemoAccounts) through `app`, which is built
 * but not listening yet; answers a few lines saying what it created. Its request logs are quieted.
 */
export async function seedDemoData(app: FastifyInstance, deps: { db: Database; config: AppConfig; accounts: DemoAccount[] }): Promise<string[]> {
  const level = app.log.level;
  if (['trace', 'debug', 'info'].includes(level)) app.log.level = 'warn';
  const seed = new DemoSeed(app, deps.db, deps.config, deps.accounts);
  try {
    return await seed.run();
  } finally {
    await seed.finish();
    app.log.level = level;
  }
}
