import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiTokenListSchema, apiTokenSchema, createApiTokenSchema, createdApiTokenSchema } from '@bb/domain';
import { requireActor } from '../../../plugins/auth.ts';
import { IDEMPOTENT_WITH_SECRET, idempotencyClaim } from '../../ledger/index.ts';
import type { ApiTokensService } from './tokens.service.ts';

const idParams = z.object({ id: z.uuid() });

/**
 * A user's personal access tokens. Managed from a signed-in session only: `account.self` is in no token scope, so a
 * token can never mint or revoke tokens.
 */
export function apiTokenRoutes(app: FastifyInstance, deps: { tokens: ApiTokensService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['integrations'];
  const config = { auth: 'any', permission: 'account.self' } as const;

  r.get(
    '/api/integrations/tokens',
    { config, schema: { tags, summary: 'Your API tokens, newest first (never the tokens themselves)', response: { 200: apiTokenListSchema } } },
    async (request) => {
      const results = await deps.tokens.list(requireActor(request));
      return { count: results.length, results };
    },
  );

  r.post(
    '/api/integrations/tokens',
    {
      config,
      schema: {
        tags,
        summary: 'Create an API token; the answer holds the token, shown only this once (staff and super admins confirm with a two-factor code)',
        description: IDEMPOTENT_WITH_SECRET,
        body: createApiTokenSchema,
        response: { 201: createdApiTokenSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await deps.tokens.create(requireActor(request), request.body, idempotencyClaim(request, { perSession: true }))),
  );

  r.post(
    '/api/integrations/tokens/:id/revoke',
    {
      config,
      schema: { tags, summary: 'Revoke one of your API tokens: calls with it are refused at once', params: idParams, response: { 200: apiTokenSchema } },
    },
    async (request) => deps.tokens.revoke(requireActor(request), request.params.id),
  );
}
