import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { reportStats } from '../reports/index.ts';
import { platformStatsService } from './platform-stats.service.ts';
import { responseTimesService } from './response-times.service.ts';
import { statsRoutes } from './stats.routes.ts';
import { statsService } from './stats.service.ts';

/** Dashboards and platform statistics (issue 14): read-only, from the aggregates migration 0020 keeps. */
export function statsModule(app: FastifyInstance, deps: { db: Database }) {
  const figures = reportStats(deps.db);
  statsRoutes(app, {
    stats: statsService({ db: deps.db, reportStats: figures }),
    platform: platformStatsService({ db: deps.db, reportStats: figures }),
    responseTimes: responseTimesService({ db: deps.db }),
  });
}
