import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  approvePaymentSchema,
  bankAnswerImportSchema,
  confirmPaymentSchema,
  csvExportQuerySchema,
  hackerWalletSchema,
  listQuerySchema,
  paymentBatchSchema,
  paymentDetailSchema,
  paymentDocumentSchema,
  paymentIntentSchema,
  paymentListPageSchema,
  paymentResetSchema,
  pendingBeneficiariesSchema,
  skipPaymentSchema,
} from '@bb/domain';
import { csvExportSummary, sendListCsv } from '../../lib/csv.ts';
import { requireActor } from '../../plugins/auth.ts';
import { idempotencyClaim } from '../ledger/index.ts';
import type { BatchFile, PaymentBatchesService } from './payment-batches.service.ts';
import { PAYMENTS_CSV } from './payments-csv.ts';
import type { PaymentsService } from './payments.service.ts';
import type { ReceiptService } from './receipt.service.ts';
import type { WalletService } from './wallet.service.ts';

const idParams = z.object({ id: z.uuid() });
/** A batch's downloads name the batch: they serve one already made (POST /api/payments/batches makes one). */
const batchQuery = z.object({ batch: z.uuid({ error: (issue) => (issue.input === undefined ? 'validation.required' : 'validation.invalid') }) });
const HACKER = ['hacker'] as const;
const SUPERADMIN = ['superadmin'] as const;
const READERS = ['hacker', 'superadmin'] as const;
/** A bank's answer for a large batch is a few MB of XML. */
const BANK_ANSWER_LIMIT_BYTES = 20 * 1024 * 1024;
const LIST_SUMMARY =
  'filters status, status__in, kind, date__gte/lte, dueDate__gte/lte, overdue=true, companyName__icontains and hacker__icontains (super admins); search report title; sort date, dueDate, amount';

export interface PaymentsRouteDeps {
  payments: PaymentsService;
  batches: PaymentBatchesService;
  wallet: WalletService;
  receipts: ReceiptService;
}

/** Hacker payments: the hacker's wallet and confirmations, the super admin's approvals and bank batches. */
export function paymentsRoutes(app: FastifyInstance, deps: PaymentsRouteDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['payments'];

  r.get(
    '/api/payments/wallet',
    {
      config: { auth: HACKER, permission: 'payments.read' },
      schema: { tags, summary: "The hacker's earnings: totals, next due date and the last 12 months", response: { 200: hackerWalletSchema } },
    },
    async (request) => deps.wallet.ofHacker(requireActor(request)),
  );

  r.get(
    '/api/payments/intents',
    {
      config: { auth: READERS, permission: 'payments.read' },
      schema: {
        tags,
        summary: `Payments: a hacker's own, every payment for super admins (${LIST_SUMMARY})`,
        querystring: listQuerySchema,
        response: { 200: paymentListPageSchema },
      },
    },
    async (request) => deps.payments.list(requireActor(request), request.query),
  );

  r.get(
    '/api/payments/intents/export.csv',
    {
      config: { auth: READERS, permission: 'payments.read' },
      schema: { tags, summary: csvExportSummary('The payments list', 'GET /api/payments/intents'), querystring: csvExportQuerySchema },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      return sendListCsv(reply, request, 'payments', PAYMENTS_CSV, (query, reach) => deps.payments.list(actor, query, reach));
    },
  );

  r.get(
    '/api/payments/intents/:id',
    {
      config: { auth: READERS, permission: 'payments.read' },
      schema: { tags, summary: 'A payment with its history', params: idParams, response: { 200: paymentDetailSchema } },
    },
    async (request) => deps.payments.detail(requireActor(request), request.params.id),
  );

  r.get(
    '/api/payments/intents/:id/receipt.pdf',
    {
      config: { auth: READERS, permission: 'payments.read' },
      schema: { tags, summary: 'The prefilled receipt of occasional work to sign (the two Italian occasional regimes, once confirmed)', params: idParams },
    },
    async (request, reply) => {
      const file = await deps.receipts.receipt(requireActor(request), request.params.id, request.language);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(file.bytes));
    },
  );

  r.post(
    '/api/payments/intents/:id/confirm',
    {
      config: { auth: HACKER, permission: 'payment.confirm' },
      schema: {
        tags,
        summary:
          'Confirm the figures with the settings version they were computed with (INVALID_PAYMENT_SETTINGS_VERSION, PAYMENT_ALREADY_CONFIRMED, TAX_REGIME_NOT_CONFIGURED, PAYMENT_METHOD_NOT_CONFIGURED, KYC_NOT_APPROVED); previousYearlyPaymentsAmount required for the Italian occasional regimes',
        params: idParams,
        body: confirmPaymentSchema,
        response: { 200: paymentIntentSchema },
      },
    },
    async (request) => deps.payments.confirm(requireActor(request), request.params.id, request.body),
  );

  r.post(
    '/api/payments/intents/:id/documents',
    {
      config: { auth: READERS, permission: ['payment.document', 'payments.manage'] },
      schema: {
        tags,
        summary: 'Attach the signed receipt (an upload of purpose document: PDF, 10 MB)',
        params: idParams,
        body: paymentDocumentSchema,
        response: { 200: paymentIntentSchema },
      },
    },
    async (request) => deps.payments.uploadDocument(requireActor(request), request.params.id, request.body.document),
  );

  r.post(
    '/api/payments/intents/:id/approve',
    {
      config: { auth: SUPERADMIN, permission: 'payments.manage' },
      schema: {
        tags,
        summary:
          'Approve: the payment enters the next bank batch; with payExternally it was paid outside it (optional proof document). A repeated Idempotency-Key answers the first result.',
        params: idParams,
        body: approvePaymentSchema,
        response: { 200: paymentIntentSchema },
      },
    },
    async (request) => deps.payments.approve(requireActor(request), request.params.id, request.body, idempotencyClaim(request)),
  );

  r.post(
    '/api/payments/intents/:id/skip',
    {
      config: { auth: SUPERADMIN, permission: 'payments.manage' },
      schema: {
        tags,
        summary: 'Close with no transfer, with the reason: the reward goes back to the company wallet',
        params: idParams,
        body: skipPaymentSchema,
        response: { 200: paymentIntentSchema },
      },
    },
    async (request) => deps.payments.skip(requireActor(request), request.params.id, request.body.reason, idempotencyClaim(request)),
  );

  r.get(
    '/api/payments/pending-beneficiaries',
    {
      config: { auth: SUPERADMIN, permission: 'payments.manage' },
      schema: {
        tags,
        summary: 'The payments of the next bank batch, with the recent batches and the counts processing and failed-to-retry',
        response: { 200: pendingBeneficiariesSchema },
      },
    },
    async (request) => deps.batches.pendingBeneficiaries(requireActor(request)),
  );

  r.post(
    '/api/payments/reset-pending-beneficiaries',
    {
      config: { auth: SUPERADMIN, permission: 'payments.manage' },
      schema: {
        tags,
        summary: 'An exported batch the bank never received (or every processing payment) goes back to the pending list; the payout is reversed',
        body: z.object({ batch: z.uuid().optional() }).default({}),
        response: { 200: paymentResetSchema },
      },
    },
    async (request) => deps.batches.resetPending(requireActor(request), request.body.batch),
  );

  r.post(
    '/api/payments/reset-failed-beneficiaries',
    {
      config: { auth: SUPERADMIN, permission: 'payments.manage' },
      schema: { tags, summary: 'Transfers failed for a temporary reason go back to the pending list', response: { 200: paymentResetSchema } },
    },
    async (request) => deps.batches.resetFailed(requireActor(request)),
  );

  r.post(
    '/api/payments/batches',
    {
      config: { auth: SUPERADMIN, permission: 'payments.manage' },
      schema: {
        tags,
        summary:
          'Make the next bank batch from the pending list: its SEPA pain.001.001.03 file and beneficiaries CSV are stored, every payment moves to processing and the payout is posted (PAYMENT_BATCH_EMPTY when none waits). A repeated Idempotency-Key answers the first batch.',
        response: { 201: paymentBatchSchema },
      },
    },
    async (request, reply) => {
      const batch = await deps.batches.createBatch(requireActor(request), request.language, idempotencyClaim(request));
      return reply.status(201).send(batch);
    },
  );

  const sendBatchFile = (file: BatchFile, type: string, extension: string, reply: FastifyReply) =>
    reply
      .type(type)
      .header('x-batch-id', file.batchId)
      .header('access-control-expose-headers', 'x-batch-id')
      .header('content-disposition', `attachment; filename="${file.messageId}.${extension}"`)
      .header('cache-control', 'private, no-store')
      .send(file.body);

  r.get(
    '/api/payments/beneficiaries.xml',
    {
      config: { auth: SUPERADMIN, permission: 'payments.manage' },
      schema: {
        tags,
        summary:
          'The SEPA pain.001.001.03 file of a batch made by POST /api/payments/batches, byte for byte as made (batch required: 422 without it, 404 for an unknown one); changes nothing',
        querystring: batchQuery,
      },
    },
    async (request, reply) => sendBatchFile(await deps.batches.sepaFile(request.query.batch), 'application/xml; charset=utf-8', 'xml', reply),
  );

  r.get(
    '/api/payments/beneficiaries.csv',
    {
      config: { auth: SUPERADMIN, permission: 'payments.manage' },
      schema: {
        tags,
        summary:
          'The beneficiaries CSV (UTF-8 with BOM) of a batch made by POST /api/payments/batches, as made (batch required, as for the SEPA file); changes nothing',
        querystring: batchQuery,
      },
    },
    async (request, reply) => sendBatchFile(await deps.batches.beneficiariesCsv(request.query.batch), 'text/csv; charset=utf-8', 'csv', reply),
  );

  app.register(async (scoped) => {
    scoped.addContentTypeParser(['application/xml', 'text/xml'], { parseAs: 'string', bodyLimit: BANK_ANSWER_LIMIT_BYTES }, (_request, body, done) =>
      done(null, body),
    );
    scoped.withTypeProvider<ZodTypeProvider>().post(
      '/api/payments/bank-answers',
      {
        config: { auth: SUPERADMIN, permission: 'payments.manage' },
        bodyLimit: BANK_ANSWER_LIMIT_BYTES,
        schema: {
          tags,
          summary:
            "Import the bank's answer (pain.002 status report or camt.053 statement, the XML as the body): transfers become sent, accredited, IBAN not valid or failed (INVALID_BANK_ANSWER)",
          consumes: ['application/xml'],
          body: z.string(),
          response: { 200: bankAnswerImportSchema },
        },
      },
      async (request) => deps.batches.importBankAnswer(requireActor(request), request.body),
    );
  });
}
