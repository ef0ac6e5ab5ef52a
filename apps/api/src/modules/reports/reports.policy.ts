/**
 * Who may see a report, written once: `canSeeReport` for one record (details, actions, attachments),
 * `reportsVisibleTo` for the SQL of lists and `reportsVisibleOn` for the aggregates that count them.
 * Staff and super admins see every report; a company's members the reports of its programs; a hacker
 * the reports they sent. Anything else is a 404.
 * How a caller stands towards a report (handler, owner, platform, reporter) is `relationsTo`.
 */
import { reportRelations, type ReportRelation } from '@bb/domain';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { reports } from '../../db/schema/index.ts';
import type { Caller } from '../../plugins/actor.ts';
import type { Actor } from '../../plugins/types.ts';
import { inline, type Bind } from '../../lib/prepared-statements.ts';

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

/** The columns visibility reads: the reports table's, or those an aggregate keeps of them (report_counts keeps the company). */
export interface ReportOwnerColumns {
  companyId: AnyPgColumn;
  hackerId?: AnyPgColumn;
}

/**
 * The condition of `canSeeReport` on `columns`: the reports table's for lists, an aggregate's for counting them.
 * undefined: every row; null: `columns` lacks what the caller's visibility reads (aggregates keep no reporter).
 */
export function reportsVisibleOn(actor: Actor, columns: ReportOwnerColumns, bind: Bind = inline): SQL | undefined | null {
  switch (actor.userType) {
    case 'staff':
    case 'superadmin':
      return undefined;
    case 'company':
      return actor.company ? eq(columns.companyId, bind(actor.company.id)) : sql`false`;
    case 'hacker':
      return columns.hackerId ? eq(columns.hackerId, bind(actor.userId)) : null;
  }
}

/** The SQL condition of `canSeeReport`, for lists; `bind` takes the caller's ids (a placeholder, for a kept statement). */
export function reportsVisibleTo(actor: Actor, bind: Bind = inline): SQL | undefined {
  const condition = reportsVisibleOn(actor, reports, bind);
  return condition === null ? sql`false` : condition;
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
