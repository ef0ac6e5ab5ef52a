import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addBalanceSchema,
  cappedListResponseSchema,
  companyBalanceSchema,
  csvExportQuerySchema,
  depositDetailsSchema,
  listQuerySchema,
  transactionSchema,
} from '@bb/domain';
import { csvExportSummary, sendListCsv } from '../../lib/csv.ts';
import { requireActor } from '../../plugins/auth.ts';
import { idempotencyClaim } from '../ledger/index.ts';
import { TRANSACTIONS_CSV } from './transactions-csv.ts';
import type { WalletService } from './wallet.service.ts';

const idParams = z.object({ id: z.uuid() });
const IDEMPOTENT = 'Send an Idempotency-Key header: a repeated key answers the first result and moves nothing twice.';

/** The company wallet and the super admin's balance adjustment. */
export function walletRoutes(app: FastifyInstance, deps: { wallet: WalletService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['wallet'];

  r.get(
    '/api/companies/me/balance',
    {
      config: { auth: ['company'], permission: 'wallet.read' },
      schema: {
        tags,
        summary: "The caller's company wallet: balance, budget allocated to programs and what remains of it (euro)",
        response: { 200: companyBalanceSchema },
      },
    },
    async (request) => deps.wallet.balance(requireActor(request)),
  );

  r.post(
    '/api/companies/:id/add-balance',
    {
      config: { auth: ['superadmin'], permission: 'wallet.adjust' },
      schema: {
        tags,
        summary: 'Adjust a company balance by a signed amount (|amount| 100 to 999,999.99); a decrease never overdraws (BALANCE_LOW)',
        description: IDEMPOTENT,
        params: idParams,
        body: addBalanceSchema,
        response: { 200: companyBalanceSchema },
      },
    },
    async (request) => deps.wallet.addBalance(requireActor(request), request.params.id, request.body, idempotencyClaim(request)),
  );

  r.get(
    '/api/banking/deposit-details',
    {
      config: { auth: ['company'], permission: 'wallet.read', feature: 'deposits' },
      schema: {
        tags,
        summary: "Bank details for a top-up; description is the company's transfer reference code (FEATURE_DISABLED while deposits are switched off)",
        response: { 200: depositDetailsSchema },
      },
    },
    async (request) => deps.wallet.depositDetails(requireActor(request)),
  );

  r.get(
    '/api/banking/transactions',
    {
      config: { auth: ['company', 'superadmin'], permission: 'wallet.read' },
      schema: {
        tags,
        summary: 'Wallet movements, newest first (filters type, type__in, date__gte, date__lte; super admin also company; sort date, amount)',
        querystring: listQuerySchema,
        response: { 200: cappedListResponseSchema(transactionSchema) },
      },
    },
    async (request) => deps.wallet.transactions(requireActor(request), request.query),
  );

  r.get(
    '/api/banking/transactions/export.csv',
    {
      config: { auth: ['company', 'superadmin'], permission: 'wallet.read' },
      schema: { tags, summary: csvExportSummary('The wallet movements', 'GET /api/banking/transactions'), querystring: csvExportQuerySchema },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      return sendListCsv(reply, request, 'transactions', TRANSACTIONS_CSV, (query, reach) => deps.wallet.transactions(actor, query, reach));
    },
  );
}
