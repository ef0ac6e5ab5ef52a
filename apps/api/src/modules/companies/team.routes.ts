import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  changeMemberRoleSchema,
  companyMemberSchema,
  csvExportQuerySchema,
  inviteCollaboratorSchema,
  listQuerySchema,
  listResponseSchema,
  memberRefSchema,
} from '@bb/domain';
import { csvExportSummary, sendListCsv } from '../../lib/csv.ts';
import { requireActor } from '../../plugins/auth.ts';
import { presentMember } from './companies.presenter.ts';
import { MEMBERS_CSV } from './members-csv.ts';
import type { TeamService } from './team.service.ts';

const idParams = z.object({ id: z.uuid() });

/** The team of a company: list, invitation, roles, blocking. Changes are for the company's administrators. */
export function teamRoutes(app: FastifyInstance, deps: { team: TeamService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['company team'];

  r.get(
    '/api/companies/:id/members',
    {
      config: { auth: ['company', 'superadmin'], permission: 'team.read' },
      schema: {
        tags,
        summary: 'Members (filters role, isBlocked, inviteStatus; search names, username, email; sort createdAt, username, email, firstName, lastName, role)',
        params: idParams,
        querystring: listQuerySchema,
        response: { 200: listResponseSchema(companyMemberSchema) },
      },
    },
    async (request) => {
      const { count, rows } = await deps.team.list(requireActor(request), request.params.id, request.query);
      return { count, results: rows.map(presentMember) };
    },
  );

  r.get(
    '/api/companies/:id/members/export.csv',
    {
      config: { auth: ['company', 'superadmin'], permission: 'team.read' },
      schema: { tags, summary: csvExportSummary("A company's team", 'GET /api/companies/{id}/members'), params: idParams, querystring: csvExportQuerySchema },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      return sendListCsv(reply, request, 'team', MEMBERS_CSV, async (query, reach) => {
        const { rows } = await deps.team.list(actor, request.params.id, query, reach);
        return { results: rows.map(presentMember) };
      });
    },
  );

  r.post(
    '/api/companies/collaborators/invite',
    {
      config: { auth: ['company'], permission: 'team.manage', writeLimit: 'invitation' },
      schema: {
        tags,
        summary: 'Invite a collaborator: the account and a pending membership; an email lets them choose a password',
        body: inviteCollaboratorSchema,
        response: { 201: companyMemberSchema },
      },
    },
    async (request, reply) => reply.status(201).send(presentMember(await deps.team.invite(requireActor(request), request.body, request.language))),
  );

  r.post(
    '/api/companies/collaborators/change-role',
    {
      config: { auth: ['company'], permission: 'team.manage' },
      schema: {
        tags,
        summary: "Change a member's role (not one's own; one active administrator must remain)",
        body: changeMemberRoleSchema,
        response: { 200: companyMemberSchema },
      },
    },
    async (request) => presentMember(await deps.team.changeRole(requireActor(request), request.body)),
  );

  r.post(
    '/api/companies/collaborators/block',
    {
      config: { auth: ['company'], permission: 'team.manage' },
      schema: { tags, summary: 'Block a member: they cannot sign in and their sessions end', body: memberRefSchema, response: { 200: companyMemberSchema } },
    },
    async (request) => presentMember(await deps.team.setBlocked(requireActor(request), request.body, true)),
  );

  r.post(
    '/api/companies/collaborators/unblock',
    {
      config: { auth: ['company'], permission: 'team.manage' },
      schema: { tags, summary: 'Unblock a member', body: memberRefSchema, response: { 200: companyMemberSchema } },
    },
    async (request) => presentMember(await deps.team.setBlocked(requireActor(request), request.body, false)),
  );
}
