import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicProgramPageSchema, publicProgramsQuerySchema, publicProgramsResponseSchema } from '@bb/domain';
import type { Database } from '../../db/client.ts';
import { publicProgramDirectory } from '../programs/index.ts';
import { publicProgramPage } from './site-data.ts';

const idParams = z.object({ id: z.uuid() });

/** The programs as visitors read them: the directory of open public programs and one program's public page. */
export function publicProgramsRoutes(app: FastifyInstance, deps: { db: Database }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['programs'];

  // A static segment: Fastify's router prefers it to GET /api/programs/:id whatever the order of registration.
  r.get(
    '/api/programs/public',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary:
          'The directory of open (active or paused) public programs, newest first, 12 a page: name search, target type, managed or self-managed; no budget figures',
        querystring: publicProgramsQuerySchema,
        response: { 200: publicProgramsResponseSchema },
      },
    },
    async (request) => publicProgramDirectory(deps.db, request.query),
  );

  r.get(
    '/api/programs/:id/public',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary:
          'A public active or paused program for visitors: name, company, description (HTML), targets and rewards, response times and the top of its hall of fame',
        params: idParams,
        response: { 200: publicProgramPageSchema },
      },
    },
    async (request) => publicProgramPage(deps.db, request.params.id),
  );
}
