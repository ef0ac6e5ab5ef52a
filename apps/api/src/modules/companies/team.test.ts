import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { companyMembers, sessions } from '../../db/schema/index.ts';
import { createUser, DEFAULT_PASSWORD, signedInClient } from '../../test/factories.ts';
import { emailedCode, emailsTo } from '../../test/mail.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { TestClient } from '../../test/test-client.ts';
import { addMember, companyWithAdmin, errorOf, signIn, unchanged } from './companies.test-support.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});

const membership = async (companyId: string, userId: string) =>
  (
    await ctx.db
      .select()
      .from(companyMembers)
      .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, userId)))
  )[0];
const sessionCount = async (userId: string) => (await ctx.db.select().from(sessions).where(eq(sessions.userId, userId))).length;
const login = (email: string, password = DEFAULT_PASSWORD) => new TestClient(ctx.app).post('/api/users/login', { email, password });
const invitation = (companyId: string, overrides: Record<string, unknown> = {}) => {
  const username = `inv_${Math.random().toString(36).slice(2, 10)}`;
  return { companyId, firstName: 'Grace', lastName: 'Hopper', username, email: `${username}@example.test`, role: 'TRIAGER', ...overrides };
};

describe('GET /api/companies/{id}/members', () => {
  it('lists the team with users joined, searched, filtered, sorted and paged', async () => {
    const { user: admin, client, companyId } = await companyWithAdmin(ctx);
    // A name with letters no random hex username or email holds ('ada' is hex: it turned up in one by chance).
    const ada = await addMember(ctx, companyId, { firstName: 'Ottavia' });
    const blocked = await addMember(ctx, companyId, { role: 'ADMIN', isBlocked: true, firstName: 'Blocked' });

    const all = (await client.get(`/api/companies/${companyId}/members`)).json();
    expect(all.count).toBe(3);
    expect(all.results[0]).toEqual({
      id: expect.any(String),
      userId: admin.id,
      firstName: 'Test',
      lastName: 'User',
      username: admin.username,
      email: admin.email,
      role: 'ADMIN',
      inviteStatus: 'accepted',
      isBlocked: false,
      createdAt: expect.any(String),
    });
    expect((await client.get(`/api/companies/${companyId}/members?search=ottavia`)).json().results.map((m: { userId: string }) => m.userId)).toEqual([
      ada.user.id,
    ]);
    expect((await client.get(`/api/companies/${companyId}/members?search=${encodeURIComponent(blocked.user.email)}`)).json().count).toBe(1);
    expect((await client.get(`/api/companies/${companyId}/members?role=ADMIN&isBlocked=true`)).json().results.map((m: { userId: string }) => m.userId)).toEqual(
      [blocked.user.id],
    );
    const page = (await client.get(`/api/companies/${companyId}/members?sort=-createdAt&size=2&page=2`)).json();
    expect([page.count, page.results.map((m: { userId: string }) => m.userId)]).toEqual([3, [admin.id]]);
  });

  it('shows the list to triager members and to super admins', async () => {
    const { companyId } = await companyWithAdmin(ctx);
    const triager = await addMember(ctx, companyId);
    expect((await triager.client.get(`/api/companies/${companyId}/members`)).json().count).toBe(2);
    const superadmin = await signIn(ctx, 'superadmin');
    expect((await superadmin.client.get(`/api/companies/${companyId}/members`)).json().count).toBe(2);
  });

  it("answers 404 for another company's team and for unknown companies", async () => {
    const { client } = await companyWithAdmin(ctx);
    const other = await companyWithAdmin(ctx);
    expect(errorOf(await client.get(`/api/companies/${other.companyId}/members`))).toEqual([404, 'NOT_FOUND']);
    const superadmin = await signIn(ctx, 'superadmin');
    expect(errorOf(await superadmin.client.get('/api/companies/00000000-0000-4000-8000-000000000000/members'))).toEqual([404, 'NOT_FOUND']);
  });

  it('refuses filters and sorts off the allow-list with 400 INVALID_FILTER', async () => {
    const { client, companyId } = await companyWithAdmin(ctx);
    expect(errorOf(await client.get(`/api/companies/${companyId}/members?passwordHash=x`))).toEqual([400, 'INVALID_FILTER']);
    expect(errorOf(await client.get(`/api/companies/${companyId}/members?sort=passwordHash`))).toEqual([400, 'INVALID_FILTER']);
  });
});

describe('POST /api/companies/collaborators/invite', () => {
  it('invites a collaborator who sets a password, signs in and appears as accepted', async () => {
    const { client, companyId } = await companyWithAdmin(ctx);
    const body = invitation(companyId, { role: 'ADMIN', email: 'Grace.Hopper@Example.test' });
    const response = await client.post('/api/companies/collaborators/invite', body);
    expect(response.statusCode).toBe(201);
    const invited = response.json();
    expect(invited).toMatchObject({ email: 'grace.hopper@example.test', role: 'ADMIN', inviteStatus: 'pending', isBlocked: false, firstName: 'Grace' });

    const [email] = await emailsTo(ctx.db, 'grace.hopper@example.test');
    expect(email!.textBody).toContain('invited you as administrator');
    // Nobody knows the invitee's password until they choose one.
    expect(errorOf(await login('grace.hopper@example.test'))).toEqual([401, 'INVALID_CREDENTIALS']);

    const code = await emailedCode(ctx.db, 'grace.hopper@example.test', '/auth/accept-invitation');
    expect((await new TestClient(ctx.app).post('/api/users/accept-invitation', { code, password: 'N3w-Password!' })).statusCode).toBe(200);
    const signedIn = await login('grace.hopper@example.test', 'N3w-Password!');
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({ userType: 'company', permissions: { companyRoles: [{ companyId, role: 'ADMIN' }] } });

    const members = (await client.get(`/api/companies/${companyId}/members?inviteStatus=accepted&search=grace`)).json();
    expect(members.results).toEqual([{ ...invited, inviteStatus: 'accepted' }]);
  });

  it('refuses taken or reserved names with their codes, changing nothing', async () => {
    const { client, companyId } = await companyWithAdmin(ctx);
    const existing = await createUser(ctx.db);
    const cases = [
      [invitation(companyId, { email: existing.email }), 'EMAIL_EXISTS'],
      [invitation(companyId, { username: existing.username }), 'USERNAME_EXISTS'],
      [invitation(companyId, { username: 'support' }), 'FORBIDDEN_USERNAME'],
    ] as const;
    for (const [body, code] of cases)
      expect(errorOf(await unchanged(ctx, () => client.post('/api/companies/collaborators/invite', body)))).toEqual([400, code]);
  });

  it('answers 422 on bad fields and roles, changing nothing', async () => {
    const { client, companyId } = await companyWithAdmin(ctx);
    const response = await unchanged(ctx, () =>
      client.post('/api/companies/collaborators/invite', invitation(companyId, { role: 'OWNER', email: 'nope', firstName: '' })),
    );
    expect([response.statusCode, Object.keys(response.json().fields).sort()]).toEqual([422, ['email', 'firstName', 'role']]);
  });

  it('lets only administrators of that company invite: 403 for a triager, 404 for another company', async () => {
    const { companyId } = await companyWithAdmin(ctx);
    const triager = await addMember(ctx, companyId);
    expect(errorOf(await unchanged(ctx, () => triager.client.post('/api/companies/collaborators/invite', invitation(companyId))))).toEqual([403, 'FORBIDDEN']);
    const other = await companyWithAdmin(ctx);
    expect(errorOf(await unchanged(ctx, () => other.client.post('/api/companies/collaborators/invite', invitation(companyId))))).toEqual([404, 'NOT_FOUND']);
  });
});

describe('POST /api/companies/collaborators/change-role', () => {
  it("changes another member's role and their next request sees it", async () => {
    const { client, companyId } = await companyWithAdmin(ctx);
    const member = await addMember(ctx, companyId);
    expect((await member.client.get('/api/users/me')).json().permissions.companyRoles).toEqual([{ companyId, role: 'TRIAGER' }]);
    const response = await client.post('/api/companies/collaborators/change-role', { userId: member.user.id, companyId, role: 'ADMIN' });
    expect([response.statusCode, response.json().role]).toEqual([200, 'ADMIN']);
    expect((await member.client.get('/api/users/me')).json().permissions.companyRoles).toEqual([{ companyId, role: 'ADMIN' }]);
    // The promoted member can now demote the first administrator.
    const admin = (await client.get('/api/users/me')).json();
    expect((await member.client.post('/api/companies/collaborators/change-role', { userId: admin.id, companyId, role: 'TRIAGER' })).json().role).toBe(
      'TRIAGER',
    );
  });

  it('refuses an administrator changing their own role with OWN_USER, changing nothing', async () => {
    const { user, client, companyId } = await companyWithAdmin(ctx);
    await addMember(ctx, companyId, { role: 'ADMIN' });
    const response = await unchanged(ctx, () => client.post('/api/companies/collaborators/change-role', { userId: user.id, companyId, role: 'TRIAGER' }));
    expect(errorOf(response)).toEqual([400, 'OWN_USER']);
  });

  it('answers 404 for members of another company and for non-members, 403 for triagers', async () => {
    const { client, companyId } = await companyWithAdmin(ctx);
    const other = await companyWithAdmin(ctx);
    const otherMember = await addMember(ctx, other.companyId);
    const outsider = await signIn(ctx);
    const triager = await addMember(ctx, companyId);
    const mine = await addMember(ctx, companyId);
    const attempts = [
      [client, { userId: otherMember.user.id, companyId: other.companyId, role: 'ADMIN' }, [404, 'NOT_FOUND']],
      [client, { userId: otherMember.user.id, companyId, role: 'ADMIN' }, [404, 'NOT_FOUND']],
      [client, { userId: outsider.user.id, companyId, role: 'ADMIN' }, [404, 'NOT_FOUND']],
      [other.client, { userId: mine.user.id, companyId, role: 'ADMIN' }, [404, 'NOT_FOUND']],
      [triager.client, { userId: mine.user.id, companyId, role: 'ADMIN' }, [403, 'FORBIDDEN']],
    ] as const;
    for (const [caller, body, expected] of attempts)
      expect(errorOf(await unchanged(ctx, () => caller.post('/api/companies/collaborators/change-role', body)))).toEqual(expected);
  });
});

describe('POST /api/companies/collaborators/block and /unblock', () => {
  it('blocks a member: sessions end at once and sign-in answers ACCOUNT_BLOCKED; unblocking lets them back', async () => {
    const { client, companyId } = await companyWithAdmin(ctx);
    const member = await addMember(ctx, companyId);
    const secondSession = await signedInClient(ctx.app, ctx.db, member.user);
    expect((await member.client.get('/api/companies/me')).statusCode).toBe(200);

    const blocked = await client.post('/api/companies/collaborators/block', { userId: member.user.id, companyId });
    expect([blocked.statusCode, blocked.json().isBlocked]).toEqual([200, true]);
    expect(await sessionCount(member.user.id)).toBe(0);
    expect(errorOf(await member.client.get('/api/companies/me'))).toEqual([401, 'UNAUTHENTICATED']);
    expect(errorOf(await secondSession.get('/api/users/me'))).toEqual([401, 'UNAUTHENTICATED']);
    expect(errorOf(await login(member.user.email))).toEqual([403, 'ACCOUNT_BLOCKED']);
    expect(errorOf(await login(member.user.email, 'Wrong-Passw0rd!'))).toEqual([401, 'INVALID_CREDENTIALS']);

    const unblocked = await client.post('/api/companies/collaborators/unblock', { userId: member.user.id, companyId });
    expect([unblocked.statusCode, unblocked.json().isBlocked]).toEqual([200, false]);
    expect((await login(member.user.email)).statusCode).toBe(200);
  });

  it('refuses blocking or unblocking oneself with OWN_USER, changing nothing', async () => {
    const { user, client, companyId } = await companyWithAdmin(ctx);
    await addMember(ctx, companyId, { role: 'ADMIN' });
    expect(errorOf(await unchanged(ctx, () => client.post('/api/companies/collaborators/block', { userId: user.id, companyId })))).toEqual([400, 'OWN_USER']);
    expect(errorOf(await unchanged(ctx, () => client.post('/api/companies/collaborators/unblock', { userId: user.id, companyId })))).toEqual([400, 'OWN_USER']);
    expect(await sessionCount(user.id)).toBe(1);
  });

  it("answers 404 for another company's member, 403 for a triager, and leaves their sessions alone", async () => {
    const { client, companyId } = await companyWithAdmin(ctx);
    const other = await companyWithAdmin(ctx);
    const triager = await addMember(ctx, companyId);
    expect(
      errorOf(await unchanged(ctx, () => client.post('/api/companies/collaborators/block', { userId: other.user.id, companyId: other.companyId }))),
    ).toEqual([404, 'NOT_FOUND']);
    expect(errorOf(await unchanged(ctx, () => client.post('/api/companies/collaborators/block', { userId: other.user.id, companyId })))).toEqual([
      404,
      'NOT_FOUND',
    ]);
    const admin = (await client.get('/api/users/me')).json();
    expect(errorOf(await unchanged(ctx, () => triager.client.post('/api/companies/collaborators/block', { userId: admin.id, companyId })))).toEqual([
      403,
      'FORBIDDEN',
    ]);
    expect(await sessionCount(other.user.id)).toBe(1);
  });

  it('keeps a blocked pending invitee out after they accept', async () => {
    const { client, companyId } = await companyWithAdmin(ctx);
    const body = invitation(companyId);
    const invited = (await client.post('/api/companies/collaborators/invite', body)).json();
    await client.post('/api/companies/collaborators/block', { userId: invited.userId, companyId });
    const code = await emailedCode(ctx.db, body.email, '/auth/accept-invitation');
    await new TestClient(ctx.app).post('/api/users/accept-invitation', { code, password: 'N3w-Password!' });
    expect(await membership(companyId, invited.userId)).toMatchObject({ inviteStatus: 'accepted', isBlocked: true });
    expect(errorOf(await login(body.email, 'N3w-Password!'))).toEqual([403, 'ACCOUNT_BLOCKED']);
  });

  it('lets a company user who has no company yet sign in', async () => {
    const { user } = await signIn(ctx);
    expect((await login(user.email)).statusCode).toBe(200);
  });
});
