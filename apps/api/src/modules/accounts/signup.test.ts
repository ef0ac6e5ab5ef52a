import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users, userTokens } from '../../db/schema/index.ts';
import { expectUnchanged } from '../../test/db-snapshot.ts';
import { createUser, unique } from '../../test/factories.ts';
import { emailedCode, emailsTo } from '../../test/mail.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { TestClient } from '../../test/test-client.ts';
import { withSetting } from '../../test/settings.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});

const hackerSignup = (overrides: Record<string, unknown> = {}) => {
  const username = unique('hk');
  return {
    userType: 'hacker',
    email: `${username}@Example.test`,
    username,
    password: 'Val1d-Password',
    termsAccepted: true,
    privacyAccepted: true,
    ...overrides,
  };
};

describe('POST /api/users/signup', () => {
  it('creates an inactive hacker, normalises the email and sends an activation link', async () => {
    const body = hackerSignup({ email: '  New.Hacker@Example.TEST ', username: 'New.Hacker_1' });
    const response = await new TestClient(ctx.app).post('/api/users/signup', body);
    expect(response.statusCode).toBe(201);
    const user = response.json();
    expect(user).toMatchObject({ email: 'new.hacker@example.test', username: 'new.hacker_1', userType: 'hacker', picture: null, otpEnabled: false });
    expect(user).not.toHaveProperty('passwordHash');
    expect(response.cookies.find((c) => c.name === 'bb_session')).toBeUndefined();
    const [row] = await ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.isActive).toBe(false);
    expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const code = await emailedCode(ctx.db, 'new.hacker@example.test', '/auth/activate');
    expect(code.length).toBeGreaterThan(20);
    const tokens = await ctx.db.select().from(userTokens).where(eq(userTokens.userId, user.id));
    expect(tokens.map((t) => t.tokenHash)).not.toContain(code);
  });

  it('requires first and last name for company users', async () => {
    const client = new TestClient(ctx.app);
    const response = await expectUnchanged(ctx.db, () => client.post('/api/users/signup', hackerSignup({ userType: 'company' })));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      fields: { firstName: ['This field is mandatory'], lastName: ['This field is mandatory'] },
    });
    const ok = await client.post('/api/users/signup', hackerSignup({ userType: 'company', firstName: 'Anna', lastName: 'Blu' }));
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({ userType: 'company', firstName: 'Anna', permissions: { companyRoles: [] } });
  });

  it.each([
    ['sh0rt!A', 'abc', 'La password deve contenere almeno 8 caratteri e una lettera minuscola'],
    ['alllowercase', 'abc', 'La password deve contenere almeno un numero'],
    ['lowercase1', 'abc', 'La password deve contenere almeno una lettera maiuscola'],
    ['Lowercase1', 'abc', 'La password deve contenere almeno un carattere speciale'],
    [`Aa1!${'x'.repeat(97)}`, 'abc', 'La password deve contenere al massimo 100 caratteri'],
  ])('refuses the password %s with the first failing rule, in Italian', async (password, _unused, message) => {
    const client = new TestClient(ctx.app, 'it');
    const response = await expectUnchanged(ctx.db, () => client.post('/api/users/signup', hackerSignup({ password })));
    expect(response.statusCode).toBe(422);
    expect(response.json().fields.password).toEqual([message]);
    expect(response.json().message).toBe('Errore di validazione, controlla i campi.');
  });

  it('refuses a bad email, a bad username and terms not accepted', async () => {
    const response = await expectUnchanged(ctx.db, () =>
      new TestClient(ctx.app).post('/api/users/signup', hackerSignup({ email: 'not-an-email', username: 'a b', termsAccepted: false })),
    );
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().fields).sort()).toEqual(['email', 'termsAccepted', 'username']);
  });

  it('answers EMAIL_EXISTS and USERNAME_EXISTS without creating anything', async () => {
    const existing = await createUser(ctx.db);
    const client = new TestClient(ctx.app);
    const byEmail = await expectUnchanged(ctx.db, () => client.post('/api/users/signup', hackerSignup({ email: existing.email.toUpperCase() })));
    expect([byEmail.statusCode, byEmail.json().code]).toEqual([400, 'EMAIL_EXISTS']);
    const byName = await expectUnchanged(ctx.db, () => client.post('/api/users/signup', hackerSignup({ username: existing.username })));
    expect([byName.statusCode, byName.json().code]).toEqual([400, 'USERNAME_EXISTS']);
  });

  it.each(['admin', 'root', 'support', 'staff', 'Admin', 'support_1'])('answers FORBIDDEN_USERNAME for %s', async (username) => {
    const response = await expectUnchanged(ctx.db, () => new TestClient(ctx.app).post('/api/users/signup', hackerSignup({ username })));
    expect([response.statusCode, response.json().code]).toEqual([400, 'FORBIDDEN_USERNAME']);
  });

  it('answers REGISTRATION_DISABLED while the platform switch is on', async () => {
    await withSetting(ctx.db, 'REGISTRATION_DISABLED', true, async () => {
      const response = await expectUnchanged(ctx.db, () => new TestClient(ctx.app).post('/api/users/signup', hackerSignup()), [
        'users',
        'emails',
        'user_tokens',
      ]);
      expect([response.statusCode, response.json().code]).toEqual([400, 'REGISTRATION_DISABLED']);
    });
  });

  it('records who referred the new user', async () => {
    const referrer = await createUser(ctx.db);
    const [row] = await ctx.db.select({ code: users.referralCode }).from(users).where(eq(users.id, referrer.id));
    const response = await new TestClient(ctx.app).post('/api/users/signup', hackerSignup({ referralCode: row!.code.toLowerCase() }));
    expect(response.statusCode).toBe(201);
    expect(response.json().referralSubmitted).toBe(true);
    const bad = await expectUnchanged(ctx.db, () => new TestClient(ctx.app).post('/api/users/signup', hackerSignup({ referralCode: 'NOPE0000' })));
    expect(bad.statusCode).toBe(422);
    expect(bad.json().fields.referralCode).toEqual(['Invalid invitation code']);
  });
});

describe('activation', () => {
  async function signUp() {
    const body = hackerSignup();
    await new TestClient(ctx.app).post('/api/users/signup', body);
    return { email: body.email.toLowerCase(), password: body.password };
  }

  it('activates once with the emailed code; the code then answers REQUEST_EXPIRED', async () => {
    const { email, password } = await signUp();
    const client = new TestClient(ctx.app);
    const before = await client.post('/api/users/login', { email, password });
    expect([before.statusCode, before.json().code]).toEqual([403, 'ACCOUNT_INACTIVE']);
    const code = await emailedCode(ctx.db, email, '/auth/activate');
    // Following the link (a GET, as a mail scanner or a prefetch would) checks the code and changes nothing.
    const checked = await expectUnchanged(ctx.db, () => client.get(`/api/users/activate?code=${encodeURIComponent(code)}`));
    expect(checked.statusCode).toBe(200);
    expect((await client.post('/api/users/login', { email, password })).statusCode).toBe(403);
    expect((await client.post('/api/users/activate', { code })).statusCode).toBe(200);
    const again = await expectUnchanged(ctx.db, () => client.post('/api/users/activate', { code }));
    expect([again.statusCode, again.json().code]).toEqual([400, 'REQUEST_EXPIRED']);
    const checkedAgain = await client.get(`/api/users/activate?code=${encodeURIComponent(code)}`);
    expect([checkedAgain.statusCode, checkedAgain.json().code]).toEqual([400, 'REQUEST_EXPIRED']);
    expect((await client.post('/api/users/login', { email, password })).statusCode).toBe(200);
  });

  it('refuses an expired or unknown code', async () => {
    const { email } = await signUp();
    const code = await emailedCode(ctx.db, email, '/auth/activate');
    await ctx.db
      .update(userTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(userTokens.purpose, 'activation'));
    const expired = await expectUnchanged(ctx.db, () => new TestClient(ctx.app).post('/api/users/activate', { code }));
    expect(expired.json().code).toBe('REQUEST_EXPIRED');
    const unknown = await new TestClient(ctx.app).post('/api/users/activate', { code: 'nope' });
    expect([unknown.statusCode, unknown.json().code]).toEqual([400, 'REQUEST_EXPIRED']);
  });

  it('resends at most once per countdown and answers the same for unknown addresses', async () => {
    const { email } = await signUp();
    const client = new TestClient(ctx.app);
    expect((await client.post('/api/users/resend-activation', { email })).json()).toEqual({ ok: true });
    expect(await emailsTo(ctx.db, email)).toHaveLength(1);
    await ctx.db
      .update(users)
      .set({ activationSentAt: new Date(Date.now() - 61_000) })
      .where(eq(users.email, email));
    await client.post('/api/users/resend-activation', { email });
    expect(await emailsTo(ctx.db, email)).toHaveLength(2);
    const unknown = await expectUnchanged(ctx.db, () => client.post('/api/users/resend-activation', { email: 'nobody@example.test' }));
    expect(unknown.json()).toEqual({ ok: true });
  });
});
