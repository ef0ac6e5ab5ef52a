import { brotliDecompressSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@bb/domain';
import { createTestApp, type TestContext } from '../test/test-app.ts';
import { TestClient } from '../test/test-client.ts';
import { clientAs, createUser, DEFAULT_PASSWORD } from '../test/factories.ts';
import { expectUnchanged } from '../test/db-snapshot.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp(
    {},
    {
      extend: (app) => {
        app.get('/api/test/boom', { config: { auth: 'public' } }, async () => {
          throw new Error('secret internal detail: connection string postgres://x');
        });
      },
    },
  );
});

describe('error envelope', () => {
  it('answers unknown failures 500 with a request id and no internals', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/test/boom', headers: { 'accept-language': 'it' } });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ code: 'INTERNAL_ERROR', message: 'Errore interno del server, riprova più tardi.' });
    expect(response.body).not.toContain('secret');
    expect(response.headers['x-request-id']).toMatch(/[\w-]{8,}/);
  });

  it('answers unknown API paths 404 NOT_FOUND', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect([response.statusCode, response.json().code]).toEqual([404, 'NOT_FOUND']);
  });

  it('answers bodies over 1 MB 413 FILE_TOO_LARGE and malformed JSON 400 BAD_REQUEST', async () => {
    const client = new TestClient(ctx.app);
    const big = await client.post('/api/users/login', { email: 'a@b.it', password: 'x'.repeat(1_100_000) });
    expect([big.statusCode, big.json().code]).toEqual([413, 'FILE_TOO_LARGE']);
    const broken = await client.request('POST', '/api/users/login', '{"email":', { 'content-type': 'application/json' });
    expect([broken.statusCode, broken.json().code]).toEqual([400, 'BAD_REQUEST']);
  });

  it('defines every code with a status and both languages', () => {
    expect(ERROR_CODES.length).toBeGreaterThan(40);
  });
});

describe('CSRF protection', () => {
  it('refuses a state-changing call without the token header, with a forged token, or a mismatching one', async () => {
    const { client } = await clientAs(ctx.app, ctx.db, 'hacker');
    await client.get('/api/users/me');
    const genuine = client.cookies.get('bb_csrf')!;
    for (const headers of [{ 'x-csrf-token': '' }, { 'x-csrf-token': 'forged.token' }]) {
      const response = await expectUnchanged(ctx.db, () => client.patch('/api/users/me', { firstName: 'Mallory' }, headers));
      expect([response.statusCode, response.json().code]).toEqual([403, 'CSRF_INVALID']);
    }
    client.cookies.set('bb_csrf', 'forged.token');
    const forgedPair = await client.patch('/api/users/me', { firstName: 'Mallory' }, { 'x-csrf-token': 'forged.token' });
    expect(forgedPair.json().code).toBe('CSRF_INVALID');
    client.cookies.set('bb_csrf', genuine);
    expect((await client.patch('/api/users/me', { firstName: 'Alice' })).statusCode).toBe(200);
  });

  it('protects the anonymous sign-in too (login CSRF)', async () => {
    const user = await createUser(ctx.db);
    const response = await ctx.app.inject({ method: 'POST', url: '/api/users/login', payload: { email: user.email, password: DEFAULT_PASSWORD } });
    expect(response.json().code).toBe('CSRF_INVALID');
  });
});

describe('security headers', () => {
  it('gives API answers the strictest CSP, nosniff, DENY framing and a referrer policy', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'; base-uri 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('gives web pages a CSP without inline scripts and with frame-ancestors none', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/auth/login' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it("lets the KYC screen frame Sumsub's WebSDK and nothing else from outside", async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/verification' });
    const directives = new Map(
      String(response.headers['content-security-policy'])
        .split('; ')
        .map((directive) => [directive.split(' ')[0], directive.split(' ').slice(1)] as const),
    );
    for (const name of ['frame-src', 'script-src', 'connect-src']) {
      expect(directives.get(name)).toEqual(["'self'", 'https://*.sumsub.com', 'https://static.sumsub.com']);
    }
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
    expect(directives.get('default-src')).toEqual(["'self'"]);
  });
});

describe('health and OpenAPI', () => {
  it('reports the database reachable', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('documents every API route with its schemas', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(doc.openapi).toMatch(/^3\./);
    const signup = doc.paths['/api/users/signup'].post;
    expect(signup.requestBody.content['application/json'].schema.properties).toHaveProperty('password');
    expect(signup.responses['201']).toBeDefined();
    expect(doc.paths['/api/users/me'].get.responses['200'].content['application/json'].schema.properties).toHaveProperty('permissions');
  });

  it('says who may call each operation: the user types and the permission', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const increase = doc.paths['/api/programs/{id}/increase-budget'].post;
    expect([increase['x-callers'], increase['x-permission'], increase.security]).toEqual([
      ['company'],
      'program.fund',
      [{ session: [] }, { bearer: ['programs:write'] }],
    ]);
    expect(doc.paths['/api/programs/{id}/invitations'].post['x-permission']).toEqual(['program.manage', 'program.participate']);
    expect(doc.paths['/api/users/signup'].post['x-permission']).toBeUndefined();
  });
});

describe('compression', () => {
  it('compresses JSON answers over 1 KB for a client that takes brotli or gzip, and leaves small ones and other clients alone', async () => {
    const get = (url: string, encoding?: string) => ctx.app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });
    const large = '/api/openapi.json';
    const brotli = await get(large, 'gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    const document = JSON.parse(brotliDecompressSync(brotli.rawPayload).toString()) as { openapi: string };
    expect(document.openapi).toMatch(/^3\./);
    expect((await get(large, 'gzip')).headers['content-encoding']).toBe('gzip');
    expect((await get(large)).headers['content-encoding']).toBeUndefined();
    // Under the threshold: the bytes as they are.
    expect((await get('/livez', 'br')).headers['content-encoding']).toBeUndefined();
  });
});
