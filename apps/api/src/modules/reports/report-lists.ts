/** The report lists' filters, sorts and counting: what the planner knows, what it does not, and what the aggregates can count. */
import { REJECT_REASONS, REPORT_LIST_COUNT_CAP, REPORT_SEVERITIES, REPORT_STATUSES, type ListQuery, type ReportSeverity, type ReportStatus } from '@bb/domain';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { reports } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ListSpec } from '../../lib/list-query.ts';
import type { Actor } from '../../plugins/types.ts';
import { dueSoon } from './report-due.ts';
import { reportsVisibleTo } from './reports.policy.ts';
import type { reportsRepository } from './reports.repository.ts';

/** Report lists: every filter and sort has an index that starts with the caller's scope or the filter itself. */
export const REPORT_LIST: ListSpec = {
  filters: {
    title: { column: reports.title, types: ['icontains'] },
    status: { column: reports.status, types: ['eq', 'in'], values: REPORT_STATUSES },
    severity: { column: reports.severity, types: ['eq', 'in'], values: REPORT_SEVERITIES },
    createdAt: { column: reports.createdAt, types: ['gte', 'lte'], kind: 'date' },
    company: { column: reports.companyId, types: ['eq'], kind: 'uuid' },
    program: { column: reports.programId, types: ['eq'], kind: 'uuid' },
    // The platform's own work (the staff dashboards count managed programs only); with dueSoon, reports_open_next_due_idx's second key.
    isManaged: { column: reports.isManaged, types: ['eq'], kind: 'boolean' },
  },
  search: [reports.title],
  sort: { createdAt: reports.createdAt, updatedAt: reports.updatedAt, title: reports.title },
  defaultSort: '-createdAt',
  tiebreaker: reports.id,
};

const REJECTIONS = sql.raw(`(${REJECT_REASONS.map((reason) => `'${reason}'`).join(', ')})`);

/** A response target done late, or still undone past its due time on a report that was not rejected (reportsPresenter.breached). */
export const BREACHED = sql`(
  ${reports.firstResponseAt} > ${reports.firstResponseDueAt} or ${reports.triagedAt} > ${reports.triageDueAt}
  or ${reports.rewardedAt} > ${reports.bountyDueAt} or ${reports.fixedAt} > ${reports.resolutionDueAt}
  or (${reports.status} not in ${REJECTIONS} and (
    (${reports.firstResponseAt} is null and ${reports.firstResponseDueAt} < now())
    or (${reports.triagedAt} is null and ${reports.triageDueAt} < now())
    or (${reports.rewardedAt} is null and ${reports.bountyDueAt} < now())
    or (${reports.fixedAt} is null and ${reports.resolutionDueAt} < now()))))`;

const PAGING = new Set(['page', 'size', 'sort']);

/** What the aggregates can count: a company's rows of report_counts, or report_totals for the whole platform. */
export interface AggregateFilter {
  companyId: string | null;
  statuses: ReportStatus[] | null;
  severities: ReportSeverity[] | null;
}

/**
 * The aggregate filter equal to the caller's visibility and the query's filters, or null when a filter
 * (title, dates, program, triagedByMe, breached, dueSoon, search) needs the reports themselves. Values were
 * checked by the planner already.
 */
function aggregateFilter(actor: Actor, query: ListQuery): AggregateFilter | null {
  const own = actor.userType === 'company' ? (actor.company?.id ?? NO_COMPANY) : null;
  const filter: AggregateFilter = { companyId: own, statuses: null, severities: null };
  for (const [key, raw] of Object.entries(query)) {
    if (PAGING.has(key) || raw === undefined || raw === '') continue;
    const value = String(raw);
    const list = () => value.split(',').filter(Boolean);
    switch (key) {
      case 'status':
      case 'status__in':
        filter.statuses = list() as ReportStatus[];
        break;
      case 'severity':
      case 'severity__in':
        filter.severities = list() as ReportSeverity[];
        break;
      case 'company':
        // A company asking for another company's reports sees none.
        filter.companyId = own === null || own === value ? value : NO_COMPANY;
        break;
      default:
        return null;
    }
  }
  return filter;
}

/** No company has this id: the count of a caller without a company, or of a company filter it may not use. */
const NO_COMPANY = '00000000-0000-0000-0000-000000000000';

/**
 * Filters the generic planner does not know: `triagedByMe` (taken in charge by the caller), `breached`, and
 * `dueSoon` (only `true`: "not due soon" is no list anyone works from).
 */
export function takeReportFilters(actor: Actor, query: ListQuery, now = new Date()): { rest: ListQuery; conditions: SQL[] } {
  const { triagedByMe, breached, dueSoon: soon, ...rest } = query;
  const conditions: SQL[] = [];
  for (const [key, value] of [
    ['triagedByMe', triagedByMe],
    ['breached', breached],
    ['dueSoon', soon],
  ] as const) {
    if (value === undefined || value === '') continue;
    if (value !== 'true' && (value !== 'false' || key === 'dueSoon')) throw new AppError('INVALID_FILTER', { [key]: ['validation.invalid'] });
    if (key === 'triagedByMe')
      conditions.push(value === 'true' ? eq(reports.handledBy, actor.userId) : sql`${reports.handledBy} is distinct from ${actor.userId}`);
    else if (key === 'breached') conditions.push(value === 'true' ? BREACHED : sql`not ${BREACHED}`);
    else conditions.push(dueSoon(now));
  }
  return { rest: rest as ListQuery, conditions };
}

/**
 * How many reports the list holds, as cheaply as is exact: a hacker's few rows directly, the
 * aggregates for what they can count (every tab, status, severity and company), else up to the cap.
 */
export async function countReports(
  repository: ReturnType<typeof reportsRepository>,
  actor: Actor,
  query: ListQuery,
  filter: SQL | undefined,
): Promise<{ count: number; countCapped: boolean }> {
  if (actor.userType === 'hacker') return { count: await repository.countOfHacker(actor.userId, filter), countCapped: false };
  const aggregated = aggregateFilter(actor, query);
  if (aggregated) return { count: await repository.countFromAggregates(aggregated), countCapped: false };
  const counted = await repository.countUpTo(and(reportsVisibleTo(actor), filter), REPORT_LIST_COUNT_CAP);
  return { count: Math.min(counted, REPORT_LIST_COUNT_CAP), countCapped: counted > REPORT_LIST_COUNT_CAP };
}
