/**
 * The issue tracker and code host through the real app and PostgreSQL, against a stand-in for GitHub, GitLab and Jira
 * Cloud written from their documentation: connecting checks the credentials (a wrong token stores nothing), the token
 * is kept sealed and never answered, a push sends the documented request once (concurrent clicks too) with the
 * report's facts and a link back but nothing of the hacker, and an issue closed over there comes back, by hand or by
 * the background sync, as a suggestion to mark the report fixed.
 */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { TRACKER_RULES } from '@bb/domain';
import { trackerConnections, trackerIssues, users } from '../../../db/schema/index.ts';
import { advanceClock } from '../../../lib/clock.ts';
import { cookieNames } from '../../../plugins/cookies.ts';
import { PRODUCTION_PLATFORM_ENV } from '../../../test/production-env.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { TestClient } from '../../../test/test-client.ts';
import { testNow, unpinClock } from '../../../test/test-clock.ts';
import { addMember, companyWithAdmin, errorOf, type SignedIn } from '../../companies/companies.test-support.ts';
import { reportSetup, submit, VECTOR_CRITICAL, type ReportSetup } from '../../reports/reports.test-support.ts';
import { STAND_IN_JIRA_EMAIL, STAND_IN_TOKEN, startTrackerStandIn, type TrackerStandIn } from './tracker-stand-in.test-support.ts';

let ctx: TestContext;
let standIn: TrackerStandIn;
let setup: ReportSetup;
const BASE = '/api/integrations/tracker';
const HACKER_NAME = { firstName: 'Ermenegilda', lastName: 'Quattrocchi' };

beforeAll(async () => {
  ctx = await createTestApp({ LOG_LEVEL: 'error' });
  standIn = await startTrackerStandIn();
  setup = await reportSetup(ctx);
  await ctx.db.update(users).set(HACKER_NAME).where(eq(users.id, setup.hacker.user.id));
});
afterAll(async () => standIn.stop());
afterEach(async () => {
  standIn.release();
  unpinClock();
  standIn.calls.length = 0;
  await ctx.db.delete(trackerConnections).where(eq(trackerConnections.companyId, setup.company.companyId));
});

const settingsOf = {
  github: () => ({ kind: 'github', repository: 'acme/web', apiBaseUrl: standIn.githubUrl }),
  gitlab: () => ({ kind: 'gitlab', baseUrl: standIn.gitlabUrl, project: 'acme/platform/web' }),
  jira: () => ({ kind: 'jira', siteUrl: standIn.jiraUrl, email: STAND_IN_JIRA_EMAIL, projectKey: 'SEC', issueType: 'Bug' }),
};
type Kind = keyof typeof settingsOf;

async function connect(owner: SignedIn, kind: Kind, token = STAND_IN_TOKEN) {
  return owner.client.put(BASE, { settings: settingsOf[kind](), token });
}

async function connected(kind: Kind) {
  const response = await connect(setup.company, kind);
  expect(response.statusCode, response.body).toBe(200);
}

const push = (owner: SignedIn, reportId: string) => owner.client.post(`/api/reports/${reportId}/tracker-issue`);
type TrackerAnswer = { connected: boolean; canPush: boolean; suggestFixed: boolean; issue: { kind: string; key: string; url: string; state: string } | null };

describe('connecting', () => {
  it.each(['github', 'gitlab', 'jira'] as const)('connects %s after a documented check of the project with the token', async (kind) => {
    const response = await connect(setup.company, kind);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ connection: { kind, tokenHint: `…${STAND_IN_TOKEN.slice(-4)}`, settings: settingsOf[kind]() } });
    const [check] = standIn.calls;
    expect(standIn.calls).toHaveLength(1);
    expect(check).toMatchObject(
      {
        github: { method: 'GET', path: '/repos/acme/web' },
        gitlab: { method: 'GET', path: '/api/v4/projects/acme%2Fplatform%2Fweb' },
        jira: { method: 'GET', path: '/rest/api/3/project/SEC' },
      }[kind],
    );
    expect((await setup.company.client.get(BASE)).json()).toMatchObject({ connection: { kind } });
  });

  it('sends GitHub its documented headers', async () => {
    await connected('github');
    expect(standIn.calls[0]!.headers).toMatchObject({
      authorization: `Bearer ${STAND_IN_TOKEN}`,
      accept: 'application/vnd.github+json',
      'x-github-api-version': '2022-11-28',
    });
  });

  it.each(['github', 'gitlab', 'jira'] as const)('refuses a wrong %s token with TRACKER_CREDENTIALS_REFUSED and stores nothing', async (kind) => {
    const response = await connect(setup.company, kind, 'wrong-token');
    expect(errorOf(response)).toEqual([400, 'TRACKER_CREDENTIALS_REFUSED']);
    expect(response.json()).toMatchObject({ fields: { tracker: ['HTTP 401'] } });
    expect(await ctx.db.select().from(trackerConnections).where(eq(trackerConnections.companyId, setup.company.companyId))).toEqual([]);
  });

  it('answers TRACKER_REQUEST_FAILED when the service cannot be reached', async () => {
    const response = await setup.company.client.put(BASE, {
      settings: { kind: 'github', repository: 'acme/web', apiBaseUrl: 'http://127.0.0.1:1' },
      token: STAND_IN_TOKEN,
    });
    expect(errorOf(response)).toEqual([502, 'TRACKER_REQUEST_FAILED']);
  });

  it('keeps the token sealed and never answers it', async () => {
    const answers = [await connect(setup.company, 'gitlab'), await setup.company.client.get(BASE)];
    for (const answer of answers) expect(answer.body).not.toContain(STAND_IN_TOKEN);
    const [row] = await ctx.db.select().from(trackerConnections).where(eq(trackerConnections.companyId, setup.company.companyId));
    expect(row!.tokenSealed).not.toContain(STAND_IN_TOKEN);
    expect(row!.tokenSealed).toMatch(/^v1\./);
    expect(JSON.stringify(row!.settings)).not.toContain(STAND_IN_TOKEN);
  });

  it('disconnects, and a second disconnect is a 404', async () => {
    await connected('github');
    const removed = await setup.company.client.delete(BASE);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toEqual({ connection: null });
    expect(errorOf(await setup.company.client.delete(BASE))).toEqual([404, 'NOT_FOUND']);
  });

  it('lets only the company administrators manage the connection', async () => {
    const triager = await addMember(ctx, setup.company.companyId, { role: 'TRIAGER' });
    expect(errorOf(await connect(triager, 'github'))).toEqual([403, 'FORBIDDEN']);
    expect(errorOf(await setup.hacker.client.get(BASE))).toEqual([403, 'FORBIDDEN']);
  });

  it('refuses, in production, a loopback base URL and a Jira site outside Atlassian Cloud, before any call, storing nothing', async () => {
    const production = await createTestApp({ NODE_ENV: 'production', ...PRODUCTION_PLATFORM_ENV });
    const admin = await companyWithAdmin(production);
    const client = new TestClient(production.app, 'en', cookieNames(true));
    client.cookies.set(client.names.session, admin.client.cookies.get('bb_session') ?? '');
    for (const settings of [
      settingsOf.github(),
      { kind: 'gitlab', baseUrl: 'https://10.0.0.8', project: '42' },
      { ...settingsOf.jira(), siteUrl: 'https://jira.example.com' },
    ]) {
      const refused = await client.put(BASE, { settings, token: STAND_IN_TOKEN });
      expect(errorOf(refused), JSON.stringify(settings)).toEqual([400, 'TRACKER_URL_NOT_ALLOWED']);
    }
    expect(standIn.calls).toEqual([]);
    expect(await production.db.$count(trackerConnections, eq(trackerConnections.companyId, admin.companyId))).toBe(0);
  });
});

describe('pushing a report', () => {
  it.each(['github', 'gitlab', 'jira'] as const)(
    'creates one %s issue with the documented request, the facts and a link back, nothing of the hacker',
    async (kind) => {
      await connected(kind);
      const report = await submit(setup.hacker.client, setup.program, { severityDescription: VECTOR_CRITICAL, endpoint: '/api/v1/orders' });
      standIn.calls.length = 0;
      const response = await push(setup.company, report.id);
      expect(response.statusCode, response.body).toBe(200);
      const answer = response.json() as TrackerAnswer;
      expect(answer).toMatchObject({ connected: true, canPush: false, suggestFixed: false, issue: { kind, state: 'open' } });

      const [call] = standIn.calls;
      expect(standIn.calls).toHaveLength(1);
      const sent = JSON.stringify(call!.body);
      const documented = {
        github: { method: 'POST', path: '/repos/acme/web/issues' },
        gitlab: { method: 'POST', path: '/api/v4/projects/acme%2Fplatform%2Fweb/issues' },
        jira: { method: 'POST', path: '/rest/api/3/issue' },
      }[kind];
      expect(call).toMatchObject(documented);
      expect(call!.headers['content-type']).toBe('application/json');
      if (kind === 'github') expect(call!.body).toEqual({ title: expect.stringContaining(String(report.title ?? '')), body: expect.any(String) });
      if (kind === 'gitlab') expect(call!.body).toEqual({ title: expect.any(String), description: expect.any(String) });
      if (kind === 'jira')
        expect(call!.body).toMatchObject({
          fields: { project: { key: 'SEC' }, issuetype: { name: 'Bug' }, summary: expect.any(String), description: { type: 'doc', version: 1 } },
        });
      expect(sent).toContain(`/reports/${report.id}`);
      expect(sent).toContain(VECTOR_CRITICAL);
      expect(sent).toContain('/api/v1/orders');
      expect(sent).toContain(report.severity);
      for (const personal of [setup.hacker.user.email, setup.hacker.user.username, HACKER_NAME.firstName, HACKER_NAME.lastName, 'IT60X0542811101000000123456'])
        expect(sent).not.toContain(personal);

      const again = await push(setup.company, report.id);
      expect(again.json()).toEqual(answer);
      expect(standIn.calls).toHaveLength(1);
      expect((await setup.company.client.get(`/api/reports/${report.id}/tracker-issue`)).json()).toEqual(answer);
    },
  );

  it('creates one issue when two pushes arrive together', async () => {
    await connected('github');
    const report = await submit(setup.hacker.client, setup.program);
    standIn.calls.length = 0;
    const answers = await Promise.all([push(setup.company, report.id), push(setup.company, report.id)]);
    const created = answers.find((answer) => answer.statusCode === 200);
    expect(created, answers.map((answer) => answer.body).join('\n')).toBeDefined();
    // The other one found the first one's issue, or its claim while it was still calling the service.
    for (const answer of answers) {
      if (answer.statusCode === 200) expect(answer.json()).toEqual(created!.json());
      else expect(errorOf(answer)).toEqual([400, 'TRACKER_PUSH_IN_PROGRESS']);
    }
    expect(standIn.calls.filter((call) => call.method === 'POST')).toHaveLength(1);
    expect(await ctx.db.select().from(trackerIssues).where(eq(trackerIssues.reportId, report.id))).toHaveLength(1);
  });

  it('refuses a push without a connection with TRACKER_NOT_CONNECTED', async () => {
    const report = await submit(setup.hacker.client, setup.program);
    expect(errorOf(await push(setup.company, report.id))).toEqual([400, 'TRACKER_NOT_CONNECTED']);
    expect((await setup.company.client.get(`/api/reports/${report.id}/tracker-issue`)).json()).toEqual({
      connected: false,
      issue: null,
      canPush: false,
      suggestFixed: false,
    });
  });

  it("answers 404 to another company's member and 403 to the hacker, who never see the link", async () => {
    await connected('github');
    const report = await submit(setup.hacker.client, setup.program);
    await push(setup.company, report.id);
    const other = await companyWithAdmin(ctx);
    for (const call of [
      push(other, report.id),
      other.client.get(`/api/reports/${report.id}/tracker-issue`),
      other.client.post(`/api/reports/${report.id}/tracker-issue/sync`),
    ])
      expect(errorOf(await call)).toEqual([404, 'NOT_FOUND']);
    expect(errorOf(await setup.hacker.client.get(`/api/reports/${report.id}/tracker-issue`))).toEqual([403, 'FORBIDDEN']);
    const detail = await setup.hacker.client.get(`/api/reports/${report.id}`);
    expect(detail.body).not.toContain('github.com');
  });

  it('lets a member who does not handle reports read nothing and push nothing', async () => {
    await connected('github');
    const report = await submit(setup.hacker.client, setup.program);
    const finance = await addMember(ctx, setup.company.companyId, { role: 'FINANCE' });
    expect(errorOf(await push(finance, report.id))).toEqual([403, 'FORBIDDEN']);
  });
});

describe("the issue's state", () => {
  it.each(['github', 'gitlab', 'jira'] as const)('brings back a %s issue closed over there as a suggestion to mark the report fixed', async (kind) => {
    await connected(kind);
    const report = await submit(setup.hacker.client, setup.program);
    const pushed = (await push(setup.company, report.id)).json() as TrackerAnswer;
    const sync = () => setup.company.client.post(`/api/reports/${report.id}/tracker-issue/sync`);
    expect((await sync()).json()).toMatchObject({ issue: { state: 'open' }, suggestFixed: false });

    standIn.close(kind, pushed.issue!.key);
    const synced = await sync();
    expect(synced.statusCode, synced.body).toBe(200);
    expect(synced.json()).toMatchObject({ issue: { state: 'closed' }, suggestFixed: true });
    const read = standIn.calls.at(-1)!;
    expect(read.method).toBe('GET');
    if (kind === 'jira') expect(read.path).toBe(`/rest/api/3/issue/${pushed.issue!.key}?fields=status,resolutiondate`);
    const detail = await setup.company.client.get(`/api/reports/${report.id}`);
    expect(detail.json()).toMatchObject({ status: report.status });
  });

  it('syncs open issues in the background, those not read for a while', async () => {
    await connected('gitlab');
    const report = await submit(setup.hacker.client, setup.program);
    const pushed = (await push(setup.company, report.id)).json() as TrackerAnswer;
    standIn.close('gitlab', pushed.issue!.key);
    await ctx.app.trackerSync.run();
    expect((await setup.company.client.get(`/api/reports/${report.id}/tracker-issue`)).json()).toMatchObject({ issue: { state: 'open' } });

    advanceClock(6 * 60_000);
    await ctx.app.trackerSync.run();
    expect((await setup.company.client.get(`/api/reports/${report.id}/tracker-issue`)).json()).toMatchObject({
      issue: { state: 'closed' },
      suggestFixed: true,
    });
    const [row] = await ctx.db
      .select({ closed: sql<boolean>`${trackerIssues.closedAt} is not null` })
      .from(trackerIssues)
      .where(eq(trackerIssues.reportId, report.id));
    expect(row!.closed).toBe(true);
  });
});

describe('a push while the service is slow', () => {
  const issueRows = (reportId: string) => ctx.db.select().from(trackerIssues).where(eq(trackerIssues.reportId, reportId));
  const readTracker = async (reportId: string) => (await setup.company.client.get(`/api/reports/${reportId}/tracker-issue`)).json() as TrackerAnswer;
  /** Sessions of this test's database inside a transaction but doing nothing: a connection held across a wait. */
  const idleInTransaction = async () => {
    const { rows } = await ctx.db.$client.query<{ count: number }>(
      "select count(*)::int as count from pg_stat_activity where datname = current_database() and state like 'idle in transaction%'",
    );
    return rows[0]!.count;
  };

  /** A push whose call the stand-in holds, once the call is waiting for its answer (in an object: awaiting it would wait for the push). */
  async function pushWhileHeld(reportId: string) {
    standIn.hold();
    const pushing = push(setup.company, reportId);
    await standIn.arrived();
    return { pushing };
  }

  it('holds no transaction during the call, and a second push meanwhile answers TRACKER_PUSH_IN_PROGRESS without a second issue', async () => {
    await connected('github');
    const report = await submit(setup.hacker.client, setup.program);
    standIn.calls.length = 0;
    const { pushing } = await pushWhileHeld(report.id);
    expect(await idleInTransaction()).toBe(0);
    // The company keeps working meanwhile: a write on the same company's connection row does not wait for the push.
    await ctx.db.update(trackerConnections).set({ updatedAt: new Date() }).where(eq(trackerConnections.companyId, setup.company.companyId));
    expect(errorOf(await push(setup.company, report.id))).toEqual([400, 'TRACKER_PUSH_IN_PROGRESS']);
    expect(await readTracker(report.id)).toMatchObject({ connected: true, issue: null, canPush: false });
    expect(await issueRows(report.id)).toMatchObject([{ state: 'pending', externalKey: null, url: null }]);
    standIn.release();
    const pushed = await pushing;
    expect(pushed.statusCode, pushed.body).toBe(200);
    const { issue } = pushed.json() as TrackerAnswer;
    expect(pushed.json()).toMatchObject({ canPush: false, issue: { kind: 'github', state: 'open' } });
    expect(standIn.calls.filter((call) => call.method === 'POST')).toHaveLength(1);
    expect(await issueRows(report.id)).toMatchObject([{ state: 'open', externalKey: issue!.key, url: issue!.url, claimId: null }]);
    expect(await readTracker(report.id)).toEqual(pushed.json());
  });

  it('leaves the report pushable again after a failed call, with the same error as before', async () => {
    await connected('github');
    const report = await submit(setup.hacker.client, setup.program);
    await ctx.db
      .update(trackerConnections)
      .set({ settings: { kind: 'github', repository: 'acme/web', apiBaseUrl: 'http://127.0.0.1:1' } })
      .where(eq(trackerConnections.companyId, setup.company.companyId));
    expect(errorOf(await push(setup.company, report.id))).toEqual([502, 'TRACKER_REQUEST_FAILED']);
    expect(await issueRows(report.id)).toEqual([]);
    expect(await readTracker(report.id)).toMatchObject({ issue: null, canPush: true });

    await connected('github');
    const again = await push(setup.company, report.id);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ issue: { kind: 'github', state: 'open' } });
  });

  it('takes over a pending claim left by a stopped process once it is stale, not before', async () => {
    await connected('gitlab');
    const report = await submit(setup.hacker.client, setup.program);
    standIn.calls.length = 0;
    const left = { reportId: report.id, companyId: setup.company.companyId, kind: 'gitlab' as const, state: 'pending' as const, claimId: randomUUID() };
    await ctx.db.insert(trackerIssues).values({ ...left, createdAt: testNow(), lastSyncedAt: testNow() });
    expect(errorOf(await push(setup.company, report.id))).toEqual([400, 'TRACKER_PUSH_IN_PROGRESS']);
    expect(await readTracker(report.id)).toMatchObject({ issue: null, canPush: false });
    expect(standIn.calls).toEqual([]);

    advanceClock(TRACKER_RULES.pushClaimStaleMs + 1000);
    expect(await readTracker(report.id)).toMatchObject({ issue: null, canPush: true });
    const taken = await push(setup.company, report.id);
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json()).toMatchObject({ canPush: false, issue: { kind: 'gitlab', state: 'open' } });
    expect(standIn.calls.filter((call) => call.method === 'POST')).toHaveLength(1);
    expect(await issueRows(report.id)).toMatchObject([{ state: 'open', claimId: null }]);
  });

  it('keeps the issue of the push that took over when the first one answers late', async () => {
    await connected('github');
    const report = await submit(setup.hacker.client, setup.program);
    standIn.calls.length = 0;
    const { pushing: late } = await pushWhileHeld(report.id);
    advanceClock(TRACKER_RULES.pushClaimStaleMs + 1000);
    const taker = push(setup.company, report.id);
    await standIn.arrived(2);
    standIn.release();
    const [lateAnswer, takerAnswer] = await Promise.all([late, taker]);
    expect(takerAnswer.statusCode, takerAnswer.body).toBe(200);
    // The service created the late push's issue first, then the taker's: the report links to the taker's.
    const [lateIssue, takerIssue] = standIn.issues.filter((issue) => issue.service === 'github').slice(-2);
    expect((takerAnswer.json() as TrackerAnswer).issue!.key).toBe(takerIssue!.key);
    expect(lateIssue!.key).not.toBe(takerIssue!.key);
    expect(await issueRows(report.id)).toMatchObject([{ externalKey: takerIssue!.key, state: 'open', claimId: null }]);
    if (lateAnswer.statusCode === 200) expect(lateAnswer.json()).toEqual(takerAnswer.json());
    else expect(errorOf(lateAnswer)).toEqual([400, 'TRACKER_PUSH_IN_PROGRESS']);
  });
});
