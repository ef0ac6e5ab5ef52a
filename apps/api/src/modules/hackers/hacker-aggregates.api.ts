/**
 * The figures the hackers module keeps: a hacker's points and report counters (changed in the transaction of each
 * report decision, recordHackerReports) and the points histogram of the leaderboard (appended to by a trigger on
 * users, migrations 0008, 0022). Points are what the hacker's reports were awarded (reports.points_awarded).
 */
import { ACCEPTED_REPORT_STATUSES, CLOSED_REPORT_STATUSES } from '@bb/domain';
import { sql } from 'drizzle-orm';
import { contributedAggregate, sqlStrings, type Aggregate } from '../../lib/aggregates.ts';

export const hackerAggregates: readonly Aggregate[] = [
  {
    name: 'users (hacker points and report counters)',
    table: 'users',
    kind: 'columns',
    keys: ['id'],
    values: ['points', 'reports_sent', 'reports_accepted', 'reports_closed'],
    scope: sql`user_type = 'hacker'`,
    recount: sql`SELECT hacker_id AS id, sum(points_awarded) AS points, count(*) AS reports_sent,
                        count(*) FILTER (WHERE status IN ${sqlStrings(ACCEPTED_REPORT_STATUSES)}) AS reports_accepted,
                        count(*) FILTER (WHERE status IN ${sqlStrings(CLOSED_REPORT_STATUSES)}) AS reports_closed
                   FROM reports WHERE hacker_id IS NOT NULL GROUP BY hacker_id`,
    reads: ['reports'],
  },
  contributedAggregate({
    table: 'hacker_points_histogram',
    kind: 'appended',
    keys: ['points'],
    values: ['hackers'],
    sources: [['users', 'hacker_points_histogram_of']],
  }),
];
