import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../../config.ts';
import type { Database } from '../../../db/client.ts';
import type { JobQueue } from '../../../jobs/queue.ts';
import { deriveKeyRing } from '../../../lib/crypto.ts';
import type { UploadsApi } from '../../uploads/index.ts';
import { trackerHttp } from './tracker-http.ts';
import { trackersRoutes } from './trackers.routes.ts';
import { trackersService } from './trackers.service.ts';

const SYNC_QUEUE = 'tracker-issues-sync';
/** Every five minutes: a batch of open issues whose state was not read for that long. */
const SYNC_CRON = '*/5 * * * *';

/**
 * The issue tracker and code host (Jira Cloud, GitHub, GitLab): the connection, pushing a report as an issue and
 * reading its state back, by hand and in a background job. Tokens are sealed like webhook secrets, under
 * SESSION_SECRET's key for this purpose.
 */
export async function trackersModule(app: FastifyInstance, deps: { config: AppConfig; db: Database; queue: JobQueue; uploads: UploadsApi }): Promise<void> {
  const keys = deriveKeyRing(deps.config.sessionSecret, deps.config.previousSessionSecrets, 'tracker-tokens');
  const production = deps.config.isProduction;
  const trackers = trackersService({
    db: deps.db,
    uploads: deps.uploads,
    keys,
    http: trackerHttp({ production }),
    publicUrl: deps.config.publicUrl,
    production,
  });
  trackersRoutes(app, { trackers });
  app.decorate('trackerSync', { run: () => trackers.syncDue(app.log) });
  if (deps.config.runJobs) {
    await deps.queue.work(SYNC_QUEUE, async () => {
      await app.trackerSync.run();
    });
    await deps.queue.schedule(SYNC_QUEUE, SYNC_CRON);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** One batch of the background sync of open tracker issues (tests run it instead of waiting for the schedule). */
    trackerSync: { run: () => Promise<number> };
  }
}
