import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginAttempts, sessions, users, userTokens } from '../../db/schema/index.ts';
import { expectUnchanged } from '../../test/db-snapshot.ts';
import { createUser, DEFAULT_PASSWORD, otpFor } from '../../test/factories.ts';
import { emailedCode, emailsTo } from '../../test/mail.ts';
import { withSetting } from '../../test/settings.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { TestClient } from '../../test/test-client.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});

const login = (client: TestClient, body: Record<string, unknown>) => client.post('/api/users/login', body);
const sessionCount = async (userId: string) => (await ctx.db.select().from(sessions).where(eq(sessions.userId, userId))).length;

describe('POST /api/users/login', () => {
  it('signs in, sets an httpOnly SameSite session cookie and answers the user', async () => {
    const user = await createUser(ctx.db);
    const client = new TestClient(ctx.app);
    const response = await login(client, { email: user.email.toUpperCase(), password: DEFAULT_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: user.id, userType: 'hacker' });
    const cookie = response.cookies.find((c) => c.name === 'bb_session')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie.expires).toBeUndefined();
    expect((await client.get('/api/users/me')).json().id).toBe(user.id);
  });

  it('replaces the session the browser already had (no session fixation)', async () => {
    const user = await createUser(ctx.db);
    const client = new TestClient(ctx.app);
    await login(client, { email: user.email, password: DEFAULT_PASSWORD });
    const first = client.cookies.get('bb_session');
    await login(client, { email: user.email, password: DEFAULT_PASSWORD });
    expect(client.cookies.get('bb_session')).not.toBe(first);
    expect(await sessionCount(user.id)).toBe(1);
  });

  it('keeps the cookie for 30 days with remember me', async () => {
    const user = await createUser(ctx.db);
    const response = await login(new TestClient(ctx.app), { email: user.email, password: DEFAULT_PASSWORD, rememberMe: true });
    const expires = new Date(response.cookies.find((c) => c.name === 'bb_session')!.expires!).getTime();
    expect(expires - Date.now()).toBeGreaterThan(29 * 24 * 3600_000);
  });

  it('answers INVALID_CREDENTIALS 401 for an unknown email or a wrong password, with no session', async () => {
    const user = await createUser(ctx.db);
    const client = new TestClient(ctx.app);
    for (const body of [
      { email: 'nobody@example.test', password: DEFAULT_PASSWORD },
      { email: user.email, password: 'Wrong-Passw0rd' },
    ]) {
      const response = await expectUnchanged(ctx.db, () => login(client, body));
      expect([response.statusCode, response.json().code]).toEqual([401, 'INVALID_CREDENTIALS']);
      expect(response.cookies.find((c) => c.name === 'bb_session')).toBeUndefined();
    }
  });

  it('answers ACCOUNT_INACTIVE for unconfirmed and deactivated accounts, ACCOUNT_BLOCKED for blocked ones (403)', async () => {
    const cases = [
      [await createUser(ctx.db, { isActive: false }), 'ACCOUNT_INACTIVE'],
      [await createUser(ctx.db, { deactivatedAt: new Date() }), 'ACCOUNT_INACTIVE'],
      [await createUser(ctx.db, { isBlocked: true }), 'ACCOUNT_BLOCKED'],
    ] as const;
    for (const [user, code] of cases) {
      const response = await expectUnchanged(ctx.db, () => login(new TestClient(ctx.app), { email: user.email, password: DEFAULT_PASSWORD }));
      expect([response.statusCode, response.json().code]).toEqual([403, code]);
    }
  });

  it('locks an account out after 10 failures in 15 minutes (429), even with the right password', async () => {
    const user = await createUser(ctx.db);
    const client = new TestClient(ctx.app);
    for (let i = 0; i < 10; i++) expect((await login(client, { email: user.email, password: 'Wrong-Passw0rd' })).statusCode).toBe(401);
    const locked = await expectUnchanged(ctx.db, () => login(client, { email: user.email, password: DEFAULT_PASSWORD }));
    expect([locked.statusCode, locked.json().code]).toEqual([429, 'TOO_MANY_REQUESTS']);
    await ctx.db
      .update(loginAttempts)
      .set({ createdAt: new Date(Date.now() - 16 * 60_000) })
      .where(eq(loginAttempts.email, user.email));
    expect((await login(client, { email: user.email, password: DEFAULT_PASSWORD })).statusCode).toBe(200);
  });

  it('answers LOGIN_DISABLED while the switch is on, except for super admins', async () => {
    const hacker = await createUser(ctx.db);
    const admin = await createUser(ctx.db, { userType: 'superadmin' });
    await withSetting(ctx.db, 'LOGIN_DISABLED', true, async () => {
      const refused = await expectUnchanged(ctx.db, () => login(new TestClient(ctx.app), { email: hacker.email, password: DEFAULT_PASSWORD }));
      expect([refused.statusCode, refused.json().code]).toEqual([400, 'LOGIN_DISABLED']);
      const allowed = await login(new TestClient(ctx.app), { email: admin.email, password: DEFAULT_PASSWORD, otp: await otpFor(admin) });
      expect(allowed.statusCode).toBe(200);
    });
  });

  it('with two-factor on, asks for the code (INVALID_OTP) and refuses a wrong or replayed one', async () => {
    const user = await createUser(ctx.db, { withOtp: true });
    const client = new TestClient(ctx.app);
    const missing = await expectUnchanged(ctx.db, () => login(client, { email: user.email, password: DEFAULT_PASSWORD }));
    expect([missing.statusCode, missing.json().code]).toEqual([400, 'INVALID_OTP']);
    const wrong = await expectUnchanged(ctx.db, () => login(client, { email: user.email, password: DEFAULT_PASSWORD, otp: '000000' }));
    expect(wrong.json().code).toBe('INVALID_OTP');
    expect(await sessionCount(user.id)).toBe(0);
    const otp = await otpFor(user);
    expect((await login(client, { email: user.email, password: DEFAULT_PASSWORD, otp })).statusCode).toBe(200);
    const replay = await login(new TestClient(ctx.app), { email: user.email, password: DEFAULT_PASSWORD, otp });
    expect(replay.json().code).toBe('INVALID_OTP');
    expect(await sessionCount(user.id)).toBe(1);
  });
});

describe('logout', () => {
  it('ends the session server-side', async () => {
    const user = await createUser(ctx.db);
    const client = new TestClient(ctx.app);
    await login(client, { email: user.email, password: DEFAULT_PASSWORD });
    const token = client.cookies.get('bb_session')!;
    expect((await client.post('/api/users/logout')).json()).toEqual({ ok: true });
    expect(await sessionCount(user.id)).toBe(0);
    const replayed = new TestClient(ctx.app);
    replayed.cookies.set('bb_session', token);
    expect((await replayed.get('/api/users/me')).statusCode).toBe(401);
  });
});

describe('forgot and reset password', () => {
  it('answers 200 for any address and emails a link only to real accounts', async () => {
    const unknown = await expectUnchanged(ctx.db, () => new TestClient(ctx.app).post('/api/users/forgot-password', { email: 'ghost@example.test' }));
    expect(unknown.json()).toEqual({ ok: true });
    const user = await createUser(ctx.db);
    await new TestClient(ctx.app).post('/api/users/forgot-password', { email: user.email });
    expect((await emailsTo(ctx.db, user.email))[0]!.subject).toBe('Reimposta la password'); // the user's language, Italian by default
  });

  it('sets the new password once, ends every session, and refuses the code again with INVALID_CODE', async () => {
    const user = await createUser(ctx.db);
    const signedIn = new TestClient(ctx.app);
    await login(signedIn, { email: user.email, password: DEFAULT_PASSWORD });
    await new TestClient(ctx.app).post('/api/users/forgot-password', { email: user.email });
    const code = await emailedCode(ctx.db, user.email, '/auth/reset-password');
    const client = new TestClient(ctx.app);
    expect((await client.post('/api/users/reset-password', { code, password: 'N3w-Password!' })).statusCode).toBe(200);
    expect((await signedIn.get('/api/users/me')).statusCode).toBe(401);
    const reused = await expectUnchanged(ctx.db, () => client.post('/api/users/reset-password', { code, password: 'An0ther-Password!' }));
    expect([reused.statusCode, reused.json().code]).toEqual([400, 'INVALID_CODE']);
    expect((await login(client, { email: user.email, password: DEFAULT_PASSWORD })).statusCode).toBe(401);
    expect((await login(client, { email: user.email, password: 'N3w-Password!' })).statusCode).toBe(200);
  });

  it('refuses an expired link and a weak password without changing anything', async () => {
    const user = await createUser(ctx.db);
    await new TestClient(ctx.app).post('/api/users/forgot-password', { email: user.email });
    const code = await emailedCode(ctx.db, user.email, '/auth/reset-password');
    const weak = await expectUnchanged(ctx.db, () => new TestClient(ctx.app).post('/api/users/reset-password', { code, password: 'weak' }));
    expect(weak.statusCode).toBe(422);
    await ctx.db
      .update(userTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(userTokens.userId, user.id));
    const expired = await expectUnchanged(ctx.db, () => new TestClient(ctx.app).post('/api/users/reset-password', { code, password: 'N3w-Password!' }));
    expect(expired.json().code).toBe('INVALID_CODE');
    const [row] = await ctx.db.select({ isActive: users.isActive }).from(users).where(eq(users.id, user.id));
    expect(row!.isActive).toBe(true);
  });
});
