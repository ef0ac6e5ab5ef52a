import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  invitableUserListSchema,
  invitableUsersQuerySchema,
  listQuerySchema,
  listResponseSchema,
  programAccessSchema,
  programCardSchema,
  programInvitationResultSchema,
  programInvitationSchema,
  receivedInvitationSchema,
} from '@bb/domain';
import { requireActor } from '../../plugins/auth.ts';
import type { InvitationsService } from './invitations.service.ts';

const idParams = z.object({ id: z.uuid() });

/** Invitations to programs and access requests; a private program opens to the hackers it admitted. */
export function invitationsRoutes(app: FastifyInstance, deps: { invitations: InvitationsService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['programs'];
  const answer = z.union([programInvitationResultSchema, programAccessSchema]);

  r.get(
    '/api/programs/joined',
    {
      config: { auth: ['hacker'], permission: 'program.participate' },
      schema: {
        tags,
        summary:
          "The hacker's programs: the open ones that admitted them (accepted invitation or approved request) and the public ones they sent a report to, as cards; the program list's filters",
        querystring: listQuerySchema,
        response: { 200: listResponseSchema(programCardSchema) },
      },
    },
    async (request) => deps.invitations.joined(requireActor(request), request.query),
  );

  r.get(
    '/api/programs/received-invitations',
    {
      config: { auth: ['hacker'], permission: 'program.participate' },
      schema: {
        tags,
        summary: "The hacker's invitations, newest first (filters status, status__in; sort createdAt)",
        querystring: listQuerySchema,
        response: { 200: listResponseSchema(receivedInvitationSchema) },
      },
    },
    async (request) => deps.invitations.received(requireActor(request), request.query),
  );

  r.post(
    '/api/programs/accept/:id',
    {
      config: { auth: ['hacker'], permission: 'program.participate', writeLimit: 'invitation' },
      schema: {
        tags,
        // The derived name would be acceptProgram, which reads as approving the program itself.
        operationId: 'acceptProgramInvitation',
        summary: 'Accept the invitation to program {id} (404 without one)',
        params: idParams,
        response: { 200: programAccessSchema },
      },
    },
    async (request) => deps.invitations.accept(requireActor(request), request.params.id),
  );

  r.post(
    '/api/programs/reject/:id',
    {
      config: { auth: ['hacker'], permission: 'program.participate', writeLimit: 'invitation' },
      schema: {
        tags,
        // The derived name, rejectProgram, is the review's POST /api/programs/{id}/reject.
        operationId: 'rejectProgramInvitation',
        summary: 'Reject the invitation to program {id}, withdraw an access request or leave the program',
        params: idParams,
        response: { 200: programAccessSchema },
      },
    },
    async (request) => deps.invitations.reject(requireActor(request), request.params.id),
  );

  r.post(
    '/api/programs/:id/invitations',
    {
      config: { auth: ['company', 'staff', 'superadmin', 'hacker'], permission: ['program.manage', 'program.participate'], writeLimit: 'invitation' },
      schema: {
        tags,
        summary:
          'Company, staff, super admin: invite a hacker ({ user } or { username }), approving their access request if any. Hacker, no body: request access to a private program',
        description:
          'Answers 201 when something changed, 200 when the invitation or access already stood. Managers get the invitation, a hacker their access state.',
        params: idParams,
        body: programInvitationSchema,
        response: { 200: answer, 201: answer },
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      const { changed, result } =
        actor.userType === 'hacker'
          ? await deps.invitations.requestAccess(actor, request.params.id)
          : await deps.invitations.invite(actor, request.params.id, request.body);
      return reply.status(changed ? 201 : 200).send(result);
    },
  );

  r.get(
    '/api/programs/:id/invitation',
    {
      config: { auth: ['hacker'], permission: 'program.participate' },
      schema: {
        tags,
        summary: "The hacker's invitation or access state for the program, with the actions they may take",
        params: idParams,
        response: { 200: programAccessSchema },
      },
    },
    async (request) => deps.invitations.access(requireActor(request), request.params.id),
  );

  r.get(
    '/api/programs/:id/invitable-users',
    {
      config: { auth: ['company', 'staff', 'superadmin'], permission: 'program.manage' },
      schema: {
        tags,
        summary:
          'Up to 10 hackers whose username starts with ?username= (leading @ ignored), not yet invited or admitted; with ?requested=true, the hackers waiting on an access request (up to 50, oldest first)',
        params: idParams,
        querystring: invitableUsersQuerySchema,
        response: { 200: invitableUserListSchema },
      },
    },
    async (request) => deps.invitations.invitable(requireActor(request), request.params.id, request.query),
  );
}
