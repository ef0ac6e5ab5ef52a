import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { failFixSchema, reportDetailSchema, verifyFixSchema } from '@bb/domain';
import { requireActor } from '../../plugins/auth.ts';
import type { RetestsService } from './retests.service.ts';

const params = z.object({ id: z.uuid() });

/** Fix verification: the retester records the outcome of the report's retest; each answers the report with its retest's abilities. */
export function retestsRoutes(app: FastifyInstance, deps: { retests: RetestsService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['reports'];
  // The outcome tells the company and the hacker: it counts against the report actions' write limit.
  const config = { auth: ['hacker', 'staff'] as const, permission: 'report.retest' as const, writeLimit: 'reportAction' as const };
  const response = { 200: reportDetailSchema };

  r.post(
    '/api/reports/:id/verify-fix',
    {
      config,
      schema: {
        tags,
        summary: 'Fix verified: the retest (retest pending) ends verified, with a note and optional evidence (INVALID_RETEST_STATUS)',
        params,
        body: verifyFixSchema,
        response,
      },
    },
    async (request) => deps.retests.verify(requireActor(request), request.params.id, request.body),
  );

  r.post(
    '/api/reports/:id/fail-fix',
    {
      config,
      schema: {
        tags,
        summary: 'Fix failed: the retest ends failed with a note and evidence, and the report returns to rewarded (INVALID_RETEST_STATUS)',
        params,
        body: failFixSchema,
        response,
      },
    },
    async (request) => deps.retests.fail(requireActor(request), request.params.id, request.body),
  );
}
