import { generate } from 'otplib';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginAttempts, otpRecoveryCodes } from '../../db/schema/index.ts';
import { expectUnchanged } from '../../test/db-snapshot.ts';
import { createUser, DEFAULT_PASSWORD, otpFor, signedInClient, type TestUser } from '../../test/factories.ts';
import { emailsTo } from '../../test/mail.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { TestClient } from '../../test/test-client.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({}, { poolSize: 8 });
});

const CODE_FORMAT = /^[a-z2-7]{5}-[a-z2-7]{5}$/;

/** A user with two-factor on and a fresh set of recovery codes (through the regeneration route). */
async function userWithCodes(): Promise<{ user: TestUser; client: TestClient; codes: string[] }> {
  const user = await createUser(ctx.db, { withOtp: true });
  const client = await signedInClient(ctx.app, ctx.db, user);
  const response = await client.post('/api/users/me/otp/recovery-codes', { otp: await otpFor(user) });
  expect(response.statusCode).toBe(200);
  return { user, client, codes: response.json().recoveryCodes };
}

const signIn = (user: TestUser, second: { recoveryCode?: string; otp?: string }) =>
  new TestClient(ctx.app).post('/api/users/login', { email: user.email, password: DEFAULT_PASSWORD, ...second });

const unusedCodes = async (userId: string) =>
  (await ctx.db.select().from(otpRecoveryCodes).where(eq(otpRecoveryCodes.userId, userId))).filter((row) => row.usedAt === null).length;

describe('recovery codes at two-factor set-up', () => {
  it('answers the user and 10 one-time codes once; only their hashes are stored', async () => {
    const user = await createUser(ctx.db);
    const client = await signedInClient(ctx.app, ctx.db, user);
    const init = (await client.post('/api/users/me/otp/init')).json();
    const confirmed = await client.post('/api/users/me/otp/confirm', { otp: await generate({ secret: init.secret }) });
    expect(confirmed.statusCode).toBe(200);
    const body = confirmed.json();
    expect(body).toMatchObject({ id: user.id, email: user.email, otpEnabled: true, otpEnrollmentRequired: false });
    expect(body.recoveryCodes).toHaveLength(10);
    expect(new Set(body.recoveryCodes).size).toBe(10);
    for (const code of body.recoveryCodes) expect(code).toMatch(CODE_FORMAT);

    const rows = await ctx.db.select().from(otpRecoveryCodes).where(eq(otpRecoveryCodes.userId, user.id));
    expect(rows).toHaveLength(10);
    const stored = JSON.stringify(rows);
    for (const code of body.recoveryCodes) {
      expect(stored).not.toContain(code);
      expect(stored).not.toContain(code.replace('-', ''));
    }
    expect((await client.get('/api/users/me')).json()).not.toHaveProperty('recoveryCodes');
    expect((await client.get('/api/users/me/otp/recovery-codes')).json()).toEqual({ remaining: 10 });
  });

  it('answers remaining 0 and refuses regeneration for a user without two-factor', async () => {
    const user = await createUser(ctx.db);
    const client = await signedInClient(ctx.app, ctx.db, user);
    expect((await client.get('/api/users/me/otp/recovery-codes')).json()).toEqual({ remaining: 0 });
    const refused = await expectUnchanged(ctx.db, () => client.post('/api/users/me/otp/recovery-codes', { otp: '123456' }));
    expect([refused.statusCode, refused.json().code]).toEqual([400, 'INVALID_OTP']);
  });
});

describe('signing in with a recovery code', () => {
  it('works once in place of the code, marks it used and emails a notice', async () => {
    const { user, codes } = await userWithCodes();
    const code = codes[0]!;
    const response = await signIn(user, { recoveryCode: code });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: user.id, otpEnabled: true });
    expect(response.cookies.find((cookie) => cookie.name === 'bb_session')?.value).toBeTruthy();
    expect(await unusedCodes(user.id)).toBe(9);

    const [notice] = await emailsTo(ctx.db, user.email);
    expect(notice).toMatchObject({ template: 'otpRecoveryCodeUsed', subject: 'Accesso con un codice di recupero' });
    expect(notice!.textBody).toContain('te ne restano 9');
    expect(notice!.textBody).toContain('http://localhost:3000/account?tab=security');

    const replay = await expectUnchanged(ctx.db, () => signIn(user, { recoveryCode: code }));
    expect([replay.statusCode, replay.json().code]).toEqual([400, 'INVALID_OTP']);
    expect(replay.cookies.find((cookie) => cookie.name === 'bb_session')).toBeUndefined();
  });

  it('accepts the code in any case, with spaces or without the dash', async () => {
    const { user, codes } = await userWithCodes();
    expect((await signIn(user, { recoveryCode: ` ${codes[1]!.toUpperCase().replace('-', ' ')} ` })).statusCode).toBe(200);
    expect((await signIn(user, { recoveryCode: codes[2]!.replace('-', '') })).statusCode).toBe(200);
    expect(await unusedCodes(user.id)).toBe(8);
  });

  it('counts a wrong code as a failed attempt, up to the lockout', async () => {
    const { user, codes } = await userWithCodes();
    for (const wrong of ['aaaaa-aaaaa', 'not a code', codes[0]!.replace(/^./, (c) => (c === 'a' ? 'b' : 'a'))]) {
      const refused = await expectUnchanged(ctx.db, () => signIn(user, { recoveryCode: wrong }));
      expect([refused.statusCode, refused.json().code]).toEqual([400, 'INVALID_OTP']);
    }
    const failures = await ctx.db
      .select()
      .from(loginAttempts)
      .where(and(eq(loginAttempts.email, user.email), eq(loginAttempts.succeeded, false)));
    expect(failures).toHaveLength(3);
    for (let i = 0; i < 7; i++) await signIn(user, { recoveryCode: 'aaaaa-aaaaa' });
    const locked = await expectUnchanged(ctx.db, () => signIn(user, { recoveryCode: codes[0]! }));
    expect([locked.statusCode, locked.json().code]).toEqual([429, 'TOO_MANY_REQUESTS']);
    expect(await unusedCodes(user.id)).toBe(10);
  });

  it('lets only one of two simultaneous sign-ins spend the same code', async () => {
    const { user, codes } = await userWithCodes();
    const responses = await Promise.all(Array.from({ length: 4 }, () => signIn(user, { recoveryCode: codes[3]! })));
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 400, 400, 400]);
    expect(await unusedCodes(user.id)).toBe(9);
    expect((await emailsTo(ctx.db, user.email)).filter((email) => email.template === 'otpRecoveryCodeUsed')).toHaveLength(1);
  });

  it('is not needed by an account without two-factor (the field is ignored, like otp)', async () => {
    const user = await createUser(ctx.db);
    expect((await signIn(user, { recoveryCode: 'aaaaa-aaaaa' })).statusCode).toBe(200);
  });
});

describe('regenerating and removing recovery codes', () => {
  it('replaces every code with a current code from the app; the old ones stop working', async () => {
    const { user, client, codes } = await userWithCodes();
    await signIn(user, { recoveryCode: codes[0]! });
    expect((await client.get('/api/users/me/otp/recovery-codes')).json()).toEqual({ remaining: 9 });

    const wrong = await expectUnchanged(ctx.db, () => client.post('/api/users/me/otp/recovery-codes', { otp: '000000' }));
    expect([wrong.statusCode, wrong.json().code]).toEqual([400, 'INVALID_OTP']);
    const invalid = await client.post('/api/users/me/otp/recovery-codes', {});
    expect([invalid.statusCode, invalid.json().code]).toEqual([422, 'VALIDATION_ERROR']);

    const fresh = await client.post('/api/users/me/otp/recovery-codes', { otp: await otpFor(user, Math.floor(Date.now() / 1000) + 30) });
    expect(fresh.statusCode).toBe(200);
    const newCodes: string[] = fresh.json().recoveryCodes;
    expect(newCodes).toHaveLength(10);
    expect(newCodes.filter((code) => codes.includes(code))).toEqual([]);
    expect((await client.get('/api/users/me/otp/recovery-codes')).json()).toEqual({ remaining: 10 });
    expect((await signIn(user, { recoveryCode: codes[1]! })).json().code).toBe('INVALID_OTP');
    expect((await signIn(user, { recoveryCode: newCodes[0]! })).statusCode).toBe(200);
  });

  it('deletes the codes when two-factor is turned off', async () => {
    const { user, client } = await userWithCodes();
    const off = await client.delete('/api/users/me/otp', { otp: await otpFor(user, Math.floor(Date.now() / 1000) + 30), password: DEFAULT_PASSWORD });
    expect(off.json().otpEnabled).toBe(false);
    expect(await ctx.db.select().from(otpRecoveryCodes).where(eq(otpRecoveryCodes.userId, user.id))).toEqual([]);
    expect((await client.get('/api/users/me/otp/recovery-codes')).json()).toEqual({ remaining: 0 });
  });

  it('needs a signed-in user', async () => {
    const anonymous = new TestClient(ctx.app);
    expect((await anonymous.get('/api/users/me/otp/recovery-codes')).statusCode).toBe(401);
    expect((await anonymous.post('/api/users/me/otp/recovery-codes', { otp: '123456' })).statusCode).toBe(401);
  });
});
