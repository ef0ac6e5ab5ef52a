import type { FastifyInstance } from 'fastify';
import fastifySwagger from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI 3 document built from the routes' zod schemas, served at /api/openapi.json. */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Bug bounty marketplace API',
        version: '1.0.0',
        description:
          'Errors answer { code, message, fields? }. State-changing calls need the x-csrf-token header equal to the bb_csrf cookie (__Host-bb_csrf in production), which is bound to the session: sign-in and sign-out answer with a new one. Cookies are __Host-bb_session and __Host-bb_csrf in production.',
      },
      components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'bb_session' } } },
    },
    // Each operation says who may call it: the user types (x-callers) and the permission of packages/domain permissions.ts (x-permission).
    transform: (input) => {
      const result = jsonSchemaTransform(input);
      const config = input.route.config as { auth?: unknown; permission?: unknown } | undefined;
      if (!config?.auth || config.auth === 'public') return result;
      return { ...result, schema: { ...result.schema, security: [{ session: [] }], 'x-callers': config.auth, 'x-permission': config.permission } };
    },
  });
  app.get('/api/openapi.json', { config: { auth: 'public' }, schema: { tags: ['health'], summary: 'This OpenAPI document' } }, async () => app.swagger());
}
