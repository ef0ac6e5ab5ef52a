import { beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { clientAs, createUser, DEFAULT_PASSWORD } from '../test/factories.ts';
import { expectUnchanged } from '../test/db-snapshot.ts';
import { createTestApp, type TestContext } from '../test/test-app.ts';
import { TestClient } from '../test/test-client.ts';
import { PRODUCTION_PLATFORM_ENV } from '../test/production-env.ts';
import { cookieNames } from './cookies.ts';
import { appOrigins } from './csrf.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});

const setCookie = (response: LightMyRequestResponse, name: string) => response.cookies.find((cookie) => cookie.name === name);

/** A state-changing call with exactly this session, CSRF cookie and header (no TestClient help). */
function patchMe(session: string | undefined, csrf: string, headers: Record<string, string> = {}) {
  return ctx.app.inject({
    method: 'PATCH',
    url: '/api/users/me',
    cookies: { ...(session ? { bb_session: session } : {}), bb_csrf: csrf },
    headers: { 'x-csrf-token': csrf, ...headers },
    payload: { firstName: 'Mallory' },
  });
}

/** Two signed-in hackers, each holding the CSRF token a read issued them; Alice's token. */
async function twoHackersWithTokens() {
  const alice = await clientAs(ctx.app, ctx.db, 'hacker');
  const bob = await clientAs(ctx.app, ctx.db, 'hacker');
  await alice.client.get('/api/users/me');
  await bob.client.get('/api/users/me');
  return { alice, bob, aliceToken: alice.client.cookies.get('bb_csrf')! };
}

describe('CSRF token bound to the session', () => {
  it("refuses a genuine token of another user's session", async () => {
    const { alice, bob, aliceToken } = await twoHackersWithTokens();
    const refused = await expectUnchanged(ctx.db, () => patchMe(bob.client.cookies.get('bb_session'), aliceToken));
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'CSRF_INVALID']);
    expect((await patchMe(alice.client.cookies.get('bb_session'), aliceToken)).statusCode).toBe(200);
  });

  it('refuses the token from before sign-in once signed in, and the sign-in answer carries a fresh one that works', async () => {
    const user = await createUser(ctx.db);
    const client = new TestClient(ctx.app);
    await client.get('/api/health');
    const anonymousToken = client.cookies.get('bb_csrf')!;
    const signIn = await client.post('/api/users/login', { email: user.email, password: DEFAULT_PASSWORD });
    expect(signIn.statusCode).toBe(200);
    const fresh = setCookie(signIn, 'bb_csrf');
    expect(fresh).toMatchObject({ path: '/', sameSite: 'Strict' });
    expect(fresh?.httpOnly).toBeFalsy();
    expect(fresh?.value).not.toBe(anonymousToken);

    const session = client.cookies.get('bb_session');
    const stale = await expectUnchanged(ctx.db, () => patchMe(session, anonymousToken));
    expect([stale.statusCode, stale.json().code]).toEqual([403, 'CSRF_INVALID']);
    expect((await patchMe(session, fresh!.value)).statusCode).toBe(200);
  });

  it('issues an anonymous token at sign-out: the signed-in one stops working and the new one works', async () => {
    const user = await createUser(ctx.db);
    const client = new TestClient(ctx.app);
    await client.post('/api/users/login', { email: user.email, password: DEFAULT_PASSWORD });
    const signedInToken = client.cookies.get('bb_csrf')!;
    const signOut = await client.post('/api/users/logout');
    expect(signOut.statusCode).toBe(200);
    const anonymousToken = setCookie(signOut, 'bb_csrf')?.value;
    expect(anonymousToken).toBeDefined();
    expect(anonymousToken).not.toBe(signedInToken);
    expect(client.cookies.has('bb_session')).toBe(false);

    const forgot = (token: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/users/forgot-password',
        cookies: { bb_csrf: token },
        headers: { 'x-csrf-token': token },
        payload: { email: user.email },
      });
    expect((await forgot(signedInToken)).json().code).toBe('CSRF_INVALID');
    expect((await forgot(anonymousToken!)).statusCode).toBe(200);
    // Signing in again right away, as the web app does without reloading.
    expect((await client.post('/api/users/login', { email: user.email, password: DEFAULT_PASSWORD })).statusCode).toBe(200);
  });

  it('replaces a stale token on a safe request and leaves a current one alone', async () => {
    const { client } = await clientAs(ctx.app, ctx.db, 'hacker');
    const anonymous = setCookie(await ctx.app.inject({ method: 'GET', url: '/api/health' }), 'bb_csrf')!.value;
    client.cookies.set('bb_csrf', anonymous);
    const refreshed = await client.get('/api/users/me');
    const fresh = setCookie(refreshed, 'bb_csrf')?.value;
    expect(fresh).toBeDefined();
    expect(fresh).not.toBe(anonymous);
    expect(setCookie(await client.get('/api/users/me'), 'bb_csrf')).toBeUndefined();
    expect((await client.patch('/api/users/me', { firstName: 'Ada' })).statusCode).toBe(200);
  });

  it("judges a token again with another session, though a read has just found it current with its own (reads' checks are kept)", async () => {
    const { alice, bob, aliceToken } = await twoHackersWithTokens();
    const read = (session: string | undefined) =>
      ctx.app.inject({ method: 'GET', url: '/api/users/me', cookies: { ...(session ? { bb_session: session } : {}), bb_csrf: aliceToken } });
    expect(setCookie(await read(alice.client.cookies.get('bb_session')), 'bb_csrf')).toBeUndefined();
    expect(setCookie(await read(bob.client.cookies.get('bb_session')), 'bb_csrf')?.value).not.toBe(aliceToken);
    expect(setCookie(await read(undefined), 'bb_csrf')).toBeDefined();
    const refused = await expectUnchanged(ctx.db, () => patchMe(bob.client.cookies.get('bb_session'), aliceToken));
    expect(refused.json().code).toBe('CSRF_INVALID');
  });
});

describe('Origin check on state-changing calls', () => {
  it('refuses a foreign or opaque Origin even with a genuine token, and accepts the own origin and no Origin', async () => {
    const { client } = await clientAs(ctx.app, ctx.db, 'hacker');
    await client.get('/api/users/me');
    for (const origin of ['https://evil.example', 'http://localhost:3001', 'https://localhost:3000', 'null']) {
      const refused = await expectUnchanged(ctx.db, () => client.patch('/api/users/me', { firstName: 'Mallory' }, { origin }));
      expect([refused.statusCode, refused.json().code], origin).toEqual([403, 'CSRF_INVALID']);
    }
    expect((await client.patch('/api/users/me', { firstName: 'Ada' }, { origin: 'http://localhost:3000' })).statusCode).toBe(200);
    expect((await client.patch('/api/users/me', { firstName: 'Ada' }, { origin: 'http://127.0.0.1:3000' })).statusCode).toBe(200);
    expect((await client.patch('/api/users/me', { firstName: 'Ada' })).statusCode).toBe(200);
  });

  it('refuses an anonymous sign-in posted from another site', async () => {
    const user = await createUser(ctx.db);
    const client = new TestClient(ctx.app);
    const response = await client.post('/api/users/login', { email: user.email, password: DEFAULT_PASSWORD }, { origin: 'https://evil.example' });
    expect([response.statusCode, response.json().code]).toEqual([403, 'CSRF_INVALID']);
    expect(setCookie(response, 'bb_session')).toBeUndefined();
  });

  it("takes PUBLIC_URL's origin, with its loopback aliases only outside production", () => {
    expect(appOrigins('https://bounty.example.com/', true)).toEqual(['https://bounty.example.com']);
    expect(appOrigins('https://bounty.example.com:8443/app', false)).toEqual(['https://bounty.example.com:8443']);
    expect(appOrigins('http://localhost:5173', false)).toEqual(['http://localhost:5173', 'http://127.0.0.1:5173', 'http://[::1]:5173']);
    expect(appOrigins('http://localhost:3000', true)).toEqual(['http://localhost:3000']);
  });
});

describe('__Host- cookies in production', () => {
  it('names the cookies __Host-bb_session and __Host-bb_csrf, Secure, Path=/ and without Domain', async () => {
    const production = await createTestApp({ NODE_ENV: 'production', ...PRODUCTION_PLATFORM_ENV });
    const names = cookieNames(true);
    expect(names).toEqual({ session: '__Host-bb_session', csrf: '__Host-bb_csrf' });
    const user = await createUser(production.db);
    const client = new TestClient(production.app, 'en', names);

    const csrf = setCookie(await client.get('/api/health'), names.csrf);
    expect(csrf).toMatchObject({ secure: true, path: '/', sameSite: 'Strict' });
    expect(csrf?.domain).toBeUndefined();
    const signIn = await client.post('/api/users/login', { email: user.email, password: DEFAULT_PASSWORD });
    expect(signIn.statusCode).toBe(200);
    const session = setCookie(signIn, names.session);
    expect(session).toMatchObject({ secure: true, path: '/', httpOnly: true, sameSite: 'Lax' });
    expect(session?.domain).toBeUndefined();
    expect(setCookie(signIn, names.csrf)).toMatchObject({ secure: true, path: '/' });
    expect(setCookie(signIn, 'bb_session')).toBeUndefined();

    expect((await client.get('/api/users/me')).statusCode).toBe(200);
    expect((await client.patch('/api/users/me', { firstName: 'Ada' })).statusCode).toBe(200);
    // The plain names mean nothing there.
    const plain = await production.app.inject({ method: 'GET', url: '/api/users/me', cookies: { bb_session: session!.value } });
    expect(plain.statusCode).toBe(401);
    const plainCsrf = await production.app.inject({
      method: 'PATCH',
      url: '/api/users/me',
      cookies: { [names.session]: session!.value, bb_csrf: client.cookies.get(names.csrf)! },
      headers: { 'x-csrf-token': client.cookies.get(names.csrf)! },
      payload: { firstName: 'Mallory' },
    });
    expect(plainCsrf.json().code).toBe('CSRF_INVALID');
    const signOut = await client.post('/api/users/logout');
    expect(setCookie(signOut, names.session)).toMatchObject({ value: '', secure: true, path: '/' });
    expect(setCookie(signOut, names.csrf)?.value).toBeTruthy();
  });

  it('keeps the plain names, without Secure, outside production (local http)', async () => {
    const user = await createUser(ctx.db);
    const client = new TestClient(ctx.app);
    const signIn = await client.post('/api/users/login', { email: user.email, password: DEFAULT_PASSWORD });
    expect(setCookie(signIn, 'bb_session')?.secure).toBeFalsy();
    expect(setCookie(signIn, 'bb_csrf')?.secure).toBeFalsy();
    expect(signIn.cookies.some((cookie) => cookie.name.startsWith('__Host-'))).toBe(false);
  });
});
