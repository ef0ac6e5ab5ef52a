import { generate } from 'otplib';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { expectUnchanged } from '../../test/db-snapshot.ts';
import { createUser, DEFAULT_PASSWORD, otpFor, signedInClient } from '../../test/factories.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { TestClient } from '../../test/test-client.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});

describe('two-factor set-up', () => {
  it('enables TOTP: init gives a secret and an otpauth URI, confirm checks a code', async () => {
    const user = await createUser(ctx.db);
    const client = await signedInClient(ctx.app, ctx.db, user);
    const init = (await client.post('/api/users/me/otp/init')).json();
    expect(init.uri).toMatch(/^otpauth:\/\/totp\//);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.otpPendingSecret).not.toContain(init.secret);
    const wrong = await expectUnchanged(ctx.db, () => client.post('/api/users/me/otp/confirm', { otp: '000000' }));
    expect([wrong.statusCode, wrong.json().code]).toEqual([400, 'INVALID_OTP']);
    const confirmed = await client.post('/api/users/me/otp/confirm', { otp: await generate({ secret: init.secret }) });
    expect(confirmed.json().otpEnabled).toBe(true);
    const again = await expectUnchanged(ctx.db, () => client.post('/api/users/me/otp/init'));
    expect(again.json().code).toBe('OTP_ALREADY_INITIALIZED');
    const login = await new TestClient(ctx.app).post('/api/users/login', { email: user.email, password: DEFAULT_PASSWORD });
    expect(login.json().code).toBe('INVALID_OTP');
  });

  it('answers OTP_INITIALIZATION_EXPIRED when confirm comes too late or without init', async () => {
    const user = await createUser(ctx.db);
    const client = await signedInClient(ctx.app, ctx.db, user);
    const none = await expectUnchanged(ctx.db, () => client.post('/api/users/me/otp/confirm', { otp: '123456' }));
    expect(none.json().code).toBe('OTP_INITIALIZATION_EXPIRED');
    await client.post('/api/users/me/otp/init');
    await ctx.db
      .update(users)
      .set({ otpPendingExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(users.id, user.id));
    const late = await expectUnchanged(ctx.db, () => client.post('/api/users/me/otp/confirm', { otp: '123456' }));
    expect(late.json().code).toBe('OTP_INITIALIZATION_EXPIRED');
  });

  it('lets hackers turn it off with code and password; staff cannot', async () => {
    const hacker = await createUser(ctx.db, { withOtp: true });
    const client = await signedInClient(ctx.app, ctx.db, hacker);
    const badPassword = await expectUnchanged(ctx.db, () => client.delete('/api/users/me/otp', { otp: '000000', password: 'Wrong-Passw0rd' }));
    expect(badPassword.json().code).toBe('INVALID_PASSWORD');
    const badCode = await expectUnchanged(ctx.db, () => client.delete('/api/users/me/otp', { otp: '000000', password: DEFAULT_PASSWORD }));
    expect(badCode.json().code).toBe('INVALID_OTP');
    expect((await client.delete('/api/users/me/otp', { otp: await otpFor(hacker), password: DEFAULT_PASSWORD })).json().otpEnabled).toBe(false);
    const staff = await createUser(ctx.db, { userType: 'staff' });
    const staffClient = await signedInClient(ctx.app, ctx.db, staff);
    const refused = await expectUnchanged(ctx.db, () => staffClient.delete('/api/users/me/otp', { otp: '000000', password: DEFAULT_PASSWORD }));
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'FORBIDDEN']);
  });
});

describe('two-factor required for staff and super admins', () => {
  it.each(['staff', 'superadmin'] as const)('a %s without it reaches only the enrolment calls until enrolled', async (userType) => {
    const user = await createUser(ctx.db, { userType, withOtp: false });
    const login = new TestClient(ctx.app);
    const signIn = await login.post('/api/users/login', { email: user.email, password: DEFAULT_PASSWORD });
    expect(signIn.json().otpEnrollmentRequired).toBe(true);
    expect((await login.get('/api/users/me')).statusCode).toBe(200);
    const blocked = await login.get('/api/users/me/notification-settings');
    expect([blocked.statusCode, blocked.json().code]).toEqual([403, 'OTP_ENROLLMENT_REQUIRED']);
    const init = (await login.post('/api/users/me/otp/init')).json();
    const me = (await login.post('/api/users/me/otp/confirm', { otp: await generate({ secret: init.secret }) })).json();
    expect(me.otpEnrollmentRequired).toBe(false);
    expect((await login.get('/api/users/me/notification-settings')).statusCode).toBe(200);
  });
});
