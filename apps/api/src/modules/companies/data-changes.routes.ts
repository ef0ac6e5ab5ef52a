import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { companyDataChangeSchema, rejectDataChangeSchema, requestDataChangeSchema } from '@bb/domain';
import { requireActor } from '../../plugins/auth.ts';
import type { DataChangesService } from './data-changes.service.ts';

const idParams = z.object({ id: z.uuid() });
const one = { 200: companyDataChangeSchema };
const many = { 200: z.array(companyDataChangeSchema) };

/** Fiscal data change requests: the company asks (and may withdraw), a super admin decides. */
export function dataChangesRoutes(app: FastifyInstance, deps: { changes: DataChangesService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['companies'];

  r.get(
    '/api/companies/me/data-changes',
    {
      config: { auth: ['company'], permission: 'company.read' },
      schema: { tags, summary: "The company's fiscal data change requests, newest first (at most 50)", response: many },
    },
    async (request) => deps.changes.mine(requireActor(request)),
  );

  r.post(
    '/api/companies/me/data-changes',
    {
      config: { auth: ['company'], permission: 'company.manage' },
      schema: {
        tags,
        summary:
          'Ask to change the fiscal data (business name, VAT number, PEC, recipient code, country): the whole set as it should become; a super admin approves it (administrators; CHANGE_REQUEST_PENDING while one waits)',
        body: requestDataChangeSchema,
        response: { 201: companyDataChangeSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await deps.changes.request(requireActor(request), request.body)),
  );

  r.get(
    '/api/companies/data-changes',
    {
      config: { auth: ['superadmin'], permission: 'companies.review' },
      schema: {
        tags: ['companies (admin)'],
        summary: 'The fiscal data change requests waiting for a decision, oldest first; with ?company= that company’s requests',
        querystring: z.object({ company: z.uuid().optional() }),
        response: many,
      },
    },
    async (request) => deps.changes.list(requireActor(request), request.query.company),
  );

  r.post(
    '/api/companies/data-changes/:id/approve',
    {
      config: { auth: ['superadmin'], permission: 'companies.review' },
      schema: { tags: ['companies (admin)'], summary: 'Approve the request: the new fiscal data replace the old (audited)', params: idParams, response: one },
    },
    async (request) => deps.changes.approve(requireActor(request), request.params.id),
  );

  r.post(
    '/api/companies/data-changes/:id/reject',
    {
      config: { auth: ['superadmin'], permission: 'companies.review' },
      schema: {
        tags: ['companies (admin)'],
        summary: 'Reject the request with the reason the company reads (audited)',
        params: idParams,
        body: rejectDataChangeSchema,
        response: one,
      },
    },
    async (request) => deps.changes.reject(requireActor(request), request.params.id, request.body.reason),
  );

  r.post(
    '/api/companies/data-changes/:id/withdraw',
    {
      config: { auth: ['company'], permission: 'company.manage' },
      schema: { tags, summary: 'Withdraw a waiting request of the company (administrators)', params: idParams, response: one },
    },
    async (request) => deps.changes.withdraw(requireActor(request), request.params.id),
  );
}
