import { dashboardSchema, nationalityStatsSchema, platformStatsSchema, programResponseTimesSchema } from '@bb/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../../plugins/auth.ts';
import type { PlatformStatsService } from './platform-stats.service.ts';
import type { ResponseTimesService } from './response-times.service.ts';
import type { StatsService } from './stats.service.ts';

const idParams = z.object({ id: z.uuid() });

/** Dashboards (every user type), the super admin's platform figures and a program's response times. */
export function statsRoutes(app: FastifyInstance, deps: { stats: StatsService; platform: PlatformStatsService; responseTimes: ResponseTimesService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['stats'];

  r.get(
    '/api/stats/dashboard',
    {
      config: { auth: 'any', permission: 'account.self' },
      schema: { tags, summary: "The caller's dashboard: one shape per user type (hacker, company, staff, superadmin)", response: { 200: dashboardSchema } },
    },
    async (request) => deps.stats.dashboard(requireActor(request)),
  );

  r.get(
    '/api/stats/platform',
    {
      config: { auth: ['superadmin'], permission: 'stats.platform' },
      schema: {
        tags,
        summary: 'Where the companies money is (budget split), hacker payments per day and reports per month',
        response: { 200: platformStatsSchema },
      },
    },
    async () => deps.platform.platform(),
  );

  r.get(
    '/api/stats/nationalities',
    {
      config: { auth: ['superadmin'], permission: 'stats.platform' },
      schema: { tags, summary: 'Hackers per country of residence (ISO 3166-1 alpha-3), most first', response: { 200: nationalityStatsSchema } },
    },
    async () => deps.platform.nationalities(),
  );

  r.get(
    '/api/programs/:id/response-times',
    {
      config: { auth: 'any', permission: 'program.read' },
      schema: {
        tags,
        summary: "A program's response times over the last 90 days (median, 90th percentile, on time), for whoever may see the program",
        params: idParams,
        response: { 200: programResponseTimesSchema },
      },
    },
    async (request) => deps.responseTimes.ofProgram(requireActor(request), request.params.id),
  );
}
