/** The report lists' filters, sorts and counting: what the planner knows, what it does not, and what the aggregates can count. */
import { REJECT_REASONS, REPORT_SEVERITIES, REPORT_STATUSES, RETEST_STATUSES, type ListQuery, type ReportSeverity, type ReportStatus } from '@bb/domain';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { reportCounts, reports, reportTotals } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { clock } from '../../lib/clock.ts';
import type { ListSpec } from '../../lib/list-query.ts';
import type { Actor } from '../../plugins/types.ts';
import { dueSoon } from './report-due.ts';
import { reportsVisibleOn, reportsVisibleTo } from './reports.policy.ts';
import type { reportsRepository } from './reports.repository.ts';
import type { Bindings } from '../../lib/prepared-statements.ts';

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
    // Fix verification: the state of the latest retest (reports_retest_created_idx, a company's reports_company_retest_created_idx).
    retest: { column: reports.retestStatus, types: ['eq'], values: RETEST_STATUSES },
  },
  search: [reports.title],
  sort: { createdAt: reports.createdAt, updatedAt: reports.updatedAt, title: reports.title },
  defaultSort: '-createdAt',
  tiebreaker: reports.id,
};

const REJECTIONS = sql.raw(`(${REJECT_REASONS.map((reason) => `'${reason}'`).join(', ')})`);

/**
 * A response target done late, or still undone past its due time at `now` on a report that was not rejected
 * (reportsPresenter.breached, which reads the same clock).
 */
export function breachedAt(now: Date): SQL {
  const at = sql`${now.toISOString()}::timestamptz`;
  return sql`(
  ${reports.firstResponseAt} > ${reports.firstResponseDueAt} or ${reports.triagedAt} > ${reports.triageDueAt}
  or ${reports.rewardedAt} > ${reports.bountyDueAt} or ${reports.fixedAt} > ${reports.resolutionDueAt}
  or (${reports.status} not in ${REJECTIONS} and (
    (${reports.firstResponseAt} is null and ${reports.firstResponseDueAt} < ${at})
    or (${reports.triagedAt} is null and ${reports.triageDueAt} < ${at})
    or (${reports.rewardedAt} is null and ${reports.bountyDueAt} < ${at})
    or (${reports.fixedAt} is null and ${reports.resolutionDueAt} < ${at}))))`;
}

const PAGING = new Set(['page', 'size', 'sort']);

/** The aggregates a list is counted from: a company's rows (report_counts) or the platform's (report_totals). */
export type ReportAggregate = typeof reportCounts | typeof reportTotals;

/**
 * The query's filters as conditions on `table`, or null when a filter (title, dates, program, triagedByMe, breached,
 * dueSoon, search, or a key the table does not keep) needs the reports themselves. Values were checked by the planner.
 */
function aggregateConditions(query: ListQuery, table: ReportAggregate): SQL[] | null {
  const conditions: SQL[] = [];
  for (const [key, raw] of Object.entries(query)) {
    if (PAGING.has(key) || raw === undefined || raw === '') continue;
    const value = String(raw);
    const list = () => value.split(',').filter(Boolean);
    switch (key) {
      case 'status':
      case 'status__in':
        conditions.push(inArray(table.status, list() as ReportStatus[]));
        break;
      case 'severity':
      case 'severity__in':
        conditions.push(inArray(table.severity, list() as ReportSeverity[]));
        break;
      case 'company':
        if (!('companyId' in table)) return null;
        conditions.push(eq(table.companyId, value));
        break;
      case 'isManaged':
        if (!('isManaged' in table)) return null;
        conditions.push(eq(table.isManaged, value === 'true'));
        break;
      default:
        return null;
    }
  }
  return conditions;
}

/**
 * Filters the generic planner does not know: `triagedByMe` (taken in charge by the caller), `breached`, and
 * `dueSoon` (only `true`: "not due soon" is no list anyone works from).
 */
export function takeReportFilters(actor: Actor, query: ListQuery, now = clock.now()): { rest: ListQuery; conditions: SQL[] } {
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
    else if (key === 'breached') conditions.push(value === 'true' ? breachedAt(now) : sql`not ${breachedAt(now)}`);
    else conditions.push(dueSoon(now));
  }
  return { rest: rest as ListQuery, conditions };
}

/**
 * How many reports the list holds, as cheaply as is exact. What the caller sees is reportsVisibleOn's condition on the
 * aggregates: a company's rows of report_counts, or report_totals when it is every report; the aggregates count every
 * tab, status, severity, company and management filter. Where the aggregates keep no column the caller's visibility
 * reads (a hacker's own reports), the caller's rows are counted exactly; anything else up to the cap. `filter`'s
 * placeholders are in `bindings`, where the caller's ids go too.
 */
export async function countReports(
  repository: ReturnType<typeof reportsRepository>,
  actor: Actor,
  query: ListQuery,
  filter: SQL | undefined,
  bindings: Bindings,
): Promise<{ count: number; countCapped: boolean }> {
  const { bind, values } = bindings;
  const visible = reportsVisibleOn(actor, reportCounts, bind);
  if (visible === null) return { count: await repository.countWithin(reportsVisibleTo(actor, bind), filter, values), countCapped: false };
  const table = visible === undefined && !query.company ? reportTotals : reportCounts;
  const conditions = aggregateConditions(query, table);
  if (conditions) return { count: await repository.countFromAggregates(table, and(visible, ...conditions), values), countCapped: false };
  return repository.countUpToCap(and(reportsVisibleTo(actor, bind), filter), values);
}
