import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema/index.ts';
import { expectUnchanged } from '../../test/db-snapshot.ts';
import { clientAs, createCompany, createUser, DEFAULT_PASSWORD, signedInClient, unique, type TestUser } from '../../test/factories.ts';
import { emailedCode, emailsTo } from '../../test/mail.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { TestClient } from '../../test/test-client.ts';
import { ADMIN_TABLES, auditEntries } from './admin.test-support.ts';

let ctx: TestContext;
let admin: { user: TestUser; client: TestClient };
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await clientAs(ctx.app, ctx.db, 'superadmin');
});

const ROW_FIELDS = ['createdAt', 'email', 'firstName', 'id', 'isBlocked', 'lastName', 'picture', 'userType', 'username'];
const login = (user: { email: string }, password = DEFAULT_PASSWORD) => new TestClient(ctx.app).post('/api/users/login', { email: user.email, password });
const errorOf = (response: { statusCode: number; json: () => { code: string } }) => [response.statusCode, response.json().code];

describe('GET /api/users/staff', () => {
  const tag = unique('st');
  beforeAll(async () => {
    await createUser(ctx.db, { userType: 'staff', username: `${tag}_anna`, firstName: 'Annalisa' });
    await createUser(ctx.db, { userType: 'staff', username: `${tag}_bruno`, isBlocked: true });
    await createUser(ctx.db, { userType: 'hacker', username: `${tag}_hacker` });
  });

  it('lists triagers only, with explicit fields and no secrets', async () => {
    const response = await admin.client.get(`/api/users/staff?search=${tag}&sort=username`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.count).toBe(2);
    expect(body.results.map((row: { username: string }) => row.username)).toEqual([`${tag}_anna`, `${tag}_bruno`]);
    for (const row of body.results) expect(Object.keys(row).sort()).toEqual([...ROW_FIELDS, 'removedAt'].sort());
    expect(body.results[0]).toMatchObject({ userType: 'staff', isBlocked: false, picture: null, email: `${tag}_anna@example.test` });
  });

  it('searches first and last names and emails, filters isBlocked, sorts and pages', async () => {
    expect((await admin.client.get('/api/users/staff?search=annalisa')).json().results.map((r: { username: string }) => r.username)).toEqual([`${tag}_anna`]);
    expect((await admin.client.get(`/api/users/staff?search=${tag}_bruno@example`)).json().count).toBe(1);
    expect((await admin.client.get(`/api/users/staff?search=${tag}&isBlocked=true`)).json().results.map((r: { username: string }) => r.username)).toEqual([
      `${tag}_bruno`,
    ]);
    const page = (await admin.client.get(`/api/users/staff?search=${tag}&sort=-username&size=1&page=2`)).json();
    expect(page).toMatchObject({ count: 2, results: [{ username: `${tag}_anna` }] });
  });

  it.each(['kycStatus=approved', 'sort=email', 'passwordHash=x', 'isBlocked=maybe'])('answers 400 INVALID_FILTER for %s', async (query) => {
    expect(errorOf(await expectUnchanged(ctx.db, () => admin.client.get(`/api/users/staff?${query}`), ADMIN_TABLES))).toEqual([400, 'INVALID_FILTER']);
  });
});

describe('GET /api/users/hackers', () => {
  const tag = unique('hk');
  beforeAll(async () => {
    const a = await createUser(ctx.db, { username: `${tag}_a` });
    const b = await createUser(ctx.db, { username: `${tag}_b`, isBlocked: true });
    await createUser(ctx.db, { username: `${tag}_c` });
    await createUser(ctx.db, { userType: 'company', username: `${tag}_company` });
    await ctx.db.update(users).set({ kycStatus: 'approved' }).where(eq(users.id, a.id));
    await ctx.db.update(users).set({ kycStatus: 'pending' }).where(eq(users.id, b.id));
  });
  const names = async (query: string) =>
    (await admin.client.get(`/api/users/hackers?search=${tag}&sort=username&${query}`)).json().results.map((r: { username: string }) => r.username);

  it('lists hackers with their KYC status', async () => {
    const body = (await admin.client.get(`/api/users/hackers?search=${tag}&sort=username`)).json();
    expect(body.count).toBe(3);
    expect(body.results[0]).toMatchObject({ username: `${tag}_a`, userType: 'hacker', kycStatus: 'approved' });
    expect(Object.keys(body.results[0]).sort()).toEqual([...ROW_FIELDS, 'kycStatus'].sort());
  });

  it('filters kycStatus (eq, in) and isBlocked, sorts both ways', async () => {
    expect(await names('kycStatus=approved')).toEqual([`${tag}_a`]);
    expect(await names('kycStatus__in=approved,pending')).toEqual([`${tag}_a`, `${tag}_b`]);
    expect(await names('kycStatus__eq=not_started')).toEqual([`${tag}_c`]);
    expect(await names('isBlocked=false')).toEqual([`${tag}_a`, `${tag}_c`]);
    expect((await admin.client.get(`/api/users/hackers?search=${tag}&sort=-username`)).json().results[0].username).toBe(`${tag}_c`);
    expect((await admin.client.get(`/api/users/hackers?search=${tag}`)).json().results[0].username).toBe(`${tag}_c`); // newest first
  });

  it('needs at least 3 characters to search', async () => {
    const response = await expectUnchanged(ctx.db, () => admin.client.get('/api/users/hackers?search=ro'), ADMIN_TABLES);
    expect([response.statusCode, response.json().fields]).toEqual([422, { search: ['Type at least 3 characters to search'] }]);
    expect((await admin.client.get('/api/users/hackers?search=%20%20')).statusCode).toBe(200);
  });

  it.each(['kycStatus=verified', 'kycStatus__icontains=a', 'sort=kycStatus', 'userType=staff'])('answers 400 INVALID_FILTER for %s', async (query) => {
    expect(errorOf(await expectUnchanged(ctx.db, () => admin.client.get(`/api/users/hackers?${query}`), ADMIN_TABLES))).toEqual([400, 'INVALID_FILTER']);
  });
});

describe('GET /api/users/count', () => {
  it('counts users by type', async () => {
    await createUser(ctx.db, { userType: 'company' });
    const rows = (await ctx.db.execute<{ user_type: string; n: number }>(sql`select user_type, count(*)::int as n from users group by user_type`)).rows;
    const expected = Object.fromEntries(rows.map((r) => [r.user_type, r.n]));
    const response = await admin.client.get('/api/users/count');
    expect(response.json()).toEqual({
      hackers: expected.hacker ?? 0,
      companies: expected.company ?? 0,
      staff: expected.staff ?? 0,
      superadmins: expected.superadmin ?? 0,
    });
    expect(response.json().superadmins).toBeGreaterThanOrEqual(1);
  });
});

describe('POST /api/users/staff', () => {
  const invite = (body: Record<string, unknown>) => admin.client.post('/api/users/staff', body);
  const newTriager = () => {
    const username = unique('tri');
    return { email: `${username}@Example.test`, firstName: 'Tina', lastName: 'Triage', username };
  };

  it('creates an inactive triager, records staff.invite and emails a link; the triager sets a password and must then enrol two-factor', async () => {
    const input = newTriager();
    const response = await invite(input);
    expect(response.statusCode).toBe(201);
    const email = input.email.toLowerCase();
    expect(response.json()).toMatchObject({ email, username: input.username, userType: 'staff', isBlocked: false, firstName: 'Tina', lastName: 'Triage' });
    const [row] = await ctx.db.select().from(users).where(eq(users.email, email));
    expect(row).toMatchObject({ userType: 'staff', isActive: false });

    const audit = (await auditEntries(ctx.db, 'staff.invite')).find((e) => e.targetId === row!.id);
    expect(audit).toMatchObject({ actorId: admin.user.id, targetType: 'user', details: { email, username: input.username } });

    const [mail] = await emailsTo(ctx.db, email);
    expect(mail).toMatchObject({ template: 'invitation', language: 'en' });
    expect(mail!.textBody).toContain('as triager');
    expect(errorOf(await login({ email }, 'An0ther-Password!'))).toEqual([401, 'INVALID_CREDENTIALS']); // no known password before accepting

    const code = await emailedCode(ctx.db, email, '/auth/accept-invitation');
    expect((await new TestClient(ctx.app).post('/api/users/accept-invitation', { code, password: 'An0ther-Password!' })).statusCode).toBe(200);
    const signedIn = await login({ email }, 'An0ther-Password!');
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({ userType: 'staff', otpEnrollmentRequired: true });
    expect((await admin.client.get(`/api/users/staff?search=${input.username}`)).json().count).toBe(1);
  });

  it('answers EMAIL_EXISTS, USERNAME_EXISTS and FORBIDDEN_USERNAME with nothing changed', async () => {
    const existing = await createUser(ctx.db);
    const cases = [
      [{ ...newTriager(), email: existing.email.toUpperCase() }, 'EMAIL_EXISTS'],
      [{ ...newTriager(), username: existing.username }, 'USERNAME_EXISTS'],
      [{ ...newTriager(), username: 'support_2' }, 'FORBIDDEN_USERNAME'],
    ] as const;
    for (const [body, code] of cases) {
      const response = await expectUnchanged(ctx.db, () => invite(body), ADMIN_TABLES);
      expect(errorOf(response)).toEqual([400, code]);
    }
  });

  it('answers 422 with every missing or malformed field, nothing changed', async () => {
    const response = await expectUnchanged(ctx.db, () => invite({ email: 'not-an-email', firstName: ' ', username: 'A B' }), ADMIN_TABLES);
    expect(errorOf(response)).toEqual([422, 'VALIDATION_ERROR']);
    expect(Object.keys(response.json().fields).sort()).toEqual(['email', 'firstName', 'lastName', 'username']);
  });

  it('is refused to a triager, nothing changed', async () => {
    const { client } = await clientAs(ctx.app, ctx.db, 'staff');
    expect(errorOf(await expectUnchanged(ctx.db, () => client.post('/api/users/staff', newTriager()), ADMIN_TABLES))).toEqual([403, 'FORBIDDEN']);
  });
});

describe('POST /api/users/{id}/block and /unblock', () => {
  const block = (id: string) => admin.client.post(`/api/users/${id}/block`);
  const unblock = (id: string) => admin.client.post(`/api/users/${id}/unblock`);

  it('blocks a hacker: their open session answers 401 at once, sign-in answers ACCOUNT_BLOCKED, and it is recorded', async () => {
    const hacker = await createUser(ctx.db);
    const session = await signedInClient(ctx.app, ctx.db, hacker);
    expect((await session.get('/api/users/me')).statusCode).toBe(200);

    const response = await block(hacker.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: hacker.id, isBlocked: true, userType: 'hacker' });
    expect(errorOf(await session.get('/api/users/me'))).toEqual([401, 'UNAUTHENTICATED']);
    expect(await ctx.db.select().from(sessions).where(eq(sessions.userId, hacker.id))).toEqual([]);
    expect(errorOf(await login(hacker))).toEqual([403, 'ACCOUNT_BLOCKED']);
    expect((await auditEntries(ctx.db, 'user.block')).filter((e) => e.targetId === hacker.id)).toMatchObject([
      { actorId: admin.user.id, targetType: 'user', details: { userType: 'hacker', username: hacker.username } },
    ]);
  });

  it('blocking twice changes nothing; unblocking lets the user sign in again and is recorded once', async () => {
    const hacker = await createUser(ctx.db);
    await block(hacker.id);
    const again = await expectUnchanged(ctx.db, () => block(hacker.id), ADMIN_TABLES);
    expect([again.statusCode, again.json().isBlocked]).toEqual([200, true]);

    const response = await unblock(hacker.id);
    expect([response.statusCode, response.json().isBlocked]).toEqual([200, false]);
    expect((await login(hacker)).statusCode).toBe(200);
    expect((await expectUnchanged(ctx.db, () => unblock(hacker.id), ADMIN_TABLES)).statusCode).toBe(200);
    expect((await auditEntries(ctx.db, 'user.unblock')).filter((e) => e.targetId === hacker.id)).toHaveLength(1);
  });

  it('works on triagers and company users', async () => {
    const triager = await createUser(ctx.db, { userType: 'staff' });
    const company = await createUser(ctx.db, { userType: 'company' });
    await createCompany(ctx.db, company.id);
    for (const user of [triager, company]) {
      expect((await block(user.id)).json()).toMatchObject({ isBlocked: true, userType: user.userType });
      expect(errorOf(await login(user))).toEqual([403, 'ACCOUNT_BLOCKED']);
      expect((await unblock(user.id)).json().isBlocked).toBe(false);
    }
  });

  it('refuses the super admin themselves (OWN_USER), another super admin (FORBIDDEN) and an unknown id (404), nothing changed', async () => {
    const other = await createUser(ctx.db, { userType: 'superadmin' });
    const cases = [
      [() => block(admin.user.id), [400, 'OWN_USER']],
      [() => unblock(admin.user.id), [400, 'OWN_USER']],
      [() => block(other.id), [403, 'FORBIDDEN']],
      [() => unblock(other.id), [403, 'FORBIDDEN']],
      [() => block('5b0c1d7e-0000-4000-8000-000000000000'), [404, 'NOT_FOUND']],
      [() => block('not-a-uuid'), [422, 'VALIDATION_ERROR']],
    ] as const;
    for (const [call, expected] of cases) expect(errorOf(await expectUnchanged(ctx.db, call, ADMIN_TABLES))).toEqual(expected);
  });

  it('is refused to a triager, nothing changed', async () => {
    const hacker = await createUser(ctx.db);
    const { client } = await clientAs(ctx.app, ctx.db, 'staff');
    expect(errorOf(await expectUnchanged(ctx.db, () => client.post(`/api/users/${hacker.id}/block`), ADMIN_TABLES))).toEqual([403, 'FORBIDDEN']);
  });
});
