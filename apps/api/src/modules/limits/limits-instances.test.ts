import { randomUUID } from 'node:crypto';
import { Socket } from 'node:net';
import { Redis } from 'ioredis';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { TestClient } from '../../test/test-client.ts';
import { limitStores, redisWriteLimitStore } from './index.ts';

/** This machine kind runs Redis here; elsewhere REDIS_TEST_URL names one, and without any the Redis half is skipped. */
const REDIS_URL = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379';
const redisAnswers = await new Promise<boolean>((resolve) => {
  const { hostname, port } = new URL(REDIS_URL);
  const socket = new Socket().setTimeout(500);
  const done = (answers: boolean) => (socket.destroy(), resolve(answers));
  socket
    .once('connect', () => done(true))
    .once('error', () => done(false))
    .once('timeout', () => done(false));
  socket.connect(Number(port || 6379), hostname);
});

const PER_MINUTE = 6;

/** Two instances of the product on one database, as two replicas behind a proxy, with the stores `env` names. */
async function twoInstances(env: Record<string, string>): Promise<[TestContext, TestContext]> {
  const limits = { AUTH_RATE_LIMIT_PER_MINUTE: String(PER_MINUTE), ...env };
  const first = await createTestApp(limits);
  const second = await createTestApp(limits, { databaseUrl: first.config.databaseUrl });
  return [first, second];
}

/** A wrong sign-in from the one address app.inject uses, on instance `n % 2`: answered 401 until the limit, then 429. */
const wrongSignIn = (instances: TestContext[], n: number) =>
  new TestClient(instances[n % 2]!.app).post('/api/users/login', { email: `nobody_${n}@example.test`, password: 'Wrong-Password-1' });

async function expectSharedAddressLimit(instances: [TestContext, TestContext]) {
  const statuses: number[] = [];
  for (let n = 0; n < PER_MINUTE + 2; n++) statuses.push((await wrongSignIn(instances, n)).statusCode);
  // Counted once for both: alone, each instance would have let all eight through (four each, under six).
  expect(statuses.slice(0, PER_MINUTE).every((status) => status !== 429)).toBe(true);
  expect(statuses.slice(PER_MINUTE)).toEqual([429, 429]);
  const refused = await wrongSignIn(instances, 1);
  expect(refused.statusCode).toBe(429);
  expect(refused.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
  expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
}

describe('per-address limits with two instances, counted in PostgreSQL (the default)', () => {
  let instances: [TestContext, TestContext];
  beforeAll(async () => {
    instances = await twoInstances({});
  });

  it('the sign-in limit of one address is one count across instances', async () => {
    await expectSharedAddressLimit(instances);
    const rows = await instances[0].db.execute<{ key: string; hits: number }>(sql`select key, hits from request_rates`);
    expect(rows.rows).toEqual([{ key: 'POST/api/users/login-127.0.0.1', hits: PER_MINUTE + 3 }]);
  });

  it('a window that has ended starts again, and the hourly prune forgets it', async () => {
    const [first] = instances;
    await first.db.execute(sql`update request_rates set window_ends_at = now() - interval '1 second'`);
    expect((await wrongSignIn(instances, 0)).statusCode).toBe(401);
    expect((await first.db.execute(sql`select hits from request_rates`)).rows).toEqual([{ hits: 1 }]);
    await first.db.execute(sql`insert into request_rates values ('POST/api/contacts-10.0.0.1', 3, now() + interval '1 minute')`);
    await first.db.execute(sql`update request_rates set window_ends_at = now() - interval '1 second' where key like '%127.0.0.1'`);
    await limitStores({ db: first.db, redis: undefined }).prune();
    const keys = (await first.db.execute<{ key: string }>(sql`select key from request_rates`)).rows.map((row) => row.key);
    expect(keys).toEqual(['POST/api/contacts-10.0.0.1']);
  });
});

describe.skipIf(!redisAnswers)('per-address and per-user limits with two instances, counted in Redis (REDIS_URL)', () => {
  const keyPrefix = `bb-test-${randomUUID()}:`;
  const redis = new Redis(REDIS_URL);
  let instances: [TestContext, TestContext];
  beforeAll(async () => {
    instances = await twoInstances({ REDIS_URL, REDIS_KEY_PREFIX: keyPrefix });
  });
  afterAll(async () => {
    const keys = await redis.keys(`${keyPrefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  it('the sign-in limit of one address is one count across instances, and nothing is written to PostgreSQL', async () => {
    await expectSharedAddressLimit(instances);
    expect(await redis.get(`${keyPrefix}request-rate:POST/api/users/login-127.0.0.1`)).toBe(String(PER_MINUTE + 3));
    expect((await instances[0].db.execute(sql`select 1 from request_rates`)).rowCount).toBe(0);
  });

  it('/readyz names the limits’ store', async () => {
    const ready = await instances[1].app.inject({ method: 'GET', url: '/readyz' });
    expect([ready.statusCode, ready.json().limits]).toEqual([200, 'ok']);
  });

  it('counts one user’s writes atomically for every process: of 50 concurrent hits from two connections on a limit of 7, 7 pass', async () => {
    const other = new Redis(REDIS_URL);
    try {
      const stores = [redisWriteLimitStore(redis, keyPrefix), redisWriteLimitStore(other, keyPrefix)];
      const verdicts = await Promise.all(Array.from({ length: 50 }, (_, i) => stores[i % 2]!.hit('reportAction:concurrent', { max: 7, windowSeconds: 3600 })));
      expect(verdicts.filter((verdict) => verdict.allowed)).toHaveLength(7);
      // The eighth write waits for one step of the window to come back: 3600 / 7 s, a little less as time passed.
      const refused = verdicts.find((verdict) => !verdict.allowed);
      expect(refused).toMatchObject({ allowed: false, retryAfterSeconds: expect.any(Number) });
      expect((refused as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThan(500);
      expect((refused as { retryAfterSeconds: number }).retryAfterSeconds).toBeLessThanOrEqual(Math.ceil(3600 / 7));
      // The key expires when the allowance is whole again: within the window.
      const ttl = await redis.pttl(`${keyPrefix}reportAction:concurrent`);
      expect(ttl).toBeGreaterThan(3_500_000);
      expect(ttl).toBeLessThanOrEqual(3_600_000);
    } finally {
      await other.quit();
    }
  });
});
