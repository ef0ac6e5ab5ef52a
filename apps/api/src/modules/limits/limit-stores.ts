import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import type { Database } from '../../db/client.ts';
import { redisWriteLimitStore } from './redis-write-limit.store.ts';
import { postgresRequestRateStore, pruneRequestRates } from './request-rate.store.ts';
import { postgresWriteLimitStore, type WriteLimitStore } from './write-limit.store.ts';

/**
 * Where every counter of the limits lives, the same for every instance of the API: the per-address request rates of
 * the anonymous entry points and the per-user write limits. PostgreSQL by default; Redis when REDIS_URL is set.
 * (The per-account sign-in lockout counts the failed attempts the accounts module records in PostgreSQL.)
 */
export interface LimitStores {
  kind: 'postgres' | 'redis';
  /** @fastify/rate-limit's option naming its store. */
  requestRates: { store: FastifyRateLimitStoreCtor } | { redis: Redis; nameSpace: string };
  writes: WriteLimitStore;
  /** Forgets the counters that count nothing any more (Redis expires its keys itself). */
  prune(): Promise<void>;
  /** True when the store answers (readiness). */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export function limitStores(deps: { db: Database; redis: { url: string; keyPrefix: string } | undefined }): LimitStores {
  const { db } = deps;
  if (!deps.redis) {
    const writes = postgresWriteLimitStore(db);
    return {
      kind: 'postgres',
      requestRates: { store: postgresRequestRateStore(db) },
      writes,
      prune: async () => {
        await Promise.all([writes.prune(), pruneRequestRates(db)]);
      },
      ping: async () => true,
      close: async () => {},
    };
  }
  // Fails a call after one retry instead of queueing it while Redis is away: the request is answered 500, not held.
  const { url, keyPrefix } = deps.redis;
  const redis = new Redis(url, { maxRetriesPerRequest: 1, connectTimeout: 2_000 });
  return {
    kind: 'redis',
    requestRates: { redis, nameSpace: `${keyPrefix}request-rate:` },
    writes: redisWriteLimitStore(redis, `${keyPrefix}write-limit:`),
    prune: async () => {},
    ping: async () => (await redis.ping().catch(() => null)) === 'PONG',
    close: async () => {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
