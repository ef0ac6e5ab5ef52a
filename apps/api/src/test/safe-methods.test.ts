/**
 * GET changes nothing (issue 19, part 1): on the demo database, every GET route of the OpenAPI document is called as the
 * super admin, a company admin and a hacker, with real ids in its path, and no table of the public schema may change
 * (row count and a digest of the rows, per table). A second app with a deliberate writing GET proves the walk notices.
 */
import { sql } from 'drizzle-orm';
import { generate } from 'otplib';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemoAccounts, type DemoAccount, type DemoAccountKey } from '../../scripts/demo/demo-accounts.ts';
import { seedDemoData } from '../../scripts/demo/demo-data.ts';
import type { Database } from '../db/client.ts';
import { platformSettings } from '../db/schema/index.ts';
import { optOutKey, signOptOut } from '../modules/notifications/opt-out.ts';
import { clientAs, unique } from './factories.ts';
import { emailedCode } from './mail.ts';
import { describeWalk, getRoutesOf, walkGetRoutes, type Caller, type ValueFor, type WalkResult } from './get-walker.ts';
import { createTestApp, type TestContext } from './test-app.ts';
import { testNow } from './test-clock.ts';
import { TestClient } from './test-client.ts';

/** The demo data on a database of its own, with its demo logins. */
interface DemoWorld {
  ctx: TestContext;
  account: (key: DemoAccountKey) => DemoAccount;
}

async function demoWorld(): Promise<DemoWorld> {
  const ctx = await createTestApp();
  const accounts = (await seedDemoAccounts(ctx.db)) ?? [];
  await seedDemoData(ctx.app, { db: ctx.db, config: ctx.config, accounts });
  return { ctx, account: (key) => accounts.find((one) => one.key === key)! };
}

/** Signs in through the login route, enrolling two-factor where the account must (staff and super admins). */
async function signIn(world: DemoWorld, key: DemoAccountKey): Promise<Caller> {
  const client = new TestClient(world.ctx.app);
  const login = await client.post('/api/users/login', { email: world.account(key).email, password: world.account(key).password });
  expect(login.statusCode, login.body).toBe(200);
  if ((login.json() as { otpEnrollmentRequired: boolean }).otpEnrollmentRequired) {
    const { secret } = (await client.post('/api/users/me/otp/init')).json() as { secret: string };
    expect((await client.post('/api/users/me/otp/confirm', { otp: await generate({ secret }) })).statusCode).toBe(200);
  }
  return { name: world.account(key).role, client };
}

/**
 * One real record per kind a path names, all of Demo Srl and the demo hacker so that every caller who may read them
 * does: a rewarded report of the hacker's (the one a share image exists for), an active public program they reported to,
 * an attachment of theirs, their confirmed payment (the one with a receipt), an invoiced deposit, the hacker's profile.
 */
async function demoIds(world: DemoWorld): Promise<Record<string, string | null>> {
  const hackerId = world.account('hacker').id;
  const { rows } = await world.ctx.db.execute<Record<string, string | null>>(sql`
    with company as (select id from companies where name = 'Demo Srl'),
         report as (select id from reports where hacker_id = ${hackerId} and company_id = (select id from company)
                    order by status = 'rewarded' desc, created_at limit 1)
    select (select id from company) as companies,
           (select id from report) as reports,
           (select p.id from programs p where p.company_id = (select id from company) and p.is_public and p.status = 'active'
            order by exists (select 1 from reports r where r.program_id = p.id and r.hacker_id = ${hackerId}) desc, p.created_at limit 1) as programs,
           (select media[1] from reports where hacker_id = ${hackerId} and company_id = (select id from company)
            order by cardinality(media) desc, created_at limit 1) as uploads,
           (select id from payment_intents where hacker_id = ${hackerId} and confirmed_at is not null order by created_at limit 1) as intents,
           (select transfer_id from invoices where company_id = (select id from company) order by created_at limit 1) as "company-transfers",
           ${hackerId}::uuid as profile`);
  return rows[0]!;
}

/** The kind of record a path's parameter names: the segment before it (`/api/payments/intents/{id}`: intents). */
const resourceOf = (path: string) => /\/([\w-]+)\/\{\w+\}/.exec(path)?.[1];

/**
 * Real use after the demo's last statistics rebuild: the super admin accredits the deposit waiting for Demo Srl, so the
 * ledger has moved since the figures were last folded, as it has on any working day.
 */
async function accreditWaitingDeposit(world: DemoWorld, superAdmin: Caller) {
  const { rows } = await world.ctx.db.execute<{ id: string; companyId: string }>(
    sql`select id, company_id as "companyId" from company_transfers where accreditation_status = 'pending' and company_id is not null limit 1`,
  );
  const deposit = rows[0]!;
  const approved = await superAdmin.client.post(
    `/api/banking/company-transfers/${deposit.id}/approve`,
    { companyId: deposit.companyId },
    { 'idempotency-key': 'safe-methods-deposit' },
  );
  expect(approved.statusCode, approved.body).toBe(200);
}

/** A newcomer who signed up and has not followed the emailed activation link yet: the link's code. */
async function pendingActivationCode(world: DemoWorld): Promise<string> {
  const email = `${unique('newcomer')}@example.test`;
  const body = { userType: 'hacker', email, username: unique('nc'), password: 'Val1d-Password', termsAccepted: true, privacyAccepted: true };
  const signup = await new TestClient(world.ctx.app).post('/api/users/signup', body);
  expect(signup.statusCode, signup.body).toBe(201);
  return emailedCode(world.ctx.db, email, '/auth/activate');
}

/** The walk of one demo world, its callers signed in first (sessions are written at sign-in, so before the first fingerprint). */
async function walkDemo(world: DemoWorld, order: 'documentOrder' | 'reversed'): Promise<WalkResult> {
  const callers = [await signIn(world, 'superAdmin'), await signIn(world, 'companyAdmin'), await signIn(world, 'hacker')];
  await accreditWaitingDeposit(world, callers[0]!);
  const ids = await demoIds(world);
  expect(Object.entries(ids).filter(([, id]) => !id)).toEqual([]);
  const queryValues: Record<string, string> = {
    'GET /api/users/activate code': await pendingActivationCode(world),
    // A genuine opt-out link of the demo hacker's: the GET reads the setting it names, and must not stop it.
    'GET /api/opt token': signOptOut(optOutKey(world.ctx.config.sessionSecret), { userId: world.account('hacker').id, kind: 'reportUpdate' }, testNow()),
    // Legal documents are named, not numbered: a random id would only ever find NOT_FOUND.
    'GET /api/legal/{document} document': 'terms',
    'GET /api/legal/{document}/pdf document': 'privacy-hackers',
    // Wiki entries are slugs kept in the repository, not database rows.
    'GET /api/wiki/{id} id': 'two-factor-authentication',
  };
  const valueFor: ValueFor = (path, parameter) => queryValues[`GET ${path} ${parameter}`] ?? ids[resourceOf(path) ?? ''] ?? undefined;
  const routes = getRoutesOf(world.ctx.app);
  if (order === 'documentOrder') return walkGetRoutes(world.ctx.db, routes, callers, valueFor);
  return walkGetRoutes(world.ctx.db, routes.reverse(), callers.reverse(), valueFor);
}

let worlds: DemoWorld[];

beforeAll(async () => {
  worlds = await Promise.all([demoWorld(), demoWorld()]);
}, 120_000);

describe('GET changes nothing', () => {
  /**
   * A GET that wrote can hide a later one (the first bank file takes every pending payment, the second finds none):
   * a second copy of the demo data is walked in the reverse order, so that of any such pair each runs first once.
   */
  it('walks every GET route as the super admin, a company admin and a hacker on the demo data, and no table changes', async () => {
    const started = performance.now();
    const walks = await Promise.all([walkDemo(worlds[0]!, 'documentOrder'), walkDemo(worlds[1]!, 'reversed')]);
    const seconds = (performance.now() - started) / 1000;
    const titles = ['Walk in document order', 'Walk in reverse order'];
    for (const [index, walk] of walks.entries()) {
      const answered = walk.calls.filter((call) => call.status < 300).length;
      console.log(
        `${titles[index]}: ${answered} of ${walk.calls.length} calls answered 2xx, ${walk.calls.filter((call) => call.randomIds.length).length} with a random id`,
      );
    }
    console.log(`both walks took ${seconds.toFixed(1)} s`);
    const report = walks.map((walk, index) => `${titles[index]}.\n${describeWalk(walk)}`).join('\n\n');
    // The ids are real: of the calls the caller's role may make (a refusal is 403), nearly all find their record.
    for (const walk of walks) {
      const reached = walk.calls.filter((call) => call.status !== 403);
      const missed = reached.filter((call) => call.status >= 300).map((call) => `${call.caller} GET ${call.url} ${call.status}`);
      expect.soft(missed.length / reached.length, missed.join('\n')).toBeLessThan(0.1);
    }
    expect(
      walks.flatMap((walk) => walk.changes.map((change) => change.table)),
      report,
    ).toEqual([]);
  }, 60_000);
});

describe('the walk has teeth', () => {
  it('names the table a deliberately writing GET route changes, and the route', async () => {
    // The route is added before the app (and so its database) exists: it finds the database here once made.
    const made: { db?: Database } = {};
    const writer = await createTestApp(
      {},
      {
        extend: (app) =>
          app.get('/api/test/writing-get', { config: { auth: 'any', permission: 'account.self' } }, async () => {
            await made.db?.insert(platformSettings).values({ key: `walker-canary-${Date.now()}`, value: true });
            return { ok: true };
          }),
      },
    );
    made.db = writer.db;
    const { client } = await clientAs(writer.app, writer.db, 'hacker');
    const routes = getRoutesOf(writer.app).filter((route) => route.path.startsWith('/api/test/') || route.path === '/api/users/me');
    const result = await walkGetRoutes(writer.db, routes, [{ name: 'hacker', client }], () => undefined);
    expect(result.changes.map((change) => ({ table: change.table, changedBy: change.changedBy }))).toEqual([
      { table: 'platform_settings', changedBy: ['hacker GET /api/test/writing-get (200)'] },
    ]);
    expect(describeWalk(result)).toContain('platform_settings');
  });
});
