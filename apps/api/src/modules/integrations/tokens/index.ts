import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../db/client.ts';
import type { ApiTokenResolver } from './tokens.resolver.ts';
import { apiTokenRoutes } from './tokens.routes.ts';
import { apiTokensService } from './tokens.service.ts';

export { apiTokenResolver, type ApiTokenResolver } from './tokens.resolver.ts';

/** Personal access tokens: their routes; the resolver is made before the routes, for the auth plugin (app.ts). */
export function apiTokensModule(
  app: FastifyInstance,
  deps: { db: Database; resolver: ApiTokenResolver; confirmsTwoFactor: (userId: string, code: string | undefined) => Promise<boolean> },
) {
  const tokens = apiTokensService(deps);
  apiTokenRoutes(app, { tokens });
  return { tokens };
}
