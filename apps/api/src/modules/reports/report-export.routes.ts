import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { REPORT_EXPORT_FORMAT, REPORT_EXPORT_VERSION, reportExportQuerySchema, reportExportSchema } from '@bb/domain';
import { requireActor } from '../../plugins/auth.ts';
import type { ReportExportService } from './report-export.ts';

const idParams = z.object({ id: z.uuid() });
/** An export is the caller's copy of a report as it stood: never kept by a shared cache, nor reused later by the browser. */
const NO_STORE = 'private, no-store';

/** A report to download, as JSON or PDF: who may open the report's page may export it (GET /api/reports/{id}). */
export function reportExportRoutes(app: FastifyInstance, deps: { exports: ReportExportService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['reports'];

  r.get(
    '/api/reports/:id/export.json',
    {
      config: { auth: 'any', permission: 'report.read' },
      schema: {
        tags,
        summary: `The report as its page shows it to the caller, with its timeline, as a JSON file (format ${REPORT_EXPORT_FORMAT}, version ${REPORT_EXPORT_VERSION}; NOT_FOUND)`,
        params: idParams,
        querystring: reportExportQuerySchema,
        response: { 200: reportExportSchema },
      },
    },
    async (request, reply) => {
      const file = await deps.exports.json(requireActor(request), request.params.id, request.query.lang ?? request.language);
      return reply.header('content-disposition', `attachment; filename="${file.fileName}"`).header('cache-control', NO_STORE).send(file.body);
    },
  );

  r.get(
    '/api/reports/:id/export.pdf',
    {
      config: { auth: 'any', permission: 'report.read' },
      schema: {
        tags,
        summary:
          "The report as a PDF in the caller's language (lang, else Accept-Language): facts, CVSS, content, timeline, reward and payment, submission receipt (NOT_FOUND)",
        params: idParams,
        querystring: reportExportQuerySchema,
      },
    },
    async (request, reply) => {
      const file = await deps.exports.pdf(requireActor(request), request.params.id, request.query.lang ?? request.language);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', NO_STORE)
        .send(Buffer.from(file.bytes));
    },
  );
}
