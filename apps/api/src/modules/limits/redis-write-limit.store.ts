import type { Redis } from 'ioredis';
import type { WriteLimitStore } from './write-limit.store.ts';

/**
 * GCRA as the PostgreSQL store keeps it (see postgresWriteLimitStore), in one Lua script so that the check and the
 * count are one atomic step on the Redis server, timed by the server's clock: the key holds when the allowance is
 * whole again (ms since the epoch) and expires then, so nothing needs pruning. Answers -1 when the write is counted,
 * else the seconds to wait.
 */
const GCRA_HIT = `
  local step = tonumber(ARGV[1])
  local window = tonumber(ARGV[2])
  local time = redis.call('TIME')
  local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
  local refilled = tonumber(redis.call('GET', KEYS[1]) or '0')
  local pushed = math.max(refilled, now) + step
  if pushed <= now + window then
    redis.call('SET', KEYS[1], pushed, 'PX', pushed - now)
    return -1
  end
  return math.max(1, math.ceil((refilled + step - window - now) / 1000))
`;

type GcraRedis = Redis & { writeLimitHit(key: string, stepMs: number, windowMs: number): Promise<number> };

/** The write limits' counters in Redis (REDIS_URL), under `{prefix}{limit}:{userId}`. */
export function redisWriteLimitStore(redis: Redis, prefix: string): WriteLimitStore {
  if (!('writeLimitHit' in redis)) redis.defineCommand('writeLimitHit', { numberOfKeys: 1, lua: GCRA_HIT });
  const gcra = redis as GcraRedis;
  return {
    async hit(key, { max, windowSeconds }) {
      const windowMs = windowSeconds * 1000;
      const retryAfter = await gcra.writeLimitHit(`${prefix}${key}`, Math.floor(windowMs / max), windowMs);
      return retryAfter < 0 ? { allowed: true } : { allowed: false, retryAfterSeconds: retryAfter };
    },
    // Keys expire when their allowance is whole again.
    prune: async () => 0,
  };
}
