import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { increaseBudgetSchema, pauseProgramSchema, programDetailSchema, rejectProgramSchema, requestProgramChangesSchema } from '@bb/domain';
import { requireActor } from '../../plugins/auth.ts';
import { idempotencyClaim } from '../ledger/index.ts';
import type { ProgramBudgetService } from './program-budget.service.ts';
import type { ProgramStatusService } from './program-status.service.ts';

const idParams = z.object({ id: z.uuid() });
const IDEMPOTENT = 'Send an Idempotency-Key header: a repeated key answers the first result and moves nothing twice.';

/** Status changes and budget increases (INVALID_PROGRAM_STATUS when the state table refuses). */
export function programStatusRoutes(app: FastifyInstance, deps: { status: ProgramStatusService; budget: ProgramBudgetService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['programs'];
  const response = { 200: programDetailSchema };

  r.post(
    '/api/programs/:id/approve',
    {
      config: { auth: ['staff', 'superadmin'], permission: 'program.review', writeLimit: 'programSubmit' },
      schema: { tags, summary: 'Approve a pending program: it becomes active (audited)', params: idParams, response },
    },
    async (request) => deps.status.approve(requireActor(request), request.params.id),
  );

  r.post(
    '/api/programs/:id/request-changes',
    {
      config: { auth: ['staff', 'superadmin'], permission: 'program.review', writeLimit: 'programSubmit' },
      schema: {
        tags,
        summary: 'Send a pending program back to its company with a message: it edits the program and resubmits it (audited)',
        params: idParams,
        body: requestProgramChangesSchema,
        response,
      },
    },
    async (request) => deps.status.requestChanges(requireActor(request), request.params.id, request.body),
  );

  r.post(
    '/api/programs/:id/reject',
    {
      config: { auth: ['staff', 'superadmin'], permission: 'program.review', writeLimit: 'programSubmit' },
      schema: {
        tags,
        summary: 'Reject a program in review with a reason: its budget and fees go back to the wallet (audited)',
        description: IDEMPOTENT,
        params: idParams,
        body: rejectProgramSchema,
        response,
      },
    },
    async (request) => deps.status.reject(requireActor(request), request.params.id, request.body, idempotencyClaim(request)),
  );

  r.post(
    '/api/programs/:id/resubmit',
    {
      config: { auth: ['company', 'staff', 'superadmin'], permission: 'program.manage', writeLimit: 'programSubmit' },
      schema: { tags, summary: 'Send a program whose changes were requested to review again', params: idParams, response },
    },
    async (request) => deps.status.resubmit(requireActor(request), request.params.id),
  );

  r.put(
    '/api/programs/:id/pause',
    {
      config: { auth: ['company', 'staff', 'superadmin'], permission: 'program.manage' },
      schema: {
        tags,
        summary: 'isPaused true pauses an active program, false resumes a paused one (PROGRAM_LOW_BUDGET if it cannot pay its lowest prize)',
        params: idParams,
        body: pauseProgramSchema,
        response,
      },
    },
    async (request) => deps.status.pause(requireActor(request), request.params.id, request.body.isPaused),
  );

  r.post(
    '/api/programs/:id/activate',
    {
      config: { auth: ['staff', 'superadmin'], permission: 'program.review' },
      schema: { tags, summary: 'Put a paused program back to active (audited)', params: idParams, response },
    },
    async (request) => deps.status.activate(requireActor(request), request.params.id),
  );

  r.delete(
    '/api/programs/:id',
    {
      config: { auth: ['company', 'superadmin'], permission: 'program.delete' },
      schema: {
        tags,
        summary: 'Delete a program: the unspent budget goes back to the wallet (fees are not refunded)',
        description: IDEMPOTENT,
        params: idParams,
        response,
      },
    },
    async (request) => deps.status.remove(requireActor(request), request.params.id, idempotencyClaim(request)),
  );

  r.post(
    '/api/programs/:id/increase-budget',
    {
      config: { auth: ['company'], permission: 'program.fund' },
      schema: {
        tags,
        summary: 'Add budget (at least 100, never above the balance; fees on the increase); resumes a program paused for budget',
        description: IDEMPOTENT,
        params: idParams,
        body: increaseBudgetSchema,
        response,
      },
    },
    async (request) => deps.budget.increase(requireActor(request), request.params.id, request.body, idempotencyClaim(request)),
  );
}
