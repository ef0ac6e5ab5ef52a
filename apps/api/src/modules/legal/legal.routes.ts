import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { legalDocumentListSchema, legalDocumentSchema, legalLanguageQuerySchema } from '@bb/domain';
import type { LegalService } from './legal.service.ts';

const tags = ['legal'];
/** Any name: one that is no document answers NOT_FOUND (404), not a validation error. */
const documentParams = z.object({ document: z.string().max(64) });
/** The texts change only with a deploy (or the support address with a setting): an hour in caches is harmless. */
const CACHE_CONTROL = 'public, max-age=3600';

/** The terms and the privacy policies, public: sign-up links to them before anyone has an account. */
export function legalRoutes(app: FastifyInstance, deps: { legal: LegalService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/legal',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: 'The legal documents (terms, privacy policies): title in the asked language, version, languages',
        querystring: legalLanguageQuerySchema,
        response: { 200: legalDocumentListSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', CACHE_CONTROL);
      return deps.legal.list(request.query.lang);
    },
  );

  r.get(
    '/api/legal/:document',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: 'One legal document (terms, privacy-companies, privacy-hackers) in Italian or English, by sections (NOT_FOUND)',
        params: documentParams,
        querystring: legalLanguageQuerySchema,
        response: { 200: legalDocumentSchema },
      },
    },
    async (request, reply) => {
      const text = await deps.legal.document(request.params.document, request.query.lang);
      reply.header('cache-control', CACHE_CONTROL);
      return text;
    },
  );

  r.get(
    '/api/legal/:document/pdf',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: 'One legal document as a PDF to download (NOT_FOUND)',
        params: documentParams,
        querystring: legalLanguageQuerySchema,
      },
    },
    async (request, reply) => {
      const file = await deps.legal.pdf(request.params.document, request.query.lang);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', CACHE_CONTROL)
        .send(Buffer.from(file.bytes));
    },
  );
}
