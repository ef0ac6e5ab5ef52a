/**
 * `npm run bench:writes`: concurrent writes, as a busy marketplace makes them. Starts the production entry
 * (src/server.ts, no demo data) in its own process on a fresh database (./bench-server.ts), seeds 20 verified funded
 * companies with the same self-managed programs, admins and ready hackers (./writes/fixtures.ts), then sends mixed
 * writes (submit, start, comment from both sides, change severity, reward) from BENCH_WRITES_CONNECTIONS connections
 * (50) for BENCH_WRITES_SECONDS (60): first spread over the 20 companies, then all on one company
 * (./writes/load.ts). Prints per action the count, throughput, p50/p99 and errors, the 5xx answers, the deadlocks
 * PostgreSQL counted and the server log's errors per run, the ratio of the two throughputs against the targets
 * (./writes/report.ts), then runs ledger:check and stats:check on the bench database. Exits 1 when a target is missed.
 * BENCH_WRITES_SERVER_LOG=<file> keeps the server's log; BENCH_PORT (3298), DATABASE_URL and BENCH_KEEP_DB as for `npm run bench`.
 */
import { appendFileSync } from 'node:fs';
import { startBenchServer } from './bench-server.ts';
import { runChecks } from './writes/checks.ts';
import { liftWriteLimits, seedTenants, SHAPE, SUPER_ADMIN, type Tenant } from './writes/fixtures.ts';
import { runLoad } from './writes/load.ts';
import { deadlocksSoFar, ServerErrors, STATS_SETTLE_MS } from './writes/observe.ts';
import { printComparison, printRun, type RunReport } from './writes/report.ts';

const PORT = Number(process.env.BENCH_PORT ?? 3298);
const SECONDS = Number(process.env.BENCH_WRITES_SECONDS ?? 60);
const CONNECTIONS = Number(process.env.BENCH_WRITES_CONNECTIONS ?? 50);
/** A file to keep the server's whole log in, to read the errors' details afterwards. */
const SERVER_LOG = process.env.BENCH_WRITES_SERVER_LOG;

const settle = () => new Promise((resolve) => setTimeout(resolve, STATS_SETTLE_MS));

async function measuredRun(title: string, base: string, databaseUrl: string, tenants: Tenant[], serverErrors: ServerErrors): Promise<RunReport> {
  const deadlocksBefore = await deadlocksSoFar(databaseUrl);
  serverErrors.take();
  const load = await runLoad(base, tenants, { seconds: SECONDS, connections: CONNECTIONS });
  console.log(`${title}: done, waiting ${STATS_SETTLE_MS / 1000} s for PostgreSQL's statistics`);
  await settle();
  return { title, load, deadlocks: (await deadlocksSoFar(databaseUrl)) - deadlocksBefore, serverLogErrors: serverErrors.take() };
}

async function main(): Promise<boolean> {
  const serverErrors = new ServerErrors();
  const server = await startBenchServer({
    port: PORT,
    entry: 'src/server.ts',
    databasePrefix: 'bb_bench_writes',
    env: { ADMIN_EMAIL: SUPER_ADMIN.email, ADMIN_PASSWORD: SUPER_ADMIN.password, PUBLIC_URL: `http://127.0.0.1:${PORT}` },
    onLine: (line) => {
      serverErrors.onLine(line);
      if (SERVER_LOG) appendFileSync(SERVER_LOG, `${line}\n`);
    },
  });
  try {
    console.log(await liftWriteLimits(server.databaseUrl));
    const started = performance.now();
    const tenants = await seedTenants(server.base, server.databaseUrl);
    console.log(
      `fixtures: ${SHAPE.companies} companies, each ${SHAPE.programsPerCompany} active self-managed programs, its admin and ${SHAPE.hackersPerCompany} ready hackers, ` +
        `${SHAPE.newReports} new and ${SHAPE.triagedReports} triaged reports (${((performance.now() - started) / 1000).toFixed(1)} s)`,
    );
    const spread = await measuredRun(`${tenants.length} companies`, server.base, server.databaseUrl, tenants, serverErrors);
    printRun(spread);
    const single = await measuredRun('1 company', server.base, server.databaseUrl, tenants.slice(0, 1), serverErrors);
    printRun(single);
    console.log('\nChecks on the bench database:');
    const checks = await runChecks(server.databaseUrl);
    return printComparison(spread, single, checks);
  } finally {
    await server.stop();
  }
}

process.exitCode = (await main()) ? 0 : 1;
