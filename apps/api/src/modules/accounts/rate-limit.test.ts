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

/** 40 sign-in attempts, each from the same socket (app.inject: 127.0.0.1) with its own X-Forwarded-For. */
async function loginStatuses(app: TestContext['app'], forwardedFor: (attempt: number) => string, attempts = 40): Promise<number[]> {
  const client = new TestClient(app);
  const statuses: number[] = [];
  for (let i = 0; i < attempts; i++) {
    const response = await client.post(
      '/api/users/login',
      { email: `nobody${i}@example.test`, password: 'Wrong-Passw0rd!' },
      { 'x-forwarded-for': forwardedFor(i) },
    );
    statuses.push(response.statusCode);
    if (response.statusCode === 429) expect(response.json().code).toBe('TOO_MANY_REQUESTS');
  }
  return statuses;
}

describe('TRUST_PROXY and the per-address limit', () => {
  it('without TRUST_PROXY counts the socket address: invented X-Forwarded-For values do not dodge the limit', async () => {
    const direct = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '30' });
    const statuses = await loginStatuses(direct.app, (i) => `198.51.100.${i + 1}`);
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(401));
    expect(statuses.slice(30)).toEqual(Array(10).fill(429));
  });

  it('with TRUST_PROXY=1 counts the address the nearest proxy forwarded, not what the client wrote before it', async () => {
    const proxied = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '30', TRUST_PROXY: '1' });
    // Different forwarded addresses each have their own allowance...
    expect(await loginStatuses(proxied.app, (i) => `198.51.100.${i + 1}`)).toEqual(Array(40).fill(401));
    // ...and one forwarded address is limited whatever the client put in front of it.
    const statuses = await loginStatuses(proxied.app, (i) => `10.9.8.${i}, 203.0.113.7`, 31);
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(401));
    expect(statuses[30]).toBe(429);
  });
});
