import { eq, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_WRITE_LIMITS, ERRORS, type WriteLimitName } from '@bb/domain';
import { createDatabase } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { expectUnchanged, publicTables } from '../../test/db-snapshot.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { signIn } from '../companies/companies.test-support.ts';
import { readyHacker, reportForm, reportSetup, richText, submit, type ReportSetup } from '../reports/reports.test-support.ts';
import { postgresWriteLimitStore, writeLimitKey } from './index.ts';
import { registerWriteLimits } from './write-limits.hook.ts';

let ctx: TestContext;
let tables: string[];
let setup: ReportSetup;

/** Small limits, so the tests reach them: 3 reports and 4 comments an hour; 2 accepted reports double them. */
const LIMITS = { ...DEFAULT_WRITE_LIMITS, reportSubmit: { max: 3, windowMinutes: 60 }, reportComment: { max: 4, windowMinutes: 60 } };

beforeAll(async () => {
  ctx = await createTestApp({ WRITE_LIMITS: 'on' }, { poolSize: 8 });
  const superadmin = await signIn(ctx, 'superadmin');
  const patched = await superadmin.client.patch('/api/admin/settings', {
    WRITE_LIMITS: LIMITS,
    TRUSTED_HACKER_MIN_ACCEPTED_REPORTS: 2,
    TRUSTED_WRITE_LIMIT_MULTIPLIER: 2,
  });
  expect(patched.statusCode, patched.body).toBe(200);
  setup = await reportSetup(ctx);
  // Every table of the application: a refused write must leave all of them as they were.
  tables = await publicTables(ctx.db);
});

const comment = (text: string) => ({ content: richText(text), media: [] });
const reportsOf = async (hackerId: string) =>
  Number((await ctx.db.execute<{ n: string }>(sql`select count(*) as n from reports where hacker_id = ${hackerId}`)).rows[0]!.n);
const counter = async (name: WriteLimitName, userId: string) =>
  (await ctx.db.execute<{ refilled_at: Date }>(sql`select refilled_at from write_limits where key = ${writeLimitKey(name, userId)}`)).rows[0]?.refilled_at;
/** Moves a counter back in time, as if the writes it counts were `minutes` older. */
const age = (name: WriteLimitName, userId: string, minutes: number) =>
  ctx.db.execute(sql`update write_limits set refilled_at = refilled_at - make_interval(mins => ${minutes}) where key = ${writeLimitKey(name, userId)}`);

describe('a per-user limit on comments', () => {
  /** A new hacker's report on the setup's program, and the hacker, who has just written the 4 comments allowed. */
  async function hackerAtTheLimit() {
    const hacker = await readyHacker(ctx);
    const url = `/api/reports/${(await submit(hacker.client, setup.program)).id}/comment`;
    for (let i = 1; i <= 4; i++) expect((await hacker.client.post(url, comment(`Dettaglio ${i}`))).statusCode).toBe(200);
    return { hacker, url };
  }

  it('refuses the comment past the limit with 429, Retry-After and the error envelope in the caller’s language, changing nothing', async () => {
    const hacker = await readyHacker(ctx);
    const url = `/api/reports/${(await submit(hacker.client, setup.program)).id}/comment`;
    // An invalid request is answered before the limit and costs nothing.
    expect((await hacker.client.post(url, {})).statusCode).toBe(422);
    expect(await counter('reportComment', hacker.user.id)).toBeUndefined();
    for (let i = 1; i <= 4; i++) expect((await hacker.client.post(url, comment(`Dettaglio ${i}`))).statusCode).toBe(200);

    const refused = await expectUnchanged(ctx.db, () => hacker.client.post(url, comment('Ancora uno')), tables);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ code: 'TOO_MANY_REQUESTS', message: ERRORS.TOO_MANY_REQUESTS.en });
    // 4 an hour refill one every 15 minutes: the next one is allowed in at most 900 s.
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(880);
    expect(retryAfter).toBeLessThanOrEqual(900);

    hacker.client.language = 'it';
    const italian = await hacker.client.post(url, comment('Ancora uno'));
    expect([italian.statusCode, italian.json().message]).toEqual([429, ERRORS.TOO_MANY_REQUESTS.it]);
  });

  it('leaves other users and the user’s other limits alone', async () => {
    const { hacker, url } = await hackerAtTheLimit();
    expect((await hacker.client.post(url, comment('Ancora uno'))).statusCode).toBe(429);
    expect((await setup.company.client.post(url, comment('Stiamo verificando.'))).statusCode).toBe(200);
    const other = `/api/reports/${(await submit(setup.hacker.client, setup.program)).id}/comment`;
    expect((await setup.hacker.client.post(other, comment('Un altro hacker'))).statusCode).toBe(200);
    expect((await hacker.client.post('/api/reports', reportForm(setup.program))).statusCode).toBe(201);
  });

  it('lets writes through again as the window passes: one step gives one write, the whole window all of them', async () => {
    const { hacker, url } = await hackerAtTheLimit();
    expect((await hacker.client.post(url, comment('Ancora uno'))).statusCode).toBe(429);

    await age('reportComment', hacker.user.id, 15);
    expect((await hacker.client.post(url, comment('Uno dopo un quarto d’ora'))).statusCode).toBe(200);
    expect((await hacker.client.post(url, comment('Troppo presto'))).statusCode).toBe(429);

    await age('reportComment', hacker.user.id, 60);
    for (let i = 1; i <= 4; i++) expect((await hacker.client.post(url, comment(`Dopo un'ora ${i}`))).statusCode).toBe(200);
    expect((await hacker.client.post(url, comment('Di nuovo troppi'))).statusCode).toBe(429);
  });
});

describe('a per-user limit on report submissions', () => {
  it('lets exactly the limit through out of 30 concurrent submissions', async () => {
    const hacker = await readyHacker(ctx);
    const answers = await Promise.all(Array.from({ length: 30 }, () => hacker.client.post('/api/reports', reportForm(setup.program))));
    const statuses = answers.map((answer) => answer.statusCode).sort((a, b) => a - b);
    expect(statuses).toEqual([...Array<number>(3).fill(201), ...Array<number>(27).fill(429)]);
    expect(answers.filter((answer) => answer.statusCode === 429).every((answer) => Number(answer.headers['retry-after']) > 0)).toBe(true);
    expect(await reportsOf(hacker.user.id)).toBe(3);
  });

  it('gives a hacker with a good record (accepted reports) the multiplied limit', async () => {
    const trusted = await readyHacker(ctx);
    await ctx.db.update(users).set({ reportsAccepted: 2 }).where(eq(users.id, trusted.user.id));
    for (let i = 1; i <= 6; i++) expect((await trusted.client.post('/api/reports', reportForm(setup.program))).statusCode).toBe(201);
    expect((await trusted.client.post('/api/reports', reportForm(setup.program))).statusCode).toBe(429);

    const newcomer = await readyHacker(ctx);
    await ctx.db.update(users).set({ reportsAccepted: 1 }).where(eq(users.id, newcomer.user.id));
    for (let i = 1; i <= 3; i++) expect((await newcomer.client.post('/api/reports', reportForm(setup.program))).statusCode).toBe(201);
    expect((await newcomer.client.post('/api/reports', reportForm(setup.program))).statusCode).toBe(429);
  });

  it('uses up nothing while the feature is switched off: FEATURE_DISABLED answers first', async () => {
    const hacker = await readyHacker(ctx);
    const superadmin = await signIn(ctx, 'superadmin');
    const switchOff = (off: boolean) => superadmin.client.patch('/api/admin/settings', { FEATURE_DISABLED: off });
    expect((await switchOff(true)).statusCode).toBe(200);
    try {
      for (let i = 1; i <= 5; i++) expect((await hacker.client.post('/api/reports', reportForm(setup.program))).json().code).toBe('FEATURE_DISABLED');
      expect(await counter('reportSubmit', hacker.user.id)).toBeUndefined();
    } finally {
      expect((await switchOff(false)).statusCode).toBe(200);
    }
    for (let i = 1; i <= 3; i++) expect((await hacker.client.post('/api/reports', reportForm(setup.program))).statusCode).toBe(201);
  });
});

describe('the declarations', () => {
  it('put a limit on every write that notifies people', () => {
    const limited = Object.fromEntries(
      ctx.app.declaredRoutes.filter((route) => route.writeLimit).map((route) => [`${route.method} ${route.url}`, route.writeLimit]),
    );
    const action = (name: string) => [`POST /api/reports/:id/${name}`, 'reportAction'];
    expect(limited).toEqual({
      'POST /api/reports': 'reportSubmit',
      'POST /api/reports/:id/comment': 'reportComment',
      ...Object.fromEntries(['start', 'more-info', 'approve', 'reward', 'send-back', 'reject', 'fix', 'change-severity', 'verify-fix', 'fail-fix'].map(action)),
      'POST /api/programs': 'programSubmit',
      'POST /api/programs/:id/finalize': 'programSubmit',
      'POST /api/programs/:id/approve': 'programSubmit',
      'POST /api/programs/:id/request-changes': 'programSubmit',
      'POST /api/programs/:id/reject': 'programSubmit',
      'POST /api/programs/:id/resubmit': 'programSubmit',
      'POST /api/programs/:id/invitations': 'invitation',
      'POST /api/programs/accept/:id': 'invitation',
      'POST /api/programs/reject/:id': 'invitation',
      'POST /api/companies/collaborators/invite': 'invitation',
      'POST /api/users/staff': 'invitation',
    });
  });

  it('refuse a limit the app cannot apply: an unknown one, on an anonymous route or on a GET', () => {
    const app = Fastify();
    registerWriteLimits(app, { store: null, allowanceFor: () => Promise.reject(new Error('not called')) });
    const declare = (method: 'GET' | 'POST', auth: 'public' | 'any', writeLimit: string) =>
      app.route({ method, url: `/api/x${Math.random()}`, config: { auth, writeLimit: writeLimit as WriteLimitName }, handler: () => ({}) });
    expect(() => declare('POST', 'any', 'comments')).toThrow(/unknown write limit comments/);
    expect(() => declare('POST', 'public', 'reportComment')).toThrow(/anonymous/);
    expect(() => declare('GET', 'any', 'reportComment')).toThrow(/safe method/);
    expect(() => declare('POST', 'any', 'reportComment')).not.toThrow();
  });
});

describe('the PostgreSQL store', () => {
  it('prunes the counters whose allowance is whole again, and only those', async () => {
    const store = postgresWriteLimitStore(ctx.db);
    await ctx.db.execute(
      sql`insert into write_limits (key, refilled_at) values ('invitation:old', now() - interval '1 minute'), ('invitation:busy', now() + interval '1 minute')`,
    );
    expect(await store.prune()).toBeGreaterThanOrEqual(1);
    const keys = (await ctx.db.execute<{ key: string }>(sql`select key from write_limits where key like 'invitation:%'`)).rows.map((row) => row.key);
    expect(keys).toEqual(['invitation:busy']);
  });

  it('counts one key atomically for every process: of 50 concurrent hits from two connection pools on a limit of 7, 7 pass', async () => {
    const other = createDatabase(ctx.config.databaseUrl!, 4);
    try {
      const stores = [postgresWriteLimitStore(ctx.db), postgresWriteLimitStore(other.db)];
      const verdicts = await Promise.all(Array.from({ length: 50 }, (_, i) => stores[i % 2]!.hit('reportAction:concurrent', { max: 7, windowSeconds: 3600 })));
      expect(verdicts.filter((verdict) => verdict.allowed)).toHaveLength(7);
      expect(verdicts.find((verdict) => !verdict.allowed)).toMatchObject({ retryAfterSeconds: expect.any(Number) });
    } finally {
      await other.pool.end();
    }
  });
});
