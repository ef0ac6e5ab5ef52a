import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../../config.ts';
import type { Database } from '../../../db/client.ts';
import { deriveKeyRing } from '../../../lib/crypto.ts';
import type { ApiTokenResolver } from './tokens.resolver.ts';
import { apiTokenRoutes } from './tokens.routes.ts';
import { apiTokensService } from './tokens.service.ts';

export { apiTokenResolver, type ApiTokenResolver } from './tokens.resolver.ts';

/** Personal access tokens: their routes; the resolver is made before the routes, for the auth plugin (app.ts). */
export function apiTokensModule(
  app: FastifyInstance,
  deps: {
    config: AppConfig;
    db: Database;
    resolver: ApiTokenResolver;
    confirmsTwoFactor: (userId: string, code: string | undefined) => Promise<boolean>;
  },
) {
  const keys = deriveKeyRing(deps.config.sessionSecret, deps.config.previousSessionSecrets, 'api-token-replays');
  const tokens = apiTokensService({ db: deps.db, resolver: deps.resolver, confirmsTwoFactor: deps.confirmsTwoFactor, keys });
  apiTokenRoutes(app, { tokens });
  return { tokens };
}
