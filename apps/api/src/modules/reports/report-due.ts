/**
 * An open report's next response due: its earliest target not done (first response, then triage, then bounty; bounty
 * is never done while the report is open). Expression and predicate are reports_open_next_due_idx's (migration 0020),
 * so every use below is a range scan of that index; the planner matches the parsed expression, so the columns may be
 * qualified (the report lists join programs, which has a status too). The list's `dueSoon` filter and the dashboards'
 * about-to-breach and breached counts read it from here only.
 */
import { ABOUT_TO_BREACH_HOURS } from '@bb/domain';
import { and, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { reports } from '../../db/schema/index.ts';

const NEXT_DUE = sql`least(case when ${reports.firstResponseAt} is null then ${reports.firstResponseDueAt} end, case when ${reports.triagedAt} is null then ${reports.triageDueAt} end, ${reports.bountyDueAt})`;
const OPEN_REPORT = sql`${reports.status} in ('new', 'triaged', 'moreInfo', 'forApproval')`;

const dueBetween = (from: Date, until?: Date): SQL =>
  sql`(${OPEN_REPORT} and ${NEXT_DUE} >= ${from.toISOString()}${until ? sql` and ${NEXT_DUE} < ${until.toISOString()}` : sql``})`;

/** Open reports whose next response is due within ABOUT_TO_BREACH_HOURS and not yet past (the list's `dueSoon=true`). */
export function dueSoon(now: Date): SQL {
  return dueBetween(now, new Date(now.getTime() + ABOUT_TO_BREACH_HOURS * 3_600_000));
}

/** Open reports (of managed programs with `managedOnly`) whose next response is due in [from, until): for short spans. */
export async function countOpenReportsDueBetween(db: Executor, managedOnly: boolean, from: Date, until: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(reports)
    .where(and(dueBetween(from, until), managedOnly ? eq(reports.isManaged, true) : undefined));
  return row?.n ?? 0;
}

/** Of these programs, the open reports still due at or after `from` (the complement of their breached ones). */
export async function countOpenReportsDueOf(db: Executor, programIds: readonly string[], from: Date): Promise<Map<string, number>> {
  if (programIds.length === 0) return new Map();
  const rows = await db
    .select({ programId: reports.programId, n: count() })
    .from(reports)
    .where(and(inArray(reports.programId, [...programIds]), dueBetween(from)))
    .groupBy(reports.programId);
  return new Map(rows.map((row) => [row.programId, row.n]));
}
