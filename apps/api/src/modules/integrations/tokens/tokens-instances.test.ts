import { beforeAll, describe, expect, it } from 'vitest';
import { clientAs } from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { bearerClient, createToken } from './tokens.test-support.ts';

/** Two instances of the product on one database: a token revoked or a user blocked on one is refused by the other too. */
let first: TestContext;
let second: TestContext;
beforeAll(async () => {
  first = await createTestApp();
  second = await createTestApp({}, { databaseUrl: first.config.databaseUrl });
});

/** How long until the second instance answers the token's call 401 (ms), or fails after 3 s. */
async function msUntilRefused(token: string): Promise<number> {
  const api = bearerClient(second.app, token);
  const started = Date.now();
  while (Date.now() - started < 3_000) {
    if ((await api.get('/api/reports')).statusCode === 401) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('the second instance never refused the token');
}

describe('API tokens on several instances', () => {
  it('a revocation on one instance is refused on the other within a second (its cached token evicted over LISTEN/NOTIFY)', async () => {
    const { client } = await clientAs(first.app, first.db, 'hacker');
    const token = await createToken(client, { reports: 'read' });
    // The second instance has the token cached (5 s) before the revocation.
    expect((await bearerClient(second.app, token).get('/api/reports')).statusCode).toBe(200);
    const [item] = (await client.get('/api/integrations/tokens')).json().results;
    expect((await client.post(`/api/integrations/tokens/${item.id}/revoke`)).statusCode).toBe(200);
    expect(await msUntilRefused(token)).toBeLessThan(1_000);
  });

  it("a block on one instance stops the user's tokens on the other within a second", async () => {
    const { client, user } = await clientAs(first.app, first.db, 'hacker');
    const token = await createToken(client, { reports: 'read' });
    expect((await bearerClient(second.app, token).get('/api/reports')).statusCode).toBe(200);
    const { client: admin } = await clientAs(first.app, first.db, 'superadmin');
    expect((await admin.post(`/api/users/${user.id}/block`)).statusCode).toBeLessThan(300);
    expect(await msUntilRefused(token)).toBeLessThan(1_000);
  });
});
