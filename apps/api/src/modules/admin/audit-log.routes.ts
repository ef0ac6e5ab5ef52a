import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditLogEntrySchema, csvExportQuerySchema, listQuerySchema, listResponseSchema, type ListQuery } from '@bb/domain';
import { auditLog } from '../../db/schema/index.ts';
import { csvExportSummary, sendListCsv } from '../../lib/csv.ts';
import { ONE_PAGE, planList, type ListReach, type ListSpec } from '../../lib/list-query.ts';
import { AUDIT_LOG_CSV } from './audit-log-csv.ts';
import { presentAuditEntry } from './audit-log.presenter.ts';
import { auditLogRepository } from './audit-log.repository.ts';
import type { Database } from '../../db/client.ts';

const AUDIT_LOG_LIST: ListSpec = {
  filters: {
    actorId: { column: auditLog.actorId, types: ['eq'], kind: 'uuid' },
    action: { column: auditLog.action, types: ['eq', 'in'] },
    targetType: { column: auditLog.targetType, types: ['eq'] },
    targetId: { column: auditLog.targetId, types: ['eq'] },
    createdAt: { column: auditLog.createdAt, types: ['gte', 'lte'], kind: 'date' },
  },
  sort: { createdAt: auditLog.createdAt },
  defaultSort: '-createdAt',
  tiebreaker: auditLog.id,
};

/** Reading the audit log needs no service: one list query, no rules beyond the route's role. */
export function auditLogRoutes(app: FastifyInstance, deps: { db: Database }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const repository = auditLogRepository(deps.db);

  const list = async (query: ListQuery, reach: ListReach = ONE_PAGE) => {
    const { count, rows } = await repository.list(planList(query, AUDIT_LOG_LIST, reach));
    return { count, results: rows.map(presentAuditEntry) };
  };

  r.get(
    '/api/admin/audit-log',
    {
      config: { auth: ['superadmin'], permission: 'audit.read' },
      schema: {
        tags: ['admin'],
        summary:
          "What staff and super admins changed, each entry with its actor and its target's current label (filters actorId, action, targetType, targetId, createdAt range; sort createdAt)",
        querystring: listQuerySchema,
        response: { 200: listResponseSchema(auditLogEntrySchema) },
      },
    },
    (request) => list(request.query),
  );

  r.get(
    '/api/admin/audit-log/export.csv',
    {
      config: { auth: ['superadmin'], permission: 'audit.read' },
      schema: { tags: ['admin'], summary: csvExportSummary('The audit log', 'GET /api/admin/audit-log'), querystring: csvExportQuerySchema },
    },
    (request, reply) => sendListCsv(reply, request, 'audit-log', AUDIT_LOG_CSV, list),
  );
}
