import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  csvExportQuerySchema,
  hackerRowSchema,
  inviteStaffSchema,
  listQuerySchema,
  listResponseSchema,
  managedUserSchema,
  staffRowSchema,
  userCountsSchema,
} from '@bb/domain';
import { csvExportSummary, sendListCsv } from '../../lib/csv.ts';
import { requireActor } from '../../plugins/auth.ts';
import { HACKERS_CSV, STAFF_CSV } from './users-csv.ts';
import type { AdminUsersService } from './users.service.ts';

const tags = ['admin'];
const superadmin = ['superadmin'] as const;
const idParams = z.object({ id: z.uuid() });

export function usersRoutes(app: FastifyInstance, deps: { users: AdminUsersService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/users/staff',
    {
      config: { auth: superadmin, permission: 'users.manage' },
      schema: {
        tags,
        summary: 'Triagers (filter isBlocked, isRemoved; search username, email, names; sort createdAt, username)',
        querystring: listQuerySchema,
        response: { 200: listResponseSchema(staffRowSchema) },
      },
    },
    (request) => deps.users.listStaff(request.query),
  );

  r.get(
    '/api/users/staff/export.csv',
    {
      config: { auth: superadmin, permission: 'users.manage' },
      schema: { tags, summary: csvExportSummary('The triagers list', 'GET /api/users/staff'), querystring: csvExportQuerySchema },
    },
    (request, reply) => sendListCsv(reply, request, 'triagers', STAFF_CSV, (query, reach) => deps.users.listStaff(query, reach)),
  );

  r.post(
    '/api/users/staff',
    {
      config: { auth: superadmin, permission: 'users.manage', writeLimit: 'invitation' },
      schema: {
        tags,
        summary: 'Invite a triager: creates the account and emails a link to choose a password',
        body: inviteStaffSchema,
        response: { 201: staffRowSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await deps.users.inviteStaff(requireActor(request), request.body, request.language)),
  );

  r.get(
    '/api/users/hackers',
    {
      config: { auth: superadmin, permission: 'users.manage' },
      schema: {
        tags,
        summary: 'Hackers (filter kycStatus, isBlocked; search username, email, 3 characters or more; sort createdAt, username)',
        querystring: listQuerySchema,
        response: { 200: listResponseSchema(hackerRowSchema) },
      },
    },
    (request) => deps.users.listHackers(request.query),
  );

  r.get(
    '/api/users/hackers/export.csv',
    {
      config: { auth: superadmin, permission: 'users.manage' },
      schema: { tags, summary: csvExportSummary('The hackers list', 'GET /api/users/hackers'), querystring: csvExportQuerySchema },
    },
    (request, reply) => sendListCsv(reply, request, 'hackers', HACKERS_CSV, (query, reach) => deps.users.listHackers(query, reach)),
  );

  r.get(
    '/api/users/count',
    {
      config: { auth: superadmin, permission: 'users.manage' },
      schema: { tags, summary: 'How many users of each type', response: { 200: userCountsSchema } },
    },
    () => deps.users.counts(),
  );

  r.post(
    '/api/users/staff/:id/remove',
    {
      config: { auth: superadmin, permission: 'users.manage' },
      schema: {
        tags,
        summary: 'Remove a triager: their sessions end and they cannot sign in; the reports they handled stay attributed to them (audited)',
        params: idParams,
        response: { 200: staffRowSchema },
      },
    },
    (request) => deps.users.remove(requireActor(request), request.params.id),
  );

  r.post(
    '/api/users/staff/:id/restore',
    {
      config: { auth: superadmin, permission: 'users.manage' },
      schema: { tags, summary: 'Restore a removed triager: they can sign in again (audited)', params: idParams, response: { 200: staffRowSchema } },
    },
    (request) => deps.users.restore(requireActor(request), request.params.id),
  );

  r.post(
    '/api/users/:id/block',
    {
      config: { auth: superadmin, permission: 'users.manage' },
      schema: { tags, summary: 'Block a hacker, triager or company user; their sessions end at once', params: idParams, response: { 200: managedUserSchema } },
    },
    (request) => deps.users.block(requireActor(request), request.params.id),
  );

  r.post(
    '/api/users/:id/unblock',
    {
      config: { auth: superadmin, permission: 'users.manage' },
      schema: { tags, summary: 'Unblock a user', params: idParams, response: { 200: managedUserSchema } },
    },
    (request) => deps.users.unblock(requireActor(request), request.params.id),
  );
}
