import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cappedListResponseSchema, companyDetailSchema, companyRowSchema, csvExportQuerySchema, listQuerySchema } from '@bb/domain';
import { csvExportSummary, sendListCsv } from '../../lib/csv.ts';
import { requireActor } from '../../plugins/auth.ts';
import type { CompanyAdminService } from './admin.service.ts';
import { COMPANIES_CSV } from './companies-csv.ts';
import { presentCompanyDetail, presentCompanyRow } from './companies.presenter.ts';

const idParams = z.object({ id: z.uuid() });
const LIST_SUMMARY = 'filters isVerified, sector, country, employees, createdAt__gte/lte; search name, businessname; sort createdAt, name';

/** Companies as super admins and staff see them. */
export function companyAdminRoutes(app: FastifyInstance, deps: { admin: CompanyAdminService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['companies (admin)'];
  const page = ({ count, countCapped, rows }: Awaited<ReturnType<CompanyAdminService['list']>>) => ({
    count,
    countCapped,
    results: rows.map(presentCompanyRow),
  });

  r.get(
    '/api/companies',
    {
      config: { auth: ['superadmin'], permission: 'companies.review' },
      schema: { tags, summary: `All companies (${LIST_SUMMARY})`, querystring: listQuerySchema, response: { 200: cappedListResponseSchema(companyRowSchema) } },
    },
    async (request) => page(await deps.admin.list(request.query)),
  );

  r.get(
    '/api/companies/export.csv',
    {
      config: { auth: ['superadmin'], permission: 'companies.review' },
      schema: { tags, summary: csvExportSummary('All companies', 'GET /api/companies'), querystring: csvExportQuerySchema },
    },
    async (request, reply) => sendListCsv(reply, request, 'companies', COMPANIES_CSV, async (query, reach) => page(await deps.admin.list(query, reach))),
  );

  r.get(
    '/api/companies/verified',
    {
      config: { auth: ['staff', 'superadmin'], permission: 'companies.read' },
      schema: {
        tags,
        summary: `Verified companies (${LIST_SUMMARY.replace('isVerified, ', '')})`,
        querystring: listQuerySchema,
        response: { 200: cappedListResponseSchema(companyRowSchema) },
      },
    },
    async (request) => page(await deps.admin.listVerified(request.query)),
  );

  r.get(
    '/api/companies/verified/export.csv',
    {
      config: { auth: ['staff', 'superadmin'], permission: 'companies.read' },
      schema: { tags, summary: csvExportSummary('Verified companies', 'GET /api/companies/verified'), querystring: csvExportQuerySchema },
    },
    async (request, reply) =>
      sendListCsv(reply, request, 'verified-companies', COMPANIES_CSV, async (query, reach) => page(await deps.admin.listVerified(query, reach))),
  );

  r.get(
    '/api/companies/:id',
    {
      config: { auth: ['staff', 'superadmin'], permission: 'companies.read' },
      schema: { tags, summary: 'A company with its transfer reference code and team figures', params: idParams, response: { 200: companyDetailSchema } },
    },
    async (request) => presentCompanyDetail(await deps.admin.detail(request.params.id)),
  );

  r.post(
    '/api/companies/:id/verify',
    {
      config: { auth: ['superadmin'], permission: 'companies.review' },
      schema: { tags, summary: 'Approve the company (idempotent; audited as company.verify)', params: idParams, response: { 200: companyDetailSchema } },
    },
    async (request) => presentCompanyDetail(await deps.admin.verify(requireActor(request), request.params.id)),
  );
}
