import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { migrationState, type Database } from '../../db/client.ts';

/**
 * Health for people and orchestrators: `/api/health` (a database round trip), `/livez` (the process answers: restart it
 * when not) and `/readyz` (send it traffic: the database answers and every migration is applied; once the server
 * closes, Fastify answers 503 to requests on connections still open: return503OnClosing). The job queue starts before the app is built, so an answering server has it.
 * `checks` are the other stores the app needs (the limits' Redis): each must answer true for `/readyz`.
 */
export async function healthModule(app: FastifyInstance, deps: { db: Database; checks?: Record<string, () => Promise<boolean>> }) {
  const checks = Object.entries(deps.checks ?? {});
  const otherStores = async () =>
    Object.fromEntries(await Promise.all(checks.map(async ([name, check]) => [name, (await check()) ? 'ok' : 'unreachable'] as const)));

  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/health',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['health'],
        summary: 'Liveness with a database round trip',
        response: {
          200: z.object({ status: z.literal('ok'), database: z.literal('ok') }),
          503: z.object({ status: z.literal('error'), database: z.literal('unreachable') }),
        },
      },
    },
    async (request, reply) => {
      try {
        await deps.db.execute(sql`select 1`);
        return { status: 'ok' as const, database: 'ok' as const };
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        return reply.status(503).send({ status: 'error' as const, database: 'unreachable' as const });
      }
    },
  );

  r.get('/livez', { schema: { hide: true } }, async (_request, reply) => reply.header('cache-control', 'no-store').send({ status: 'ok' }));

  r.get('/readyz', { schema: { hide: true } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    try {
      const [migrations, stores] = await Promise.all([migrationState(deps.db), otherStores()]);
      const ready = migrations.applied >= migrations.expected && Object.values(stores).every((state) => state === 'ok');
      return reply.code(ready ? 200 : 503).send({ status: ready ? 'ok' : 'error', database: 'ok', migrations, ...stores });
    } catch (error) {
      request.log.error({ err: error }, 'readiness: database unreachable');
      return reply.code(503).send({ status: 'error', database: 'unreachable' });
    }
  });
}
