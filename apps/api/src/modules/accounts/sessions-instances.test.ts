import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_TIMINGS } from '@bb/domain';
import { companyMembers } from '../../db/schema/index.ts';
import { clientAs, createUser, DEFAULT_PASSWORD, signedInClient } from '../../test/factories.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { TestClient } from '../../test/test-client.ts';

/** Two instances of the product on one database, as two replicas behind a proxy. */
let first: TestContext;
let second: TestContext;
beforeAll(async () => {
  first = await createTestApp();
  second = await createTestApp({}, { databaseUrl: first.config.databaseUrl });
});

/** The same browser (its cookies) talking to the other instance. */
function onSecond(client: TestClient): TestClient {
  const other = new TestClient(second.app);
  for (const [name, value] of client.cookies) other.cookies.set(name, value);
  return other;
}

/** How long until `call` on the second instance is answered `status` (ms), or fails after 3 s. */
async function msUntil(client: TestClient, status: number, call = (c: TestClient) => c.get('/api/users/me')): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < 3_000) {
    if ((await call(client)).statusCode === status) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`the second instance never answered ${status}`);
}

describe('several instances are one product', () => {
  it('a logout on one instance ends the session on the other within a second (its cache told over LISTEN/NOTIFY)', async () => {
    const user = await createUser(first.db);
    const browser = await signedInClient(first.app, first.db, user);
    const elsewhere = onSecond(browser);
    // The second instance has the session cached (5 s) before the logout.
    expect((await elsewhere.get('/api/users/me')).statusCode).toBe(200);
    expect((await browser.post('/api/users/logout')).statusCode).toBeLessThan(300);
    expect(await msUntil(elsewhere, 401)).toBeLessThan(1_000);
  });

  it('a block by the super admin on one instance shuts the user out on the other within a second', async () => {
    const user = await createUser(first.db);
    const elsewhere = onSecond(await signedInClient(first.app, first.db, user));
    expect((await elsewhere.get('/api/users/me')).statusCode).toBe(200);
    const { client: admin } = await clientAs(first.app, first.db, 'superadmin');
    expect((await admin.post(`/api/users/${user.id}/block`)).statusCode).toBeLessThan(300);
    expect(await msUntil(elsewhere, 401)).toBeLessThan(1_000);
  });

  it('a role given on one instance holds on the other within a second: a viewer made admin manages the team there', async () => {
    const { user: admin, client: adminBrowser } = await clientAs(first.app, first.db, 'company');
    const [membership] = await first.db.select().from(companyMembers).where(eq(companyMembers.userId, admin.id));
    const companyId = membership!.companyId;
    const member = await createUser(first.db, { userType: 'company' });
    const other = await createUser(first.db, { userType: 'company' });
    await first.db.insert(companyMembers).values([
      { companyId, userId: member.id, role: 'VIEWER', inviteStatus: 'accepted' },
      { companyId, userId: other.id, role: 'VIEWER', inviteStatus: 'accepted' },
    ]);
    const memberElsewhere = onSecond(await signedInClient(first.app, first.db, member));
    const manageTeam = (c: TestClient) => c.post('/api/companies/collaborators/change-role', { companyId, userId: other.id, role: 'VIEWER' });
    expect((await manageTeam(memberElsewhere)).statusCode).toBe(403);
    const promoted = await adminBrowser.post('/api/companies/collaborators/change-role', { companyId, userId: member.id, role: 'ADMIN' });
    expect(promoted.statusCode).toBe(200);
    expect(await msUntil(memberElsewhere, 200, manageTeam)).toBeLessThan(1_000);
  });

  it('the sign-in lockout counts the failures made on either instance', async () => {
    const user = await createUser(first.db);
    const instances = [first, second];
    const login = (n: number, password: string) => new TestClient(instances[n % 2]!.app).post('/api/users/login', { email: user.email, password });
    for (let n = 0; n < ACCOUNT_TIMINGS.lockoutFailedAttempts; n++) expect((await login(n, 'Wrong-Passw0rd')).statusCode).toBe(401);
    for (const n of [0, 1]) {
      const locked = await login(n, DEFAULT_PASSWORD);
      expect([locked.statusCode, locked.json().code]).toEqual([429, 'TOO_MANY_REQUESTS']);
    }
  });
});
