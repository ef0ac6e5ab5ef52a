/**
 * The floor part of `npm run bench` (BENCH_SCALE_PART=floor): every list call (the program lists, the leaderboard, the
 * wallet movements, the companies search, the report lists of a hacker, a company and staff, the payment intents) side
 * by side with a plain `node:http` + `pg` server running the same statements (./floor-server.ts, its own process, a
 * pool of the API's size), in the same run: req/s and p99 of each at 1 and 10 connections, and the ratios (product over
 * floor throughput, floor over product p99; the goal is 0.85 or more), and each server's CPU time per request (from /proc:
 * what the API's own work costs beside the floor's, which the database's share of the time does not blur).
 * The product measured is the API as an operator runs it: the compiled server (`npm run build`'s dist/server.js, built at
 * the start) with NODE_ENV=production on the bench database
 * (development also checks every answer against zod, tests' and developers' safety net), the callers signed in through
 * the development server. The statements are the API's own: the app is built in this process, with the same
 * configuration, on a pool that records every query a request makes (text, parameters, which ones ran together), and
 * each call is made once cold (the session and the other few-second caches loading) and once warm: the floor runs the
 * warm statements on every request and the cold-only ones once per cache period, as the API does.
 * And (unless BENCH_GROWTH=0) the growth: the same calls on a platform seeded at 1/100 of the size (its own servers and
 * database; BENCH_SMALL_DATABASE_URL reuses a seeded one), p99 at full size over p99 at 1/100 (the goal is 1.5 or less).
 * The three are measured in turns for each call and number of connections (measureInTurns).
 * Ports: the development server's (BENCH_PORT) + 1 the floor, + 2 the production instance, + 3 and + 4 those of 1/100.
 * Each side is measured in BENCH_FLOOR_ROUNDS (10) stretches taken in turns with the others, BENCH_FLOOR_SECONDS (20 s) in
 * all per call and number of connections; BENCH_FLOOR_CALLS=word keeps the calls whose title has it,
 * BENCH_FLOOR_PLAN=<file> keeps the captured statements there (to EXPLAIN them), BENCH_CPU_PROF=<dir> has the production
 * instance and the floor write CPU profiles there (to see where the product's time goes that the floor's does not;
 * `npm run bench:profile -- <file> [last seconds]` sums one up by package, function and the callers of its native calls).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { createDatabase } from '../src/db/client.ts';
import { startJobQueue } from '../src/jobs/queue.ts';
import { createStorage } from '../src/modules/uploads/storage/create-storage.ts';
import { cookieNames } from '../src/plugins/cookies.ts';
import { PRODUCTION_PLATFORM_ENV } from '../src/test/production-env.ts';
import { PROGRAM_SEARCH_WORD, scaledOptions, seedScale } from '../scripts/scale/seed-scale.ts';
import { REPORT_SEARCH_WORD } from '../scripts/scale/seed-scale-reports.ts';
import { cookiesOf } from './bench-http.ts';
import { API_DIR, cpuProfiling, processTreeCpuMs, startBenchServer, TSX, type BenchServer } from './bench-server.ts';
import { CACHE_TTL_MS, type FloorCall, type FloorPlan, type FloorStatement } from './floor-server.ts';
import { day } from './measure-endpoints.ts';

/**
 * Each side's time per call and number of connections, in ROUNDS stretches taken in turns with the other sides. Ten
 * rounds of 2 s: with three, a call's ratio moved by up to 0.3 between two runs on this 2-core machine kind (whose
 * speed drifts within seconds); with ten, half moved by 0.05 or less and most by 0.1 (docs/decisions.md, "Ten rounds").
 */
const SECONDS = Number(process.env.BENCH_FLOOR_SECONDS ?? 20);
const ROUNDS = Number(process.env.BENCH_FLOOR_ROUNDS ?? 10);
/** The API's pool (startup.ts); the floor's is the same size. */
const POOL_SIZE = 20;
const CONNECTIONS = [1, 10] as const;
/** Production's configuration, with the fictitious platform of the tests; one secret for the instance and the capture. */
const PRODUCTION_ENV = { NODE_ENV: 'production', SESSION_SECRET: randomBytes(32).toString('hex'), LOG_LEVEL: 'warn', ...PRODUCTION_PLATFORM_ENV };
const RATIO_GOAL = 0.85;
const GROWTH_GOAL = 1.5;

export type Caller = 'anonymous' | 'hacker' | 'company' | 'triager' | 'admin';
/** The cookies of each caller, signed in on one server. */
export type Sessions = Record<Caller, Record<string, string>>;

interface ListCall {
  title: string;
  caller: Caller;
  url: string;
}

/** Every list call of the issue, plainly and with a filter whose count the kept counters cannot answer. */
function listCalls(): ListCall[] {
  const payments = '/api/payments/intents';
  const calls: ListCall[] = [
    { title: 'hacker GET /api/programs', caller: 'hacker', url: '/api/programs' },
    { title: 'company GET /api/programs', caller: 'company', url: '/api/programs' },
    { title: 'triager GET /api/programs', caller: 'triager', url: '/api/programs' },
    {
      title: `super admin GET /api/programs?name__icontains=${PROGRAM_SEARCH_WORD}`,
      caller: 'admin',
      url: `/api/programs?name__icontains=${PROGRAM_SEARCH_WORD}`,
    },
    { title: 'anonymous GET /api/leaderboard', caller: 'anonymous', url: '/api/leaderboard' },
    { title: 'company GET /api/banking/transactions', caller: 'company', url: '/api/banking/transactions' },
    { title: 'company GET /api/banking/transactions?type=deposit', caller: 'company', url: '/api/banking/transactions?type=deposit' },
    { title: 'super admin GET /api/banking/transactions?type=deposit', caller: 'admin', url: '/api/banking/transactions?type=deposit' },
    { title: 'super admin GET /api/companies?search=digital', caller: 'admin', url: '/api/companies?search=digital&sort=-createdAt' },
    { title: 'hacker GET /api/reports', caller: 'hacker', url: '/api/reports' },
    { title: 'company GET /api/reports', caller: 'company', url: '/api/reports' },
    { title: 'triager GET /api/reports', caller: 'triager', url: '/api/reports' },
    { title: `triager GET /api/reports?search=${REPORT_SEARCH_WORD}`, caller: 'triager', url: `/api/reports?search=${REPORT_SEARCH_WORD}` },
    { title: 'super admin GET /api/payments/intents', caller: 'admin', url: payments },
    { title: 'super admin GET /api/payments/intents?date__gte=<90 days ago>', caller: 'admin', url: `${payments}?date__gte=${day(90)}` },
    { title: 'hacker GET /api/payments/intents', caller: 'hacker', url: payments },
  ];
  const only = process.env.BENCH_FLOOR_CALLS;
  return only ? calls.filter((call) => call.title.includes(only)) : calls;
}

interface Recorded {
  statement: Omit<FloorStatement, 'after'>;
  started: number;
  ended: number;
}

type QueryArgument = string | (pg.QueryConfig & { rowMode?: string; types?: unknown });

function recordedStatement(config: QueryArgument, values: unknown[] | undefined): Omit<FloorStatement, 'after'> {
  const query = typeof config === 'string' ? { text: config } : config;
  return {
    text: query.text,
    // Through JSON to the floor's process: a Date parameter arrives as its ISO text, which PostgreSQL reads the same.
    values: values ?? query.values ?? [],
    ...(query.rowMode === 'array' ? { rowMode: 'array' as const } : {}),
    ...(query.name ? { name: query.name } : {}),
    drizzleTypes: query.types !== undefined,
  };
}

/** In start order, each waiting for those that had ended before it started. */
function ordered(recorded: readonly Recorded[]): FloorStatement[] {
  const sorted = [...recorded].sort((a, b) => a.started - b.started);
  return sorted.map((entry, index) => ({
    ...entry.statement,
    after: sorted.flatMap((earlier, j) => (j < index && earlier.ended <= entry.started ? [j] : [])),
  }));
}

/** What the cold request ran and the warm one did not: what the API keeps for a while (the session first). */
function coldOnly(cold: readonly Recorded[], warm: readonly Recorded[]): Recorded[] {
  const key = (entry: Recorded) => `${entry.statement.text}\u0000${JSON.stringify(entry.statement.values)}`;
  const remaining = new Map<string, number>();
  for (const entry of warm) remaining.set(key(entry), (remaining.get(key(entry)) ?? 0) + 1);
  return cold.filter((entry) => {
    const left = remaining.get(key(entry)) ?? 0;
    if (left > 0) remaining.set(key(entry), left - 1);
    return left === 0;
  });
}

/**
 * Builds the app in this process on a pool that records the queries each request makes (AsyncLocalStorage keeps other
 * work out), a fresh app per call so that its caches start cold, and captures each call cold, then warm.
 */
async function captureStatements(databaseUrl: string, calls: readonly ListCall[], sessions: Sessions): Promise<FloorCall[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bb-bench-floor-'));
  const config = { ...loadConfig({ ...PRODUCTION_ENV, DATABASE_URL: databaseUrl, DATA_DIR: dataDir, LOG_LEVEL: 'silent' }), runJobs: false };
  const { db, pool } = createDatabase(databaseUrl, POOL_SIZE);
  const recording = new AsyncLocalStorage<Recorded[]>();
  const query = pool.query.bind(pool) as (config: QueryArgument, values?: unknown[]) => Promise<pg.QueryResult>;
  const recordingQuery = (config: QueryArgument, values?: unknown[]) => {
    const result = query(config, values);
    const log = recording.getStore();
    if (log) {
      const entry: Recorded = { statement: recordedStatement(config, values), started: performance.now(), ended: Infinity };
      log.push(entry);
      void result.then(
        () => (entry.ended = performance.now()),
        () => undefined,
      );
    }
    return result;
  };
  pool.query = recordingQuery as unknown as typeof pool.query;
  const connect = pool.connect.bind(pool);
  pool.connect = ((...args: Parameters<typeof connect>) => {
    // pool.query passes a callback; a caller's own connection (a transaction) would need replaying on one connection.
    if (!args.length && recording.getStore()) throw new Error('a list call took a connection of its own: the floor replays statements on the pool only');
    return connect(...args);
  }) as typeof pool.connect;
  const queue = await startJobQueue(databaseUrl);

  const record = async (app: FastifyInstance, call: ListCall): Promise<Recorded[]> => {
    const log: Recorded[] = [];
    // Awaited inside the context: app.inject starts the request only when awaited.
    const response = await recording.run(log, async () => await app.inject({ method: 'GET', url: call.url, headers: sessions[call.caller] }));
    if (response.statusCode !== 200) throw new Error(`${call.title}: ${response.statusCode} ${response.body}`);
    return [...log];
  };
  try {
    const captured: FloorCall[] = [];
    for (const call of calls) {
      const app = await buildApp(config, { db, queue, storage: createStorage(config) });
      await app.ready();
      try {
        const cold = await record(app, call);
        const warm = await record(app, call);
        captured.push({ warm: ordered(warm), cold: ordered(coldOnly(cold, warm)) });
      } finally {
        await app.close();
      }
    }
    return captured;
  } finally {
    await queue.stop();
    await pool.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The floor server in its own process (as the API is), on the captured statements. */
async function startFloorServer(port: number, databaseUrl: string, calls: FloorCall[]): Promise<{ pid: number; stop: () => Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), 'bb-bench-floor-plan-'));
  const planFile = join(dir, 'plan.json');
  const plan: FloorPlan = { poolSize: POOL_SIZE, calls };
  writeFileSync(planFile, JSON.stringify(plan));
  if (process.env.BENCH_FLOOR_PLAN) writeFileSync(process.env.BENCH_FLOOR_PLAN, JSON.stringify(plan, null, 2));
  const server = spawn(TSX, [...cpuProfiling(), 'bench/floor-server.ts'], {
    cwd: API_DIR,
    env: { ...process.env, DATABASE_URL: databaseUrl, FLOOR_PLAN: planFile, FLOOR_PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const stop = async () => {
    if (server.exitCode === null) await new Promise((resolve) => server.once('exit', resolve).kill('SIGTERM'));
    rmSync(dir, { recursive: true, force: true });
  };
  const ready = await new Promise<boolean>((resolve) => {
    createInterface({ input: server.stdout }).on('line', (line) => line === 'floor ready' && resolve(true));
    server.once('exit', () => resolve(false));
  });
  if (!ready) {
    await stop();
    throw new Error('the floor server did not start');
  }
  return { pid: server.pid!, stop };
}

/** What one server did under one stretch of load: autocannon's figures and the CPU time /proc gave its process tree. */
interface Stretch {
  requests: number;
  seconds: number;
  /** Every response's own time (autocannon's histogram keeps whole milliseconds). */
  times: number[];
  cpuMs: number | null;
  bytes: number;
  failures: number;
}

interface Load {
  rps: number;
  /** The server's CPU time (its process and children) per request, in ms; null where /proc cannot tell. */
  cpuPerRequest: number | null;
  p99: number;
  /** The answer's size, in bytes (body and headers, as autocannon counts them). */
  bytesPerRequest: number;
}

const ascending = (a: number, b: number) => a - b;
const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? NaN;

function loadStretch(url: string, headers: Record<string, string>, connections: number, seconds: number, pid: number): Promise<Stretch> {
  return new Promise((resolve, reject) => {
    const times: number[] = [];
    const cpuBefore = processTreeCpuMs(pid);
    const instance = autocannon({ url, headers, connections, duration: seconds }, (error, result) => {
      if (error) return reject(error);
      const cpuAfter = processTreeCpuMs(pid);
      resolve({
        requests: times.length,
        seconds: result.duration,
        times,
        cpuMs: cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore,
        bytes: result.throughput.total,
        failures: result.non2xx + result.errors,
      });
    });
    instance.on('response', (_client, _status, _bytes, time) => times.push(time));
  });
}

/** A server's stretches as one measurement: throughput over their whole time, p99 over every response. */
function combined(stretches: readonly Stretch[]): Load {
  const sum = (value: (stretch: Stretch) => number) => stretches.reduce((total, stretch) => total + value(stretch), 0);
  const requests = sum((stretch) => stretch.requests);
  const perRequest = (total: number) => total / Math.max(1, requests);
  const times = stretches.flatMap((stretch) => stretch.times).sort(ascending);
  const cpuKnown = stretches.every((stretch) => stretch.cpuMs !== null);
  return {
    rps: requests / sum((stretch) => stretch.seconds),
    cpuPerRequest: cpuKnown ? perRequest(sum((stretch) => stretch.cpuMs!)) : null,
    p99: percentile(times, 99),
    bytesPerRequest: perRequest(sum((stretch) => stretch.bytes)),
  };
}

type Connections = (typeof CONNECTIONS)[number];

const machine = () =>
  `load average ${loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')} on ${availableParallelism()} cores`;
const fixed = (value: number, digits = 1) => value.toFixed(digits).padStart(8);
const cpu = (load: Load) => (load.cpuPerRequest === null ? '     n/a' : fixed(load.cpuPerRequest, 3));

/** Where a list call is measured: its address and its callers' cookies. */
interface Side {
  url: (call: ListCall, index: number) => string;
  sessions: Sessions;
  /** The server's process, whose CPU time each measurement reads. */
  pid: number;
}

/** One call at one number of connections: the product, the floor, and the product on the platform at 1/100. */
interface Measured {
  call: ListCall;
  connections: Connections;
  product: Load;
  floor: Load;
  small: Load | null;
  /** The req/s ratio of each round alone (product over floor), lowest and highest: how far the machine moved it. */
  roundRatios: Spread;
  /** The p99 growth of each round alone (full size over 1/100), lowest and highest; null without the small platform. */
  growthRounds: Spread | null;
}

interface Spread {
  lowest: number;
  highest: number;
}

async function measureStretch(side: Side, call: ListCall, index: number, connections: number, seconds: number): Promise<Stretch> {
  const result = await loadStretch(side.url(call, index), side.sessions[call.caller], connections, seconds, side.pid);
  if (result.failures) throw new Error(`${call.title}: ${result.failures} failures at ${side.url(call, index)}`);
  return result;
}

/**
 * The sides measured in ROUNDS stretches each, taking turns, and every other round in the reverse order: a machine
 * whose speed drifts within seconds (other work shares it) weighs on each side alike, not on whichever ran in the slower
 * seconds, as one stretch each did (a hacker's report list had a ratio of 1.19 in one run and 0.75 in the next).
 */
async function measureInTurns(sides: readonly Side[], call: ListCall, index: number, connections: number): Promise<Stretch[][]> {
  const stretches: Stretch[][] = sides.map(() => []);
  for (let round = 0; round < ROUNDS; round++) {
    const order = round % 2 === 0 ? [...sides.keys()] : [...sides.keys()].reverse();
    for (const at of order) stretches[at]!.push(await measureStretch(sides[at]!, call, index, connections, SECONDS / ROUNDS));
  }
  return stretches;
}

/**
 * Lowest and highest of `ratio` taken round by round over two sides' stretches (measured in the same turns): the
 * product's req/s over the floor's, or its p99 at full size over 1/100. The combined ratio is the measurement; this
 * spread is what the machine did to it within the call's few seconds (a ratio whose every round is on the wrong side of
 * the goal is there whatever the machine did; one whose rounds straddle it is not told apart from the goal by this run).
 */
function spreadOver(top: readonly Stretch[], bottom: readonly Stretch[], ratio: (top: Stretch, bottom: Stretch) => number): Spread {
  const ratios = top.map((stretch, round) => ratio(stretch, bottom[round]!));
  return { lowest: Math.min(...ratios), highest: Math.max(...ratios) };
}

/** A spread as the tables print it beside its ratio: `lowest-highest`, right-aligned under "(rounds)". */
const spreadText = ({ lowest, highest }: Spread) => `${lowest.toFixed(2)}-${highest.toFixed(2)}`.padStart(11);
const rate = (stretch: Stretch) => stretch.requests / stretch.seconds;
const stretchP99 = (stretch: Stretch) => percentile([...stretch.times].sort(ascending), 99);

function printRatios(measured: readonly Measured[]) {
  const ratios = measured.map(({ product, floor }) => ({ throughput: product.rps / floor.rps, latency: floor.p99 / product.p99 }));
  const short = ratios.filter((ratio) => ratio.throughput < RATIO_GOAL || ratio.latency < RATIO_GOAL).length;
  const lowest = (key: 'throughput' | 'latency') => Math.min(...ratios.map((ratio) => ratio[key])).toFixed(2);
  console.log(
    `Ratios at least ${RATIO_GOAL}: ${ratios.length - short} of ${ratios.length} measurements (lowest: req/s ${lowest('throughput')}, p99 ${lowest('latency')}); ${machine()}`,
  );
  const underInEveryRound = measured.filter((one) => one.roundRatios.highest < RATIO_GOAL).length;
  console.log(`req/s ratios under ${RATIO_GOAL} in every round: ${underInEveryRound} of ${measured.length} measurements`);
  const cpuMedian = (side: 'product' | 'floor') => {
    const values = measured.flatMap((one) => (one[side].cpuPerRequest === null ? [] : [one[side].cpuPerRequest])).sort(ascending);
    return values.length ? percentile(values, 50).toFixed(3) : 'n/a';
  };
  // The database's time is in the ratios above, and on a small machine it moves them from run to run; this is the servers' own cost.
  console.log(`CPU per request (median of the measurements): product ${cpuMedian('product')} ms, floor ${cpuMedian('floor')} ms`);
}

function printGrowth(measured: readonly Measured[]) {
  console.log(`\nGrowth: p99 at full size over p99 at 1/100 (goal at most ${GROWTH_GOAL})`);
  console.log(`${'list call'.padEnd(64)} conn  p99 full ms  p99 1/100 ms  full/small  (rounds)`);
  const over: string[] = [];
  let overInEveryRound = 0;
  for (const { call, connections, product, small, growthRounds } of measured) {
    if (!small || !growthRounds) continue;
    const growth = product.p99 / small.p99;
    if (growth > GROWTH_GOAL) over.push(`${call.title} (${connections} conn): ${growth.toFixed(2)}`);
    if (growthRounds.lowest > GROWTH_GOAL) overInEveryRound += 1;
    const spread = spreadText(growthRounds);
    console.log(
      `${call.title.padEnd(64)} ${String(connections).padStart(4)}  ${fixed(product.p99, 2)}      ${fixed(small.p99, 2)}      ${fixed(growth, 2)}  ${spread}`,
    );
  }
  console.log(over.length ? `Growth over ${GROWTH_GOAL}:\n  ${over.join('\n  ')}` : `Growth: every ratio at most ${GROWTH_GOAL}`);
  console.log(`p99 growth over ${GROWTH_GOAL} in every round: ${overInEveryRound} of ${measured.length} measurements`);
}

/** Each call at 1 and 10 connections: the product, the floor and the product at 1/100 in turns (measureInTurns). */
async function measureCalls(calls: readonly ListCall[], sides: { product: Side; floor: Side; small: Side | null }) {
  console.log(
    `\n${'list call'.padEnd(64)} conn  product req/s  p99 ms    floor req/s  p99 ms   req/s ratio  (rounds)     p99 ratio   CPU ms/request product  floor   KB/answer product  floor`,
  );
  const measured: Measured[] = [];
  const all = [sides.product, sides.floor, ...(sides.small ? [sides.small] : [])];
  for (const [index, call] of calls.entries()) {
    for (const side of all) await measureStretch(side, call, index, 1, 1);
    for (const connections of CONNECTIONS) {
      const stretches = await measureInTurns(all, call, index, connections);
      const [product, floor, small = null] = stretches.map(combined) as [Load, Load, Load?];
      const [productStretches, floorStretches, smallStretches] = stretches as [Stretch[], Stretch[], Stretch[]?];
      const rounds = spreadOver(productStretches, floorStretches, (top, bottom) => rate(top) / rate(bottom));
      const growthRounds = smallStretches ? spreadOver(productStretches, smallStretches, (top, bottom) => stretchP99(top) / stretchP99(bottom)) : null;
      measured.push({ call, connections, product, floor, small, roundRatios: rounds, growthRounds });
      const spread = spreadText(rounds);
      console.log(
        `${call.title.padEnd(64)} ${String(connections).padStart(4)}  ${fixed(product.rps, 0)}     ${fixed(product.p99, 2)}   ${fixed(floor.rps, 0)}    ${fixed(floor.p99, 2)}   ${fixed(product.rps / floor.rps, 2)}  ${spread}   ${fixed(floor.p99 / product.p99, 2)}   ${cpu(product)}        ${cpu(floor)}   ${fixed(product.bytesPerRequest / 1024)}   ${fixed(floor.bytesPerRequest / 1024)}`,
      );
    }
  }
  printRatios(measured);
  if (sides.small) printGrowth(measured);
  console.log(machine());
}

/** The API compiled as `npm run build` compiles it (scripts/build.ts), once per bench run. */
function buildApi(): void {
  const built = spawnSync(TSX, ['scripts/build.ts'], { cwd: API_DIR, stdio: ['ignore', 'ignore', 'inherit'] });
  if (built.status !== 0) throw new Error('the API did not build (scripts/build.ts)');
}

/**
 * The product as an operator runs it (`node dist/server.js`, compiled by buildApi), on a database the development
 * server made and seeded. Through tsx the source would carry its name helpers and loader, which production does not.
 */
function startProductionInstance(port: number, databaseUrl: string): Promise<BenchServer> {
  return startBenchServer({ port, entry: 'dist/server.js', existingDatabase: databaseUrl, env: PRODUCTION_ENV });
}

/**
 * The callers' cookies as a browser holds them for a production instance: the session signed in through the development
 * server, under production's name (Secure, `__Host-`), and the CSRF token the instance issues for it (without one, every
 * answer would mint a new token, which a browser's requests do not cost).
 */
async function productionSessions(base: string, sessions: Sessions): Promise<Sessions> {
  const plain = cookieNames(false);
  const secure = cookieNames(true);
  const entries = await Promise.all(
    Object.entries(sessions).map(async ([caller, headers]) => {
      const session = headers.cookie?.split('; ').find((cookie) => cookie.startsWith(`${plain.session}=`));
      const cookies = session ? [`${secure.session}=${session.slice(plain.session.length + 1)}`] : [];
      const csrf = cookiesOf(await fetch(`${base}/api/health`, { headers: { cookie: cookies.join('; ') } }))[secure.csrf];
      if (csrf) cookies.push(`${secure.csrf}=${csrf}`);
      return [caller, { cookie: cookies.join('; ') }];
    }),
  );
  return Object.fromEntries(entries) as Sessions;
}

export type SessionsOf = (base: string, databaseUrl: string) => Promise<Sessions>;
interface FloorOptions {
  sessionsOf: SessionsOf;
  scaleFactor: number;
}

/** The platform at 1/100 of the size: its development server (demo accounts, sign-in), its seed, a production instance. */
async function smallPlatform(port: number, options: FloorOptions, servers: { stop: () => Promise<void> }[]): Promise<Side> {
  const server = await startBenchServer({
    port,
    entry: 'scripts/start.ts',
    databasePrefix: 'bb_bench_small',
    existingDatabase: process.env.BENCH_SMALL_DATABASE_URL ?? null,
  });
  servers.push(server);
  const started = performance.now();
  const factor = options.scaleFactor / 100;
  const seeded = await seedScale(server.databaseUrl, scaledOptions(factor));
  console.log(
    `The platform at ${factor} of the default size ${seeded ? `seeded in ${((performance.now() - started) / 1000).toFixed(0)} s` : 'already seeded'}`,
  );
  const product = await startProductionInstance(port + 1, server.databaseUrl);
  servers.push(product);
  const sessions = await productionSessions(product.base, await options.sessionsOf(server.base, server.databaseUrl));
  return { url: (call) => `${product.base}${call.url}`, sessions, pid: product.pid };
}

export async function benchFloor(base: string, databaseUrl: string, options: FloorOptions) {
  const port = Number(new URL(base).port);
  const calls = listCalls();
  console.log(
    `\nFloor: ${calls.length} list calls, the API (production) against plain node:http + pg on the same statements, ${SECONDS} s each in ${ROUNDS} turns; ${machine()}`,
  );
  const servers: { stop: () => Promise<void> }[] = [];
  try {
    buildApi();
    const product = await startProductionInstance(port + 2, databaseUrl);
    servers.push(product);
    const sessions = await productionSessions(product.base, await options.sessionsOf(base, databaseUrl));
    const captured = await captureStatements(databaseUrl, calls, sessions);
    for (const [index, call] of calls.entries())
      console.log(
        `  ${call.title}: ${captured[index]!.warm.length} statements a request, ${captured[index]!.cold.length} more once per ${CACHE_TTL_MS / 1000} s (cold caches)`,
      );
    const floorPort = port + 1;
    const floor = await startFloorServer(floorPort, databaseUrl, captured);
    servers.push(floor);
    // The growth compares the full size with 1/100 of it: below full size the small platform has too few rows to seed.
    const growth = process.env.BENCH_GROWTH !== '0' && options.scaleFactor >= 1;
    if (!growth && process.env.BENCH_GROWTH !== '0') console.log(`No growth measured: it needs the full size (BENCH_SCALE_FACTOR=${options.scaleFactor})`);
    const small = growth ? await smallPlatform(port + 3, options, servers) : null;
    await measureCalls(calls, {
      product: { url: (call) => `${product.base}${call.url}`, sessions, pid: product.pid },
      floor: { url: (_call, index) => `http://127.0.0.1:${floorPort}/${index}`, sessions, pid: floor.pid },
      small,
    });
  } finally {
    for (const server of servers.reverse()) await server.stop();
  }
}
