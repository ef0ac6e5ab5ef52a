/**
 * The reports part of the scale bench (BENCH_SCALE_PART=reports measures only this): over the 1,000,000 seeded
 * reports, every role's list with each tab, filter and sort, and a report's page with 100 timeline entries, at one
 * connection on loopback against the target (p99 under 20 ms). Then, for a few lists, the same two statements the API
 * runs (the page and its count, captured from the repository itself) timed with plain `pg` on the same machine.
 */
import { and, type SQL } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { listQuerySchema, type ListQuery } from '@bb/domain';
import pg from 'pg';
import { day, measureEndpoints, TARGET_P99_MS, type Endpoint, listShape } from './measure-endpoints.ts';
import * as schema from '../src/db/schema/index.ts';
import { planList } from '../src/lib/list-query.ts';
import { Bindings } from '../src/lib/prepared-statements.ts';
import { buildActor, type Actor } from '../src/plugins/actor.ts';
import { countReports, REPORT_LIST, takeReportFilters } from '../src/modules/reports/report-lists.ts';
import { reportsVisibleTo } from '../src/modules/reports/reports.policy.ts';
import { reportsRepository } from '../src/modules/reports/reports.repository.ts';
import { REPORT_SEARCH_WORD, REPORT_TITLE_WORD, scaleTimelineReport } from '../scripts/scale/seed-scale-reports.ts';

const SECONDS = Number(process.env.BENCH_REPORTS_SECONDS ?? 5);

export interface Run {
  (title: string, options: { url: string; headers: Record<string, string>; connections: number; duration: number }): Promise<{ latency: { p99: number } }>;
}

export interface ReportSessions {
  hacker: { id: string; headers: Record<string, string> };
  company: { id: string; headers: Record<string, string> };
  triager: Record<string, string>;
  admin: Record<string, string>;
}

const measure = (base: string, headers: Record<string, string>, endpoints: readonly Endpoint[], run: Run, misses: string[]) =>
  measureEndpoints(base, headers, endpoints, {
    run,
    misses,
    seconds: SECONDS,
    describe: (title, body) => (body.timeline ? `, ${body.timeline.length} timeline entries` : listShape(title, body)),
  });

interface Fixtures {
  demoProgram: string;
  biggestProgram: string;
  timelineReport: { id: string; entries: number };
}

async function fixtures(databaseUrl: string, sessions: ReportSessions): Promise<Fixtures> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ demo: string | null; biggest: string | null }>(
      `select (select id from programs where company_id = $1 order by reports_total desc limit 1) as demo,
              (select id from programs order by reports_total desc limit 1) as biggest`,
      [sessions.company.id],
    );
    const timelineReport = await scaleTimelineReport(client, sessions.hacker.id);
    if (!rows[0]?.demo || !rows[0].biggest || !timelineReport) throw new Error('the reports bench needs the seeded reports');
    return { demoProgram: rows[0].demo, biggestProgram: rows[0].biggest, timelineReport };
  } finally {
    await client.end();
  }
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!;

/**
 * The page and the count of one list, as reportsService.list builds them (captured from the repository through
 * Drizzle's logger), then timed with two plain pg connections running them together as the service does.
 */
async function plainPg(databaseUrl: string, title: string, actor: Actor, filters: Record<string, string>) {
  const query: ListQuery = listQuerySchema.parse(filters);
  const captured: { sql: string; params: unknown[] }[] = [];
  const capture = new pg.Client({ connectionString: databaseUrl });
  await capture.connect();
  const db = drizzle(capture, { schema, casing: 'snake_case', logger: { logQuery: (sql, params) => captured.push({ sql, params }) } });
  const { rest, conditions } = takeReportFilters(actor, query);
  const plan = planList(rest, REPORT_LIST);
  const filter: SQL | undefined = and(plan.where, ...conditions);
  await reportsRepository(db).page(and(reportsVisibleTo(actor), filter), plan);
  await countReports(reportsRepository(db), actor, query, filter, new Bindings());
  await capture.end();
  const [page, count] = captured;
  if (!page || !count) throw new Error('no statement captured');

  const clients = [new pg.Client({ connectionString: databaseUrl }), new pg.Client({ connectionString: databaseUrl })] as const;
  await Promise.all(clients.map((client) => client.connect()));
  try {
    const both: number[] = [];
    const counts: number[] = [];
    const deadline = performance.now() + SECONDS * 1000;
    for (let i = 0; performance.now() < deadline || i < 100; i++) {
      const started = performance.now();
      await Promise.all([
        clients[0].query(page.sql, page.params),
        clients[1].query(count.sql, count.params).then(() => counts.push(performance.now() - started)),
      ]);
      if (i >= 20) both.push(performance.now() - started); // the first ones warm the plans and caches
    }
    both.sort((a, b) => a - b);
    counts.sort((a, b) => a - b);
    console.log(
      `plain pg ${title.padEnd(63)} ${String(both.length).padStart(7)} runs    p50 ${percentile(both, 50).toFixed(1).padStart(5)} ms p99 ${percentile(both, 99).toFixed(1).padStart(5)} ms   (count alone p50 ${percentile(counts, 50).toFixed(1)} ms)`,
    );
  } finally {
    await Promise.all(clients.map((client) => client.end()));
  }
}

export async function benchReports(base: string, databaseUrl: string, sessions: ReportSessions, run: Run) {
  const { demoProgram, biggestProgram, timelineReport } = await fixtures(databaseUrl, sessions);
  const misses: string[] = [];
  console.log(`\nReports (1,000,000; Demo Srl's biggest program ${demoProgram}, the biggest ${biggestProgram}), one connection, ${SECONDS} s each:`);
  await measure(
    base,
    sessions.hacker.headers,
    [
      ['hacker GET /api/reports (My reports)', '/api/reports'],
      ['hacker GET /api/reports?sort=title', '/api/reports?sort=title'],
      [`hacker GET /api/reports?title__icontains=${REPORT_TITLE_WORD}`, `/api/reports?title__icontains=${REPORT_TITLE_WORD}`],
      ['hacker GET /api/reports?status=rewarded', '/api/reports?status=rewarded'],
    ],
    run,
    misses,
  );
  const range = `createdAt__gte=${day(120)}&createdAt__lte=${day(30)}`;
  await measure(
    base,
    sessions.company.headers,
    [
      ['company GET /api/reports (All)', '/api/reports'],
      ['company ?status=forApproval (For approval)', '/api/reports?status=forApproval'],
      ['company ?status=new (Not taken in charge)', '/api/reports?status=new'],
      ['company ?status__in=triaged,moreInfo,forApproval (Taken in charge)', '/api/reports?status__in=triaged,moreInfo,forApproval'],
      ['company ?severity=critical', '/api/reports?severity=critical'],
      ['company Taken in charge &severity=critical', '/api/reports?status__in=triaged,moreInfo,forApproval&severity=critical'],
      [`company ?${range}`, `/api/reports?${range}`],
      ['company ?program=<its biggest>', `/api/reports?program=${demoProgram}`],
      ['company ?sort=title', '/api/reports?sort=title'],
      ['company ?sort=-updatedAt', '/api/reports?sort=-updatedAt'],
    ],
    run,
    misses,
  );
  await measure(
    base,
    sessions.triager,
    [
      ['triager GET /api/reports (All)', '/api/reports'],
      ['triager ?status=new (Not taken in charge)', '/api/reports?status=new'],
      ['triager ?triagedByMe=true (My reports)', '/api/reports?triagedByMe=true'],
      ['triager ?breached=true', '/api/reports?breached=true'],
      ['triager ?company=<Demo Srl>', `/api/reports?company=${sessions.company.id}`],
      ['triager ?program=<the biggest>', `/api/reports?program=${biggestProgram}`],
      [`triager ?search=${REPORT_SEARCH_WORD}`, `/api/reports?search=${REPORT_SEARCH_WORD}`],
    ],
    run,
    misses,
  );
  await measure(
    base,
    sessions.admin,
    [
      ['super admin GET /api/reports (All)', '/api/reports'],
      ['super admin ?status=new (New)', '/api/reports?status=new'],
    ],
    run,
    misses,
  );
  const detail = `/api/reports/${timelineReport.id}`;
  await measure(base, sessions.hacker.headers, [[`hacker GET /api/reports/{id} (${timelineReport.entries} entries)`, detail]], run, misses);
  await measure(base, sessions.company.headers, [['company GET /api/reports/{id}', detail]], run, misses);
  await measure(base, sessions.triager, [['triager GET /api/reports/{id}', detail]], run, misses);

  console.log('\nThe same page and count with plain pg (two connections, as the service runs them):');
  const company = buildActor({
    userId: '00000000-0000-4000-8000-000000000000',
    userType: 'company',
    sessionId: 'bench',
    companyRoles: [{ companyId: sessions.company.id, role: 'ADMIN' }],
    otpEnrollmentRequired: false,
  });
  const staff = buildActor({
    userId: '00000000-0000-4000-8000-000000000000',
    userType: 'staff',
    sessionId: 'bench',
    companyRoles: [],
    otpEnrollmentRequired: false,
  });
  const hacker = buildActor({ userId: sessions.hacker.id, userType: 'hacker', sessionId: 'bench', companyRoles: [], otpEnrollmentRequired: false });
  await plainPg(databaseUrl, 'hacker My reports', hacker, {});
  await plainPg(databaseUrl, 'company All', company, {});
  await plainPg(databaseUrl, 'company Not taken in charge', company, { status: 'new' });
  await plainPg(databaseUrl, 'staff All', staff, {});
  await plainPg(databaseUrl, 'staff Not taken in charge', staff, { status: 'new' });

  console.log(
    misses.length ? `\nReports p99 under ${TARGET_P99_MS} ms NOT met by:\n  ${misses.join('\n  ')}` : `\nReports: every p99 under ${TARGET_P99_MS} ms`,
  );
}
