import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  approveTransferSchema,
  csvExportQuerySchema,
  depositSchema,
  listQuerySchema,
  listResponseSchema,
  recordTransferSchema,
  statementImportSchema,
} from '@bb/domain';
import { csvExportSummary, sendListCsv } from '../../lib/csv.ts';
import { requireActor } from '../../plugins/auth.ts';
import { idempotencyClaim } from '../ledger/index.ts';
import { DEPOSITS_CSV } from './deposits-csv.ts';
import type { TransfersService } from './transfers.service.ts';

const idParams = z.object({ id: z.uuid() });
/** A bank statement is a few MB at most; a month of a busy account stays well below this. */
const STATEMENT_LIMIT_BYTES = 10 * 1024 * 1024;

/** Incoming transfers (deposits) and their invoices. */
export function transfersRoutes(app: FastifyInstance, deps: { transfers: TransfersService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['deposits'];
  const SUPERADMIN = ['superadmin'] as const;

  r.get(
    '/api/banking/company-transfers',
    {
      config: { auth: ['company', 'superadmin'], permission: 'wallet.read' },
      schema: {
        tags,
        summary:
          'Deposits: a company its accredited ones, a super admin all (filters accreditationStatus, invoiceStatus (eq, in), companyName__icontains, date__gte, date__lte; sort date, amount)',
        querystring: listQuerySchema,
        response: { 200: listResponseSchema(depositSchema) },
      },
    },
    async (request) => deps.transfers.list(requireActor(request), request.query),
  );

  r.get(
    '/api/banking/company-transfers/export.csv',
    {
      config: { auth: ['company', 'superadmin'], permission: 'wallet.read' },
      schema: { tags, summary: csvExportSummary('The deposits list', 'GET /api/banking/company-transfers'), querystring: csvExportQuerySchema },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      return sendListCsv(reply, request, 'deposits', DEPOSITS_CSV, (query, reach) => deps.transfers.list(actor, query, reach));
    },
  );

  r.post(
    '/api/banking/company-transfers',
    {
      config: { auth: SUPERADMIN, permission: 'deposits.manage' },
      schema: {
        tags,
        summary: 'Record an incoming transfer by hand; the reference code in the description pre-selects the company',
        body: recordTransferSchema,
        response: { 201: depositSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await deps.transfers.record(requireActor(request), request.body)),
  );

  // The statement travels as the XML file itself.
  app.register(async (scope) => {
    scope.addContentTypeParser(['application/xml', 'text/xml'], { parseAs: 'string', bodyLimit: STATEMENT_LIMIT_BYTES }, (_request, body, done) =>
      done(null, body),
    );
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/banking/company-transfers/import',
      {
        config: { auth: SUPERADMIN, permission: 'deposits.manage' },
        bodyLimit: STATEMENT_LIMIT_BYTES,
        schema: {
          tags,
          summary:
            'Import an ISO 20022 camt.053 statement (the XML as the body, Content-Type application/xml): one pending deposit per booked EUR credit, entries seen before skipped',
          consumes: ['application/xml'],
          body: z.string(),
          response: { 200: statementImportSchema },
        },
      },
      async (request) => deps.transfers.importStatement(requireActor(request), request.body),
    );
  });

  r.post(
    '/api/banking/company-transfers/:id/approve',
    {
      config: { auth: SUPERADMIN, permission: 'deposits.manage' },
      schema: {
        tags,
        summary: 'Accredit to a company: the wallet receives the amount net of VAT (all of it when VAT-exempt); the FatturaPA invoice is generated',
        description: 'Send an Idempotency-Key header: a repeated key answers the first result and moves nothing twice.',
        params: idParams,
        body: approveTransferSchema,
        response: { 200: depositSchema },
      },
    },
    async (request) => deps.transfers.approve(requireActor(request), request.params.id, request.body, idempotencyClaim(request)),
  );

  r.post(
    '/api/banking/company-transfers/:id/skip',
    {
      config: { auth: SUPERADMIN, permission: 'deposits.manage' },
      schema: { tags, summary: 'Skip a pending transfer (not a top-up): nothing is credited', params: idParams, response: { 200: depositSchema } },
    },
    async (request) => deps.transfers.skip(requireActor(request), request.params.id),
  );

  r.post(
    '/api/banking/company-transfers/:id/invoice/send',
    {
      config: { auth: SUPERADMIN, permission: 'deposits.manage' },
      schema: { tags, summary: 'Send the generated invoice to SDI', params: idParams, response: { 200: depositSchema } },
    },
    async (request) => deps.transfers.sendInvoice(requireActor(request), request.params.id),
  );

  r.post(
    '/api/banking/company-transfers/:id/invoice/skip',
    {
      config: { auth: SUPERADMIN, permission: 'deposits.manage' },
      schema: { tags, summary: 'Do not send an invoice for this transfer', params: idParams, response: { 200: depositSchema } },
    },
    async (request) => deps.transfers.skipInvoice(requireActor(request), request.params.id),
  );

  r.get(
    '/api/banking/company-transfers/:id/invoice.xml',
    {
      config: { auth: ['company', 'superadmin'], permission: 'wallet.read' },
      schema: {
        tags,
        summary: 'The FatturaPA XML invoice of an accredited transfer (its company or a super admin)',
        params: idParams,
        produces: ['application/xml'],
      },
    },
    async (request, reply) => {
      const invoice = await deps.transfers.invoiceXml(requireActor(request), request.params.id);
      return reply
        .header('content-type', 'application/xml; charset=utf-8')
        .header('content-disposition', `attachment; filename="${invoice.fileName}"`)
        .send(invoice.xml);
    },
  );
}
