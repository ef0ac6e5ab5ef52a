import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  csvExportQuerySchema,
  listQuerySchema,
  reportListPageSchema,
  platformReportStatsSchema,
  reportDetailSchema,
  reportFormSchema,
  reportIpSchema,
  reportStatsSchema,
} from '@bb/domain';
import { csvExportSummary, sendListCsv } from '../../lib/csv.ts';
import { requireActor } from '../../plugins/auth.ts';
import { REPORTS_CSV } from './reports-csv.ts';
import { shareImage } from './share-image.ts';
import type { ReportStatsService } from './report-stats.ts';
import type { ReportsService } from './reports.service.ts';

const idParams = z.object({ id: z.uuid() });
const LIST_SUMMARY =
  'filters title__icontains, status, status__in, severity, severity__in, createdAt__gte/lte, company, program, isManaged, triagedByMe, breached, dueSoon=true (next response due within 24 hours), retest (pending, verified or failed: the latest retest of Fix verification); search title; sort createdAt, updatedAt, title';

/** Reports: sending one, the lists, a report's page, the caller's address and the shareable picture. */
export function reportsRoutes(app: FastifyInstance, deps: { reports: ReportsService; stats: ReportStatsService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['reports'];

  r.get(
    '/api/reports',
    {
      config: { auth: 'any', permission: 'report.read' },
      schema: {
        tags,
        summary: `Reports the caller may see: staff and super admins all, a company its programs' reports, a hacker their own (${LIST_SUMMARY})`,
        querystring: listQuerySchema,
        response: { 200: reportListPageSchema },
      },
    },
    async (request) => deps.reports.list(requireActor(request), request.query),
  );

  r.get(
    '/api/reports/export.csv',
    {
      config: { auth: 'any', permission: 'report.read' },
      schema: {
        tags,
        summary: csvExportSummary('The reports list', 'GET /api/reports'),
        querystring: csvExportQuerySchema,
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      return sendListCsv(reply, request, 'reports', REPORTS_CSV, (query, reach) => deps.reports.list(actor, query, reach));
    },
  );

  r.post(
    '/api/reports',
    {
      config: { auth: ['hacker', 'staff'], permission: 'report.submit', writeLimit: 'reportSubmit', feature: 'reportSubmission' },
      schema: {
        tags,
        summary:
          'Send a report (KYC_NOT_VERIFIED, KYC_NOT_APPROVED, TAX_REGIME_NOT_CONFIGURED, PAYMENT_METHOD_NOT_CONFIGURED, PROGRAM_NOT_ACTIVE, TARGET_NOT_FOUND). Staff: on a company’s behalf, optionally for a hacker (username); it starts taken in charge.',
        body: reportFormSchema,
        response: { 201: reportDetailSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await deps.reports.submit(requireActor(request), request.body)),
  );

  r.get(
    '/api/reports/ip',
    {
      config: { auth: 'any', permission: 'report.read' },
      schema: { tags, summary: 'The caller’s IP address as the server sees it (the report form’s default)', response: { 200: reportIpSchema } },
    },
    async (request) => ({ ip: request.ip }),
  );

  r.get(
    '/api/reports/stats',
    {
      config: { auth: 'any', permission: 'report.read' },
      schema: {
        tags,
        summary: 'The reports the caller may see, counted by status and severity, with effectiveness and rewards paid',
        response: { 200: reportStatsSchema },
      },
    },
    async (request) => deps.stats.forActor(requireActor(request)),
  );

  r.get(
    '/api/reports/platform-stats',
    {
      config: { auth: ['superadmin'], permission: 'stats.platform' },
      schema: {
        tags,
        summary: "The platform's report figures and the reports received and accepted in each of the last 12 months",
        response: { 200: platformReportStatsSchema },
      },
    },
    async () => deps.stats.platform(),
  );

  r.get(
    '/api/reports/:id',
    {
      config: { auth: 'any', permission: 'report.read' },
      schema: {
        tags,
        summary: 'A report with its content (JSON and sanitised HTML), attachments, response targets, timeline and the abilities of the caller',
        params: idParams,
        response: { 200: reportDetailSchema },
      },
    },
    async (request) => deps.reports.detail(requireActor(request), request.params.id),
  );

  r.get(
    '/api/reports/:id/share-image',
    {
      config: { auth: ['hacker'], permission: 'report.share' },
      schema: { tags, summary: 'A picture of the hacker’s rewarded report to share on X or LinkedIn (SVG): the bounty, never the content', params: idParams },
    },
    async (request, reply) => {
      const shared = await deps.reports.shareable(requireActor(request), request.params.id);
      return reply.type('image/svg+xml').header('cache-control', 'private, max-age=300').send(shareImage(shared, request.language));
    },
  );
}
