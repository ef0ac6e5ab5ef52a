import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import type { SettingsReader } from '../settings/index.ts';
import type { LimitStores } from './limit-stores.ts';
import { writeAllowances } from './write-allowances.ts';
import { registerWriteLimits } from './write-limits.hook.ts';

export { limitStores, type LimitStores } from './limit-stores.ts';
export { postgresRequestRateStore } from './request-rate.store.ts';
export { redisWriteLimitStore } from './redis-write-limit.store.ts';
export { postgresWriteLimitStore, type WriteAllowance, type WriteLimitStore, type WriteLimitVerdict } from './write-limit.store.ts';
export { writeLimitKey } from './write-limits.hook.ts';

export const PRUNE_QUEUE = 'write-limits-prune';
/** Hourly: a row outlives its use by at most its window (a week at most) plus this hour. */
export const PRUNE_CRON = '7 * * * *';

/**
 * The per-address rates of the routes that declare `config.rateLimit` (the anonymous account entry points) and of
 * `app.createRateLimit` (the public forms), counted in the shared store, so that a second instance never doubles them.
 * Register before the routes.
 */
export async function requestRatesModule(app: FastifyInstance, stores: LimitStores): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    ...stores.requestRates,
    errorResponseBuilder: () => {
      const error = new Error('rate limited') as Error & { statusCode: number };
      error.statusCode = 429;
      return error;
    },
  });
}

/**
 * Per-user limits on the writes that notify people (DECISIONS "Limits on writes"): routes name theirs in
 * `config.writeLimit`; register before the modules' routes so the hook checks them. WRITE_LIMITS=off (tests, benches)
 * keeps only the declarations' checks. The hourly job prunes every counter of the stores.
 */
export async function writeLimitsModule(
  app: FastifyInstance,
  deps: { config: AppConfig; db: Database; queue: JobQueue; settings: SettingsReader; stores: LimitStores },
): Promise<void> {
  const store = deps.config.writeLimits ? deps.stores.writes : null;
  registerWriteLimits(app, { store, allowanceFor: writeAllowances({ db: deps.db, settings: deps.settings }) });
  if (deps.config.runJobs) {
    await deps.queue.work(PRUNE_QUEUE, async () => {
      await deps.stores.prune();
    });
    await deps.queue.schedule(PRUNE_QUEUE, PRUNE_CRON);
  }
}
