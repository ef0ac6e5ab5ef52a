import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { hallOfFameRowSchema, listResponseSchema, pageQuerySchema, type HallOfFameRow, type PageQuery } from '@bb/domain';
import type { Database } from '../../db/client.ts';
import { requireActor } from '../../plugins/auth.ts';
import { hallOfFameRepository, withPositions, type RankedRow } from './hall-of-fame.repository.ts';
import { loadVisible } from './program-access.ts';

const pageOf = (query: PageQuery) => ({ limit: query.size, offset: (query.page - 1) * query.size });

function ranked(page: { offset: number }, result: { rows: RankedRow[]; count: number }): { count: number; results: HallOfFameRow[] } {
  return { count: result.count, results: withPositions(page.offset, result.rows) };
}

/** Hall of fame: the platform's ranking (public) and a program's (whoever may see the program). */
export function hallOfFameRoutes(app: FastifyInstance, deps: { db: Database }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['programs'];
  const response = { 200: listResponseSchema(hallOfFameRowSchema) };

  r.get(
    '/api/programs/hall-of-fame',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: "The platform's hall of fame: hackers with points, best first (rows position, name = username, score = points)",
        querystring: pageQuerySchema,
        response,
      },
    },
    async (request) => {
      const page = pageOf(request.query);
      return ranked(page, await hallOfFameRepository(deps.db).platform(page));
    },
  );

  r.get(
    '/api/programs/:id/hall-of-fame',
    {
      config: { auth: 'any', permission: 'program.read' },
      schema: {
        tags,
        summary: "The program's hall of fame: its hackers by the points earned on it, best first",
        params: z.object({ id: z.uuid() }),
        querystring: pageQuerySchema,
        response,
      },
    },
    async (request) => {
      await loadVisible(deps.db, requireActor(request), request.params.id);
      const page = pageOf(request.query);
      return ranked(page, await hallOfFameRepository(deps.db).program(request.params.id, page));
    },
  );
}
