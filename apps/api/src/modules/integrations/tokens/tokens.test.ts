import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { API_TOKEN_RULES } from '@bb/domain';
import { apiTokens } from '../../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { clientAs, createUser, otpFor, signedInClient } from '../../../test/factories.ts';
import { reportForm, reportSetup, submit, superadmin, type ReportSetup } from '../../reports/reports.test-support.ts';
import { bearerClient, createToken } from './tokens.test-support.ts';

let ctx: TestContext;
let setup: ReportSetup;
let reportId: string;

beforeAll(async () => {
  ctx = await createTestApp();
  setup = await reportSetup(ctx);
  reportId = (await submit(setup.hacker.client, setup.program)).id;
});

const countTokens = async (userId: string) => (await ctx.db.select().from(apiTokens).where(eq(apiTokens.userId, userId))).length;

describe('creating and listing API tokens', () => {
  it('shows the token once, keeps only its hash, and lists it with a hint', async () => {
    const { client, user } = await clientAs(ctx.app, ctx.db, 'hacker');
    const created = await client.post('/api/integrations/tokens', { name: 'Scanner', scopes: { reports: 'write' }, expiresInDays: 90 });
    expect(created.statusCode, created.body).toBe(201);
    const { token, item } = created.json() as { token: string; item: { hint: string; state: string; expiresAt: string } };
    expect(token).toMatch(/^bbt_[\w-]{43}$/);
    expect(item).toMatchObject({ state: 'active', hint: token.slice(0, 12) });
    expect(new Date(item.expiresAt).getTime() - Date.now()).toBeGreaterThan(89 * 86_400_000);

    const [row] = await ctx.db.select().from(apiTokens).where(eq(apiTokens.userId, user.id));
    expect(row!.tokenHash).not.toContain(token.slice(4));
    const listed = await client.get('/api/integrations/tokens');
    expect(listed.body).not.toContain(token);
    expect(listed.body).not.toContain(row!.tokenHash);
    expect(listed.json().results).toEqual([expect.objectContaining({ name: 'Scanner', scopes: { reports: 'write' }, lastUsedAt: null })]);
  });

  it('refuses a token without scopes, an unknown scope or an expiry not offered, and stores nothing', async () => {
    const { client, user } = await clientAs(ctx.app, ctx.db, 'hacker');
    const noScope = await client.post('/api/integrations/tokens', { name: 'x', scopes: {}, expiresInDays: 30 });
    expect(noScope.statusCode).toBe(422);
    expect(noScope.json()).toMatchObject({ code: 'VALIDATION_ERROR', fields: { scopes: ['Choose at least one scope'] } });
    const badArea = await client.post('/api/integrations/tokens', { name: 'x', scopes: { account: 'write' }, expiresInDays: 30 });
    expect(badArea.statusCode).toBe(422);
    const badExpiry = await client.post('/api/integrations/tokens', { name: 'x', scopes: { reports: 'read' }, expiresInDays: 12 });
    expect(badExpiry.json()).toMatchObject({ code: 'VALIDATION_ERROR', fields: { expiresInDays: [expect.any(String)] } });
    expect(await countTokens(user.id)).toBe(0);
  });

  it('asks staff and super admins for a current two-factor code', async () => {
    const staff = await createUser(ctx.db, { userType: 'staff' });
    const client = await signedInClient(ctx.app, ctx.db, staff);
    const without = await client.post('/api/integrations/tokens', { name: 'triage bot', scopes: { reports: 'read' }, expiresInDays: 7 });
    expect(without.json()).toMatchObject({ code: 'INVALID_OTP' });
    const wrong = await client.post('/api/integrations/tokens', { name: 'triage bot', scopes: { reports: 'read' }, expiresInDays: 7, otp: '000000' });
    expect(wrong.json()).toMatchObject({ code: 'INVALID_OTP' });
    expect(await countTokens(staff.id)).toBe(0);
    await createToken(client, { reports: 'read' }, { otp: await otpFor(staff) });
    expect(await countTokens(staff.id)).toBe(1);
  });

  it(`keeps at most ${API_TOKEN_RULES.maxPerUser} working tokens, even when created at once`, async () => {
    const { client, user } = await clientAs(ctx.app, ctx.db, 'hacker');
    for (let i = 0; i < API_TOKEN_RULES.maxPerUser - 2; i++) await createToken(client, { programs: 'read' });
    const answers = await Promise.all(
      [1, 2, 3].map(() => client.post('/api/integrations/tokens', { name: 'race', scopes: { programs: 'read' }, expiresInDays: 7 })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 201, 403]);
    expect(answers.find((answer) => answer.statusCode === 403)!.json().code).toBe('TOKEN_LIMIT_REACHED');
    expect(await countTokens(user.id)).toBe(API_TOKEN_RULES.maxPerUser);
  });
});

describe('calls made with a token', () => {
  it('act as the user, with no cookie and no CSRF header, within the scopes', async () => {
    const token = await createToken(setup.hacker.client, { reports: 'write', programs: 'read' });
    const api = bearerClient(ctx.app, token);
    const mine = await api.get('/api/reports');
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().results.map((item: { id: string }) => item.id)).toContain(reportId);
    expect(mine.headers['set-cookie']).toBeUndefined();

    const sent = await api.post('/api/reports', reportForm(setup.program, { title: 'Sent by a script' }));
    expect(sent.statusCode, sent.body).toBe(201);
    expect((await api.get(`/api/programs/${setup.program.id}`)).statusCode).toBe(200);
  });

  it('refuses a write with a read scope, and an area the token does not name, without changing anything', async () => {
    const token = await createToken(setup.hacker.client, { reports: 'read' });
    const api = bearerClient(ctx.app, token);
    const before = (await api.get('/api/reports')).json().count;
    const write = await api.post('/api/reports', reportForm(setup.program));
    expect(write.statusCode).toBe(403);
    expect(write.json()).toMatchObject({ code: 'TOKEN_SCOPE_MISSING', message: expect.stringContaining('scope') });
    expect((await api.get('/api/reports')).json().count).toBe(before);
    expect((await api.get(`/api/programs/${setup.program.id}`)).json()).toMatchObject({ code: 'TOKEN_SCOPE_MISSING' });
    expect((await api.get('/api/payments/intents')).json()).toMatchObject({ code: 'TOKEN_SCOPE_MISSING' });
  });

  it('never reaches the account, the team or the tokens themselves', async () => {
    const token = await createToken(setup.company.client, { programs: 'write', reports: 'write', payments: 'write', wallet: 'write' });
    const api = bearerClient(ctx.app, token);
    for (const path of ['/api/users/me', '/api/integrations/tokens', `/api/companies/${setup.company.companyId}/members`])
      expect((await api.get(path)).json(), path).toMatchObject({ code: 'TOKEN_SCOPE_MISSING' });
    const minted = await api.post('/api/integrations/tokens', { name: 'child', scopes: { reports: 'write' }, expiresInDays: 7 });
    expect(minted.json()).toMatchObject({ code: 'TOKEN_SCOPE_MISSING' });
  });

  it("answers with the abilities of the token, not of its user: a company's read-only token may not reward", async () => {
    const session = await setup.company.client.get(`/api/reports/${reportId}`);
    const token = await createToken(setup.company.client, { reports: 'read' });
    const viaToken = await bearerClient(ctx.app, token).get(`/api/reports/${reportId}`);
    expect(viaToken.statusCode).toBe(200);
    const granted = (body: { abilities: Record<string, boolean> }) => Object.keys(body.abilities).filter((name) => body.abilities[name]);
    expect(granted(session.json()).length).toBeGreaterThan(0);
    expect(granted(viaToken.json())).toEqual([]);
  });

  it("never shows another company's records", async () => {
    const other = await clientAs(ctx.app, ctx.db, 'company', { companyRole: 'ADMIN' });
    const token = await createToken(other.client, { reports: 'read', programs: 'read' });
    expect((await bearerClient(ctx.app, token).get(`/api/reports/${reportId}`)).statusCode).toBe(404);
  });

  it('is judged by the token alone when a session cookie comes along', async () => {
    const token = await createToken(setup.hacker.client, { reports: 'read' });
    const cookies = Object.fromEntries(setup.hacker.client.cookies);
    const write = await ctx.app.inject({
      method: 'POST',
      url: '/api/reports',
      cookies,
      headers: { authorization: `Bearer ${token}` },
      payload: reportForm(setup.program),
    });
    expect(write.json()).toMatchObject({ code: 'TOKEN_SCOPE_MISSING' });
  });

  it('refuses an unknown, revoked or expired token with TOKEN_INVALID, at once', async () => {
    const { client, user } = await clientAs(ctx.app, ctx.db, 'hacker');
    const token = await createToken(client, { reports: 'read' });
    const api = bearerClient(ctx.app, token);
    expect((await api.get('/api/reports')).statusCode).toBe(200);
    expect((await bearerClient(ctx.app, `${token.slice(0, -2)}xx`).get('/api/reports')).json()).toMatchObject({ code: 'TOKEN_INVALID' });
    expect((await bearerClient(ctx.app, 'not-a-token').get('/api/reports')).statusCode).toBe(401);

    const [row] = await ctx.db.select().from(apiTokens).where(eq(apiTokens.userId, user.id));
    const revoked = await client.post(`/api/integrations/tokens/${row!.id}/revoke`);
    expect(revoked.json()).toMatchObject({ state: 'revoked', revokedAt: expect.any(String) });
    const refused = await api.get('/api/reports');
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ code: 'TOKEN_INVALID' });

    const second = await createToken(client, { reports: 'read' });
    await ctx.db
      .update(apiTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(apiTokens.name, 'CI'));
    expect((await bearerClient(ctx.app, second).get('/api/reports')).json()).toMatchObject({ code: 'TOKEN_INVALID' });
    expect(
      (await client.get('/api/integrations/tokens'))
        .json()
        .results.map((item: { state: string }) => item.state)
        .sort(),
    ).toEqual(['expired', 'revoked']);
  });

  it("lets nobody revoke another user's token", async () => {
    const owner = await clientAs(ctx.app, ctx.db, 'hacker');
    await createToken(owner.client, { reports: 'read' });
    const [row] = await ctx.db.select().from(apiTokens).where(eq(apiTokens.userId, owner.user.id));
    const stranger = await clientAs(ctx.app, ctx.db, 'hacker');
    expect((await stranger.client.post(`/api/integrations/tokens/${row!.id}/revoke`)).statusCode).toBe(404);
    expect((await ctx.db.select().from(apiTokens).where(eq(apiTokens.id, row!.id)))[0]!.revokedAt).toBeNull();
  });

  it('stops working as soon as its user is blocked', async () => {
    const { client, user } = await clientAs(ctx.app, ctx.db, 'hacker');
    const api = bearerClient(ctx.app, await createToken(client, { reports: 'read' }));
    expect((await api.get('/api/reports')).statusCode).toBe(200);
    const admin = await superadmin(ctx);
    expect((await admin.client.post(`/api/users/${user.id}/block`)).statusCode).toBeLessThan(300);
    expect((await api.get('/api/reports')).json()).toMatchObject({ code: 'TOKEN_INVALID' });
  });

  it('records when the token was last used', async () => {
    const { client } = await clientAs(ctx.app, ctx.db, 'hacker');
    const api = bearerClient(ctx.app, await createToken(client, { reports: 'read' }));
    await api.get('/api/reports');
    const [item] = (await client.get('/api/integrations/tokens')).json().results;
    expect(Date.now() - new Date(item.lastUsedAt).getTime()).toBeLessThan(60_000);
  });

  it(`limits each token to ${API_TOKEN_RULES.callsPerMinute} calls a minute`, async () => {
    const { client } = await clientAs(ctx.app, ctx.db, 'hacker');
    const api = bearerClient(ctx.app, await createToken(client, { programs: 'read' }));
    const other = bearerClient(ctx.app, await createToken(client, { programs: 'read' }));
    const program = `/api/programs/${setup.program.id}`;
    for (let call = 0; call < API_TOKEN_RULES.callsPerMinute; call++) expect((await api.get(program)).statusCode).toBe(200);
    const over = await api.get(program);
    expect(over.statusCode).toBe(429);
    expect(over.headers['retry-after']).toBeDefined();
    expect((await other.get(program)).statusCode).toBe(200);
  }, 120_000);
});
