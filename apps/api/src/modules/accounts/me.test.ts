import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema/index.ts';
import { expectUnchanged } from '../../test/db-snapshot.ts';
import { clientAs, createUser, DEFAULT_PASSWORD, signedInClient } from '../../test/factories.ts';
import { emailsTo } from '../../test/mail.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { TestClient } from '../../test/test-client.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});

const signIn = async (overrides = {}) => {
  const user = await createUser(ctx.db, overrides);
  return { user, client: await signedInClient(ctx.app, ctx.db, user) };
};

describe('GET /api/users/session', () => {
  it('answers a visitor 200 with no user (the web app asks on every page load; a visitor is no error)', async () => {
    const response = await expectUnchanged(ctx.db, () => new TestClient(ctx.app).get('/api/users/session'));
    expect([response.statusCode, response.json()]).toEqual([200, { user: null }]);
  });

  it('answers the signed-in user as /api/users/me does, and a visitor again once the session is gone', async () => {
    const { client } = await signIn();
    const me = (await client.get('/api/users/me')).json();
    expect((await client.get('/api/users/session')).json()).toEqual({ user: me });
    expect((await client.post('/api/users/logout')).statusCode).toBe(200);
    expect((await client.get('/api/users/session')).json()).toEqual({ user: null });
  });

  it('answers a staff member still to enrol two-factor (the enrolment screen needs them)', async () => {
    const { client } = await clientAs(ctx.app, ctx.db, 'staff');
    const session = (await client.get('/api/users/session')).json();
    expect(session.user).toMatchObject({ userType: 'staff', otpEnrollmentRequired: expect.any(Boolean) });
  });
});

describe('GET and PATCH /api/users/me', () => {
  it('answers 401 UNAUTHENTICATED without a session', async () => {
    const response = await new TestClient(ctx.app).get('/api/users/me');
    expect([response.statusCode, response.json().code]).toEqual([401, 'UNAUTHENTICATED']);
  });

  it('shows a company user their company roles', async () => {
    const { client } = await clientAs(ctx.app, ctx.db, 'company');
    const me = (await client.get('/api/users/me')).json();
    expect(me.permissions.companyRoles).toEqual([{ companyId: expect.any(String), role: 'ADMIN' }]);
  });

  it('changes names and language, and refuses blank names without changing anything', async () => {
    const { client } = await signIn();
    const updated = await client.patch('/api/users/me', { firstName: ' Ada ', lastName: 'Lovelace', language: 'it' });
    expect(updated.json()).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace', language: 'it' });
    const blank = await expectUnchanged(ctx.db, () => client.patch('/api/users/me', { firstName: '   ' }));
    expect([blank.statusCode, blank.json().fields.firstName]).toEqual([422, ['This field is mandatory']]);
  });

  it('refuses a picture that is not an upload of the user', async () => {
    const { client } = await signIn();
    const response = await expectUnchanged(ctx.db, () => client.patch('/api/users/me', { picture: '00000000-0000-4000-8000-000000000000' }));
    expect(response.statusCode).toBe(422);
    expect(response.json().fields).toHaveProperty('picture');
  });
});

describe('username, email, password, deactivation', () => {
  it('changes the username; USERNAME_EXISTS and FORBIDDEN_USERNAME change nothing', async () => {
    const { client } = await signIn();
    const other = await createUser(ctx.db);
    const taken = await expectUnchanged(ctx.db, () => client.post('/api/users/me/change-username', { username: other.username }));
    expect(taken.json().code).toBe('USERNAME_EXISTS');
    const reserved = await expectUnchanged(ctx.db, () => client.post('/api/users/me/change-username', { username: 'root' }));
    expect(reserved.json().code).toBe('FORBIDDEN_USERNAME');
    const fresh = `renamed_${Date.now()}`;
    expect((await client.post('/api/users/me/change-username', { username: fresh.toUpperCase() })).json().username).toBe(fresh);
  });

  it('changes the email, notifies both addresses and signs the user out everywhere', async () => {
    const { user, client } = await signIn();
    const other = await createUser(ctx.db);
    const taken = await expectUnchanged(ctx.db, () => client.post('/api/users/me/change-email', { email: other.email }));
    expect(taken.json().code).toBe('EMAIL_EXISTS');
    const newEmail = `moved_${Date.now()}@example.test`;
    expect((await client.post('/api/users/me/change-email', { email: newEmail })).statusCode).toBe(200);
    expect((await client.get('/api/users/me')).statusCode).toBe(401);
    expect(await ctx.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
    expect(await emailsTo(ctx.db, user.email)).toHaveLength(1);
    expect((await new TestClient(ctx.app).post('/api/users/login', { email: newEmail, password: DEFAULT_PASSWORD })).statusCode).toBe(200);
  });

  it('changes the password, keeping this session and ending the others; INVALID_PASSWORD changes nothing', async () => {
    const { user, client } = await signIn();
    const otherSession = await signedInClient(ctx.app, ctx.db, user);
    const wrong = await expectUnchanged(ctx.db, () =>
      client.post('/api/users/me/change-password', { oldPassword: 'Wrong-Passw0rd', newPassword: 'N3w-Password!' }),
    );
    expect([wrong.statusCode, wrong.json().code]).toEqual([400, 'INVALID_PASSWORD']);
    expect((await client.post('/api/users/me/change-password', { oldPassword: DEFAULT_PASSWORD, newPassword: 'N3w-Password!' })).statusCode).toBe(200);
    expect((await client.get('/api/users/me')).statusCode).toBe(200);
    expect((await otherSession.get('/api/users/me')).statusCode).toBe(401);
  });

  it('deactivates with the password; the account can no longer sign in', async () => {
    const { user, client } = await signIn();
    const wrong = await expectUnchanged(ctx.db, () => client.delete('/api/users', { password: 'Wrong-Passw0rd' }));
    expect(wrong.json().code).toBe('INVALID_PASSWORD');
    expect((await client.delete('/api/users', { password: DEFAULT_PASSWORD })).statusCode).toBe(200);
    expect((await client.get('/api/users/me')).statusCode).toBe(401);
    const again = await new TestClient(ctx.app).post('/api/users/login', { email: user.email, password: DEFAULT_PASSWORD });
    expect([again.statusCode, again.json().code]).toEqual([403, 'ACCOUNT_INACTIVE']);
  });

  it("ends a blocked user's access at their next request", async () => {
    const { user, client } = await signIn();
    await ctx.db.update(users).set({ isBlocked: true }).where(eq(users.id, user.id));
    await new Promise((resolve) => setTimeout(resolve, 5_100)); // the session cache lives 5 s
    expect((await client.get('/api/users/me')).statusCode).toBe(401);
  });
});

describe('notification settings', () => {
  it.each([
    ['hacker', ['invitationReceived', 'invitationUpdate', 'programApproved', 'reportFinalized', 'reportUpdate']],
    ['company', ['invitationReceived', 'invitationUpdate', 'programApproved', 'reportReceived', 'reportUpdate']],
    ['staff', ['invitationReceived', 'invitationUpdate', 'programCreated', 'reportReceived', 'reportUpdate']],
  ] as const)('offers %s only its switches', async (userType, keys) => {
    const { client } = await clientAs(ctx.app, ctx.db, userType);
    expect(Object.keys((await client.get('/api/users/me/notification-settings')).json()).sort()).toEqual(keys);
  });

  it('changes one switch, and refuses a switch the user type is not offered', async () => {
    const { client } = await signIn();
    expect((await client.patch('/api/users/me/notification-settings', { reportUpdate: false })).json().reportUpdate).toBe(false);
    expect((await client.get('/api/users/me/notification-settings')).json().reportUpdate).toBe(false);
    const refused = await expectUnchanged(ctx.db, () => client.patch('/api/users/me/notification-settings', { programCreated: false }));
    expect([refused.statusCode, Object.keys(refused.json().fields)]).toEqual([422, ['programCreated']]);
  });
});

describe('referral', () => {
  it('takes a code once: own code and unknown codes are 422, a second one REFERRAL_ALREADY_SUBMITTED', async () => {
    const { client } = await signIn();
    const me = (await client.get('/api/users/me')).json();
    const own = await expectUnchanged(ctx.db, () => client.post('/api/users/me/referral', { code: me.referralCode }));
    expect([own.statusCode, own.json().fields.code]).toEqual([422, ['You cannot use your own invitation code']]);
    const unknown = await expectUnchanged(ctx.db, () => client.post('/api/users/me/referral', { code: 'ZZZZ9999' }));
    expect(unknown.statusCode).toBe(422);
    const referrer = await createUser(ctx.db);
    const [row] = await ctx.db.select({ code: users.referralCode }).from(users).where(eq(users.id, referrer.id));
    expect((await client.post('/api/users/me/referral', { code: row!.code })).json().referralSubmitted).toBe(true);
    const again = await expectUnchanged(ctx.db, () => client.post('/api/users/me/referral', { code: row!.code }));
    expect([again.statusCode, again.json().code]).toEqual([400, 'REFERRAL_ALREADY_SUBMITTED']);
  });
});

describe('public profile', () => {
  it("shows another user's card without private fields, 404 for unknown ids", async () => {
    const { client } = await signIn();
    const other = await createUser(ctx.db);
    const card = (await client.get(`/api/users/profile/${other.id}`)).json();
    expect(Object.keys(card).sort()).toEqual(['firstName', 'id', 'isBlocked', 'lastName', 'picture', 'userType', 'username']);
    expect((await client.get('/api/users/profile/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});
