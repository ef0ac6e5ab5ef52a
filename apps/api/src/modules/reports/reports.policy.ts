/**
 * Who may see a report, written once: `canSeeReport` for one record (details, actions, attachments)
 * and `reportsVisibleTo` for the SQL of lists. Staff and super admins see every report; a company's
 * members the reports of its programs; a hacker the reports they sent. Anything else is a 404.
 * How a caller stands towards a report (handler, owner, platform, reporter) is `relationsTo`.
 */
import { reportRelations, type ReportRelation } from '@bb/domain';
import { eq, sql, type SQL } from 'drizzle-orm';
import { reports } from '../../db/schema/index.ts';
import type { Caller } from '../../plugins/actor.ts';
import type { Actor } from '../../plugins/types.ts';

type Visible = { companyId: string; hackerId: string | null };

export function canSeeReport(caller: Caller, report: Visible): boolean {
  switch (caller.userType) {
    case 'staff':
    case 'superadmin':
    case 'system':
      return true;
    case 'company':
      return caller.company?.id === report.companyId;
    case 'hacker':
      return caller.userId !== null && caller.userId === report.hackerId;
  }
}

/** The SQL condition of `canSeeReport`, for lists. */
export function reportsVisibleTo(actor: Actor): SQL | undefined {
  switch (actor.userType) {
    case 'staff':
    case 'superadmin':
      return undefined;
    case 'company':
      return actor.company ? eq(reports.companyId, actor.company.id) : sql`false`;
    case 'hacker':
      return eq(reports.hackerId, actor.userId);
  }
}

/** How the caller stands towards the report (the workflow's relations). */
export function relationsTo(caller: Caller, report: Visible & { isManaged: boolean }): Set<ReportRelation> {
  return reportRelations({
    isManaged: report.isManaged,
    isStaff: caller.userType === 'staff',
    isProgramCompanyMember: caller.userType === 'company' && caller.company?.id === report.companyId,
    isReporter: caller.userId !== null && caller.userId === report.hackerId,
  });
}
