import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { hacktivityRowSchema, listResponseSchema, pageQuerySchema, programHackerStatsSchema, programServicesSchema, programStatsSchema } from '@bb/domain';
import { requireActor } from '../../plugins/auth.ts';
import type { ProgramInsightsService } from './program-insights.service.ts';

const idParams = z.object({ id: z.uuid() });
const MANAGERS = ['company', 'staff', 'superadmin'] as const;

/** The figures around a program (its public page is the public-site module's). */
export function programInsightsRoutes(app: FastifyInstance, deps: { insights: ProgramInsightsService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['programs'];

  r.get(
    '/api/programs/:id/stats',
    {
      config: { auth: MANAGERS, permission: 'program.read' },
      schema: {
        tags,
        summary: 'Budget allocated, used and remaining; admitted hackers; testing accounts; report counts and effectiveness',
        params: idParams,
        response: { 200: programStatsSchema },
      },
    },
    async (request) => deps.insights.stats(requireActor(request), request.params.id),
  );

  r.get(
    '/api/programs/:id/services',
    {
      config: { auth: MANAGERS, permission: 'program.read' },
      schema: {
        tags,
        summary: 'The managed and Fix verification services of the program and the coupon applied to their fees',
        params: idParams,
        response: { 200: programServicesSchema },
      },
    },
    async (request) => deps.insights.services(requireActor(request), request.params.id),
  );

  r.get(
    '/api/programs/:id/hacktivity',
    {
      config: { auth: 'any', permission: 'program.read' },
      schema: {
        tags,
        summary: "The program's accepted reports (company picture, severity, approvedAt), newest first",
        params: idParams,
        querystring: pageQuerySchema,
        response: { 200: listResponseSchema(hacktivityRowSchema) },
      },
    },
    async (request) => deps.insights.hacktivity(requireActor(request), request.params.id, request.query),
  );

  r.get(
    '/api/programs/:id/hacker-stats',
    {
      config: { auth: ['hacker'], permission: 'program.participate' },
      schema: {
        tags,
        summary: "The hacker's points and hall-of-fame position on the program; the reports they sent here and how many were accepted",
        params: idParams,
        response: { 200: programHackerStatsSchema },
      },
    },
    async (request) => deps.insights.hackerStats(requireActor(request), request.params.id),
  );
}
