/**
 * The figures the programs module keeps: the list counters (appended to by a trigger on programs, migrations 0005,
 * 0022), a program's report counters and reservation (changed under the program's row lock by the report that moves
 * them, recordProgramReports) and its hall of fame's points (addProgramPoints), each recounted from the rows.
 */
import { ACCEPTED_REPORT_STATUSES, CLOSED_REPORT_STATUSES, OPEN_REPORT_STATUSES } from '@bb/domain';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { contributedAggregate, sqlStrings, type Aggregate } from '../../lib/aggregates.ts';

export const programAggregates: readonly Aggregate[] = [
  contributedAggregate({
    table: 'program_list_counts',
    kind: 'appended',
    keys: ['status', 'is_public', 'is_managed', 'tag'],
    values: ['n'],
    sources: [['programs', 'program_list_counts_of']],
  }),
  {
    name: 'programs (report counters and reservation)',
    table: 'programs',
    kind: 'columns',
    keys: ['id'],
    values: ['reports_total', 'reports_open', 'reports_accepted', 'reports_closed', 'reserved_cents'],
    recount: sql`SELECT program_id AS id, count(*) AS reports_total,
                        count(*) FILTER (WHERE status IN ${sqlStrings(OPEN_REPORT_STATUSES)}) AS reports_open,
                        count(*) FILTER (WHERE status IN ${sqlStrings(ACCEPTED_REPORT_STATUSES)}) AS reports_accepted,
                        count(*) FILTER (WHERE status IN ${sqlStrings(CLOSED_REPORT_STATUSES)}) AS reports_closed,
                        sum(reserved_cents) AS reserved_cents
                   FROM reports GROUP BY program_id`,
    reads: ['reports'],
  },
  {
    name: 'program_points',
    table: 'program_points',
    kind: 'upserted',
    keys: ['program_id', 'hacker_id'],
    values: ['points'],
    recount: sql`SELECT program_id, hacker_id, sum(points_awarded) AS points FROM reports WHERE hacker_id IS NOT NULL GROUP BY program_id, hacker_id`,
    reads: ['reports'],
  },
];

/** Programs by open reports, most first, one page at a time (programs_open_reports_idx): where breached programs are looked for. */
export async function programsByOpenReports(executor: Executor, limit: number, offset: number): Promise<{ programId: string; reports: number }[]> {
  const result = await executor.execute<{ id: string; reports_open: number }>(
    sql`SELECT id, reports_open FROM programs WHERE reports_open > 0 ORDER BY reports_open DESC NULLS LAST, id LIMIT ${limit} OFFSET ${offset}`,
  );
  return result.rows.map((row) => ({ programId: row.id, reports: Number(row.reports_open) }));
}
