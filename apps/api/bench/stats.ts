/**
 * The statistics part of the scale bench (BENCH_SCALE_PART=stats measures only this): over the seeded 1,000,000
 * reports, 200,000 payments and 100,000 hackers, every dashboard (the bench hacker, Demo Srl, the demo triager, the
 * super admin), the platform figures, the nationalities and the busiest program's response times, at one connection
 * on loopback against the target (p99 under 20 ms).
 */
import pg from 'pg';
import { measureEndpoints, TARGET_P99_MS, type Endpoint } from './measure-endpoints.ts';
import type { Run } from './reports.ts';

const SECONDS = Number(process.env.BENCH_STATS_SECONDS ?? 5);

export interface StatsSessions {
  hacker: Record<string, string>;
  company: Record<string, string>;
  triager: Record<string, string>;
  admin: Record<string, string>;
}

const measure = (base: string, headers: Record<string, string>, endpoints: readonly Endpoint[], run: Run, misses: string[]) =>
  measureEndpoints(base, headers, endpoints, { run, misses, seconds: SECONDS });

/** The program with the most reports: the widest histograms. */
async function busiestProgram(databaseUrl: string): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string }>(`select id from programs order by reports_total desc limit 1`);
    if (!rows[0]) throw new Error('the statistics bench needs the seeded programs');
    return rows[0].id;
  } finally {
    await client.end();
  }
}

export async function benchStats(base: string, databaseUrl: string, sessions: StatsSessions, run: Run): Promise<void> {
  console.log('\nStatistics (dashboards over 1,000,000 reports, 200,000 payments, 100,000 hackers):');
  const misses: string[] = [];
  const program = await busiestProgram(databaseUrl);
  await measure(base, sessions.hacker, [['hacker GET /api/stats/dashboard', '/api/stats/dashboard']], run, misses);
  await measure(base, sessions.company, [['company GET /api/stats/dashboard (Demo Srl)', '/api/stats/dashboard']], run, misses);
  await measure(base, sessions.triager, [['triager GET /api/stats/dashboard', '/api/stats/dashboard']], run, misses);
  await measure(
    base,
    sessions.admin,
    [
      ['super admin GET /api/stats/dashboard', '/api/stats/dashboard'],
      ['super admin GET /api/stats/platform', '/api/stats/platform'],
      ['super admin GET /api/stats/nationalities', '/api/stats/nationalities'],
      ['super admin GET /api/programs/{busiest}/response-times', `/api/programs/${program}/response-times`],
    ],
    run,
    misses,
  );
  console.log(
    misses.length ? `\nStatistics p99 under ${TARGET_P99_MS} ms NOT met by:\n  ${misses.join('\n  ')}` : `\nStatistics: every p99 under ${TARGET_P99_MS} ms`,
  );
}
