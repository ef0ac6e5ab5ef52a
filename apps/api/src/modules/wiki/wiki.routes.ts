import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { wikiEntryParamsSchema, wikiEntryQuerySchema, wikiEntrySchema, wikiListResponseSchema, wikiQuerySchema } from '@bb/domain';
import type { WikiService } from './wiki.service.ts';

/** The public support wiki: the signed-out site and the account settings' support modal read the same entries. */
export function wikiRoutes(app: FastifyInstance, deps: { wiki: WikiService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['wiki'];

  r.get(
    '/api/wiki',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary:
          'Support wiki entries in `lang` (else Accept-Language) matching `search` (every word starts a word of the title, keywords or body, case and accents ignored), title hits first; every entry without a search',
        querystring: wikiQuerySchema,
        response: { 200: wikiListResponseSchema },
      },
    },
    async (request) => {
      const results = deps.wiki.search(request.query.lang ?? request.language, request.query.search);
      return { count: results.length, results };
    },
  );

  r.get(
    '/api/wiki/:id',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: 'One support wiki entry by its id (the same in every language), in `lang` (else Accept-Language); 404 NOT_FOUND for an unknown id',
        params: wikiEntryParamsSchema,
        querystring: wikiEntryQuerySchema,
        response: { 200: wikiEntrySchema },
      },
    },
    async (request) => deps.wiki.entry(request.query.lang ?? request.language, request.params.id),
  );
}
