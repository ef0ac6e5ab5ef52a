import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  cappedListResponseSchema,
  csvExportQuerySchema,
  listQuerySchema,
  listResponseSchema,
  programCardSchema,
  programContextSchema,
  programDetailSchema,
  programDraftSchema,
  programFormSchema,
  updateProgramSchema,
} from '@bb/domain';
import { csvExportSummary, sendListCsv } from '../../lib/csv.ts';
import { requireActor } from '../../plugins/auth.ts';
import { idempotencyClaim } from '../ledger/index.ts';
import { defaultPolicyPdf } from './default-policy.ts';
import { PROGRAMS_CSV } from './programs-csv.ts';
import type { ProgramsService } from './programs.service.ts';

const idParams = z.object({ id: z.uuid() });
const IDEMPOTENT = 'Send an Idempotency-Key header: a repeated key answers the first result and moves nothing twice.';
const LIST_SUMMARY =
  'filters name__icontains, status, status__in, isManaged, isPublic, tag, tag__in, company, createdAt__gte/lte; search name; sort createdAt, name';

/** Programs: the form (create, draft, finalize, edit) and the reads. */
export function programsRoutes(app: FastifyInstance, deps: { programs: ProgramsService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['programs'];
  const cards = cappedListResponseSchema(programCardSchema);
  const drafts = listResponseSchema(programCardSchema);

  r.get(
    '/api/programs',
    {
      config: { auth: 'any', permission: 'program.read' },
      schema: {
        tags,
        summary: `Programs the caller may see: staff and super admins all but drafts, a company its own, a hacker the open public ones and those that admitted them (${LIST_SUMMARY})`,
        querystring: listQuerySchema,
        response: { 200: cards },
      },
    },
    async (request) => deps.programs.list(requireActor(request), request.query),
  );

  r.get(
    '/api/programs/export.csv',
    {
      config: { auth: 'any', permission: 'program.read' },
      schema: { tags, summary: csvExportSummary('The programs list', 'GET /api/programs'), querystring: csvExportQuerySchema },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      return sendListCsv(reply, request, 'programs', PROGRAMS_CSV, (query, reach) => deps.programs.list(actor, query, reach));
    },
  );

  r.get(
    '/api/programs/my-company',
    {
      config: { auth: ['company'], permission: 'program.read' },
      schema: {
        tags,
        summary: `The programs of the caller's company, drafts and deleted ones aside (${LIST_SUMMARY.replace('company, ', '')})`,
        querystring: listQuerySchema,
        response: { 200: cards },
      },
    },
    async (request) => deps.programs.list(requireActor(request), request.query),
  );

  r.get(
    '/api/programs/draft',
    {
      config: { auth: ['company'], permission: 'program.read' },
      schema: {
        tags,
        summary: "The company's drafts, newest first; load one with GET /api/programs/{id}",
        querystring: listQuerySchema,
        response: { 200: drafts },
      },
    },
    async (request) => deps.programs.drafts(requireActor(request), request.query),
  );

  r.post(
    '/api/programs/draft',
    {
      config: { auth: ['company'], permission: 'program.manage' },
      schema: {
        tags,
        summary: 'Save a draft (no money moves; allowed before the company is verified). With id, save that draft again.',
        body: programDraftSchema,
        response: { 200: programDetailSchema, 201: programDetailSchema },
      },
    },
    async (request, reply) => {
      const { created, program } = await deps.programs.saveDraft(requireActor(request), request.body);
      return reply.status(created ? 201 : 200).send(program);
    },
  );

  r.get(
    '/api/programs/context',
    {
      config: { auth: ['company', 'staff', 'superadmin'], permission: 'program.read' },
      schema: {
        tags,
        summary:
          "What the wizard needs: floors, fee rates, price tiers, and the company's reward defaults, coupon and balance (staff: ?company=; ?program= gives that program's coupon)",
        querystring: z.object({ company: z.uuid().optional(), program: z.uuid().optional() }),
        response: { 200: programContextSchema },
      },
    },
    async (request) => deps.programs.context(requireActor(request), request.query),
  );

  r.get(
    '/api/programs/default-policy',
    {
      config: { auth: 'public' },
      schema: { tags, summary: "The platform's default disclosure policy (PDF), for programs without a policy file of their own" },
    },
    async (_request, reply) =>
      reply
        .type('application/pdf')
        .header('content-disposition', 'inline; filename="default-policy.pdf"')
        .header('cache-control', 'public, max-age=86400')
        .send(defaultPolicyPdf()),
  );

  r.post(
    '/api/programs',
    {
      config: { auth: ['company', 'staff', 'superadmin'], permission: 'program.create', writeLimit: 'programSubmit', feature: 'programCreation' },
      schema: {
        tags,
        summary: 'Create a program: it goes to pending and the wallet pays budget + fees at once (COMPANY_NOT_ACTIVE, BALANCE_LOW)',
        description: IDEMPOTENT,
        body: programFormSchema,
        response: { 201: programDetailSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await deps.programs.create(requireActor(request), request.body, idempotencyClaim(request))),
  );

  r.post(
    '/api/programs/:id/finalize',
    {
      config: { auth: ['company'], permission: 'program.fund', writeLimit: 'programSubmit', feature: 'programCreation' },
      schema: {
        tags,
        summary: 'Finalize a draft with the complete form: like a creation (pending, budget + fees paid)',
        description: IDEMPOTENT,
        params: idParams,
        body: programFormSchema,
        response: { 200: programDetailSchema },
      },
    },
    async (request) => deps.programs.finalize(requireActor(request), request.params.id, request.body, idempotencyClaim(request)),
  );

  r.get(
    '/api/programs/:id',
    {
      config: { auth: 'any', permission: 'program.read' },
      schema: {
        tags,
        summary: 'A program with its content (JSON and sanitised HTML), scope and the abilities of the caller',
        params: idParams,
        response: { 200: programDetailSchema },
      },
    },
    async (request) => deps.programs.get(requireActor(request), request.params.id),
  );

  r.patch(
    '/api/programs/:id',
    {
      config: { auth: ['company', 'staff', 'superadmin'], permission: 'program.manage' },
      schema: {
        tags,
        summary: 'Edit the content and scope (never the budget); floors are checked again',
        params: idParams,
        body: updateProgramSchema,
        response: { 200: programDetailSchema },
      },
    },
    async (request) => deps.programs.update(requireActor(request), request.params.id, request.body),
  );
}
