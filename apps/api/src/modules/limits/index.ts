import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import type { SettingsReader } from '../settings/index.ts';
import { writeAllowances } from './write-allowances.ts';
import { postgresWriteLimitStore, type WriteLimitStore } from './write-limit.store.ts';
import { registerWriteLimits } from './write-limits.hook.ts';

export { postgresWriteLimitStore, type WriteAllowance, type WriteLimitStore, type WriteLimitVerdict } from './write-limit.store.ts';
export { writeLimitKey } from './write-limits.hook.ts';

export const PRUNE_QUEUE = 'write-limits-prune';
/** Hourly: a row outlives its use by at most its window (a week at most) plus this hour. */
export const PRUNE_CRON = '7 * * * *';

/**
 * Per-user limits on the writes that notify people (DECISIONS "Limits on writes"): routes name theirs in
 * `config.writeLimit`; register before the modules' routes so the hook checks them. `store` replaces the PostgreSQL
 * counters (a Redis store later); WRITE_LIMITS=off (tests, benches) keeps only the declarations' checks.
 */
export async function writeLimitsModule(
  app: FastifyInstance,
  deps: { config: AppConfig; db: Database; queue: JobQueue; settings: SettingsReader; store?: WriteLimitStore },
): Promise<void> {
  const store = deps.config.writeLimits ? (deps.store ?? postgresWriteLimitStore(deps.db)) : null;
  registerWriteLimits(app, { store, allowanceFor: writeAllowances({ db: deps.db, settings: deps.settings }) });
  if (store && deps.config.runJobs) {
    await deps.queue.work(PRUNE_QUEUE, async () => {
      await store.prune();
    });
    await deps.queue.schedule(PRUNE_QUEUE, PRUNE_CRON);
  }
}
