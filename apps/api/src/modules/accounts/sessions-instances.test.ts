import { beforeAll, describe, expect, it } from 'vitest';
import { clientAs, createUser, signedInClient } from '../../test/factories.ts';
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

/** How long until the second instance answers `status` to GET /api/users/me (ms), or fails after 3 s. */
async function msUntil(client: TestClient, status: number): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < 3_000) {
    if ((await client.get('/api/users/me')).statusCode === status) return Date.now() - started;
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
});
