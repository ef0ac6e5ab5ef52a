import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { TestClient } from '../../test/test-client.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '3' });
});

describe('per-address rate limit on the anonymous account endpoints', () => {
  it('answers 429 TOO_MANY_REQUESTS past the limit', async () => {
    const client = new TestClient(ctx.app, 'it');
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await client.post('/api/users/forgot-password', { email: `x${i}@example.test` })).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const limited = await client.post('/api/users/forgot-password', { email: 'y@example.test' });
    expect(limited.json()).toEqual({ code: 'TOO_MANY_REQUESTS', message: 'Troppe richieste, riprova tra qualche minuto.' });
  });
});
