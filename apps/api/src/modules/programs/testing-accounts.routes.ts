import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { addTestingAccountsSchema, testingAccountListSchema, testingAccountStatusSchema } from '@bb/domain';
import { requireActor } from '../../plugins/auth.ts';
import type { TestingAccountsService } from './testing-accounts.service.ts';

const idParams = z.object({ id: z.uuid() });
const MANAGERS = ['company', 'staff', 'superadmin'] as const;

/** A program's testing accounts: the company manages the cards, a hacker requests one. */
export function testingAccountsRoutes(app: FastifyInstance, deps: { testingAccounts: TestingAccountsService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['programs'];

  r.get(
    '/api/programs/:id/testing-accounts',
    {
      config: { auth: MANAGERS, permission: 'program.manage' },
      schema: {
        tags,
        summary: 'The testing accounts with their credentials and assignees, oldest first',
        params: idParams,
        response: { 200: testingAccountListSchema },
      },
    },
    async (request) => deps.testingAccounts.list(requireActor(request), request.params.id),
  );

  r.post(
    '/api/programs/:id/testing-accounts',
    {
      config: { auth: MANAGERS, permission: 'program.manage' },
      schema: {
        tags,
        summary: 'Add testing accounts: a list of { description } (the credentials), at least one; answers the whole list',
        params: idParams,
        body: addTestingAccountsSchema,
        response: { 201: testingAccountListSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await deps.testingAccounts.add(requireActor(request), request.params.id, request.body)),
  );

  r.delete(
    '/api/programs/:id/testing-accounts/:accountId',
    {
      config: { auth: MANAGERS, permission: 'program.manage' },
      schema: {
        tags,
        summary: 'Delete a testing account while another remains (LAST_TESTING_ACCOUNT); answers the remaining list',
        params: z.object({ id: z.uuid(), accountId: z.uuid() }),
        response: { 200: testingAccountListSchema },
      },
    },
    async (request) => deps.testingAccounts.remove(requireActor(request), request.params.id, request.params.accountId),
  );

  r.get(
    '/api/programs/:id/testing-accounts/status',
    {
      config: { auth: ['hacker'], permission: 'program.participate' },
      schema: {
        tags,
        summary: "The hacker's testing account state: available, already_assigned (with their credentials) or not_available",
        params: idParams,
        response: { 200: testingAccountStatusSchema },
      },
    },
    async (request) => deps.testingAccounts.status(requireActor(request), request.params.id),
  );

  r.post(
    '/api/programs/:id/testing-accounts/request',
    {
      config: { auth: ['hacker'], permission: 'program.participate' },
      schema: {
        tags,
        summary: 'Take a free testing account (or get back the one already assigned): PROGRAM_NOT_ACTIVE, REQUIREMENTS_NOT_MET, NO_TESTING_ACCOUNT_AVAILABLE',
        params: idParams,
        response: { 200: testingAccountStatusSchema },
      },
    },
    async (request) => deps.testingAccounts.request(requireActor(request), request.params.id),
  );
}
