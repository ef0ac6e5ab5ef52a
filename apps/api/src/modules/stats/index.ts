import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { reportStats } from '../reports/index.ts';
import { COMPACTION_CRON, COMPACTION_QUEUE, compactStatistics } from './aggregates.ts';
import { platformStatsService } from './platform-stats.service.ts';
import { responseTimesService } from './response-times.service.ts';
import { statsRoutes } from './stats.routes.ts';
import { statsService, type DashboardCompanies } from './stats.service.ts';

export { checkStatistics, compactStatistics, describeDifference, rebuildStatistics } from './aggregates.ts';
export { publicProgramResponseTimes } from './response-times.service.ts';

/**
 * Dashboards and platform statistics (issue 14): read-only, from the aggregates the triggers keep (migrations 0020,
 * 0022); the append-only ones are compacted by a job every minute.
 */
export async function statsModule(
  app: FastifyInstance,
  deps: {
    config: AppConfig;
    db: Database;
    queue: JobQueue;
    /** The company dashboard's approval and checklist, from the companies module. */
    companies: DashboardCompanies;
  },
): Promise<void> {
  const figures = reportStats(deps.db);
  statsRoutes(app, {
    stats: statsService({ db: deps.db, reportStats: figures, companies: deps.companies }),
    platform: platformStatsService({ db: deps.db, reportStats: figures }),
    responseTimes: responseTimesService({ db: deps.db }),
  });
  if (deps.config.runJobs) {
    await deps.queue.work(COMPACTION_QUEUE, async () => {
      await compactStatistics(deps.db);
    });
    await deps.queue.schedule(COMPACTION_QUEUE, COMPACTION_CRON);
  }
}
