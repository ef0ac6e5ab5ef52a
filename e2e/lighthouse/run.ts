/**
 * Lighthouse on the public pages: performance, accessibility, best practices and SEO (median of several
 * runs, each at least 95) and the JavaScript each page transfers (the home page: at most 100 KiB).
 *
 *   npm run lighthouse                                   # starts the app like the e2e suite, mobile, 3 runs
 *   npm run lighthouse -- --desktop --runs 5
 *   npm run lighthouse -- --pages /,/auth/login          # other pages (comma-separated or repeated)
 *   LIGHTHOUSE_URL=http://localhost:3000 npm run lighthouse   # measures a server that is already running
 *   npm run lighthouse -- --no-fail --report-dir /tmp/lh # only print; keep each page's first HTML report
 *
 * Without LIGHTHOUSE_URL it runs e2e/scripts/start-server.ts (the Playwright web server: builds the web app,
 * starts the API on a fresh database, from DATABASE_URL when set) on LIGHTHOUSE_PORT (3420), and stops it
 * at the end. Chromium is Debian's (/usr/bin/chromium, or CHROME_PATH), headless, one fresh instance per run.
 * Exits 1 when a category median is below 95, a budget is exceeded or a page could not be measured.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig, type Flags, type Result } from 'lighthouse';

const MIN_SCORE = 95;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];
const SHORT: Record<Category, string> = { performance: 'perf', accessibility: 'a11y', 'best-practices': 'best', seo: 'seo' };
const KIB = 1024;

/** What one page is measured as: a path (with request headers, for later signed-in pages), or why it is skipped. */
type Target = { path: string; headers?: Record<string, string> } | { skip: string };

interface PageSpec {
  /** The name printed in the table; `--pages` picks default pages by it. */
  label: string;
  /** Called once the server answers. */
  target: (base: string) => Promise<Target> | Target;
  /** Budget for the compressed JavaScript the page transfers on a first load. */
  maxScriptKiB?: number;
}

const page = (path: string, maxScriptKiB?: number): PageSpec => ({ label: path, target: () => ({ path }), maxScriptKiB });

/** The measured pages, signed out. Add a line here to measure another one. */
const DEFAULT_PAGES: PageSpec[] = [page('/', 100), page('/programs'), { label: '/programs/{id}', target: publicProgramPage }, page('/hackers')];

/** The first public program's page, from `GET /api/programs/public` ({count, results: [{id}]}). */
async function publicProgramPage(base: string): Promise<Target> {
  const url = `${base}/api/programs/public`;
  try {
    const response = await fetch(url, { headers: { accept: 'application/json' }, redirect: 'manual' });
    if (!response.ok) return { skip: `GET /api/programs/public answered ${response.status}` };
    const body = (await response.json()) as { results?: { id?: unknown }[] };
    const id = body.results?.[0]?.id;
    if (typeof id !== 'string' && typeof id !== 'number') return { skip: 'GET /api/programs/public listed no program' };
    return { path: `/programs/${encodeURIComponent(String(id))}` };
  } catch (error) {
    return { skip: `GET /api/programs/public failed: ${error instanceof Error ? error.message : String(error)}` };
  }
}

// ---- options ----

const { values: options } = parseArgs({
  options: {
    desktop: { type: 'boolean', default: false },
    runs: { type: 'string', default: process.env.LIGHTHOUSE_RUNS ?? '3' },
    pages: { type: 'string', multiple: true },
    'no-fail': { type: 'boolean', default: false },
    'report-dir': { type: 'string' },
    help: { type: 'boolean', short: 'h', default: false },
  },
  allowPositionals: false,
});
if (options.help) {
  console.log(
    'usage: npm run lighthouse -- [--desktop] [--runs N] [--pages /a,/b] [--no-fail] [--report-dir DIR]\n' +
      'env: LIGHTHOUSE_URL (measure a running server), LIGHTHOUSE_PORT (3420), LIGHTHOUSE_RUNS (3), DATABASE_URL, CHROME_PATH',
  );
  process.exit(0);
}
const runs = Number(options.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a positive integer, not ${options.runs}`);
const formFactor = options.desktop ? 'desktop' : 'mobile';
const pages: PageSpec[] = options.pages
  ? options.pages
      .flatMap((list) => list.split(','))
      .map((label) => label.trim())
      .filter(Boolean)
      .map((label) => DEFAULT_PAGES.find((spec) => spec.label === label) ?? page(label.startsWith('/') ? label : `/${label}`))
  : DEFAULT_PAGES;
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'];

// ---- the server ----

let server: ChildProcess | null = null;
const serverLog: string[] = [];

/** Starts e2e/scripts/start-server.ts, the Playwright web server, on its own port and run directory. */
async function startServer(port: number): Promise<string> {
  const runDir = join(tmpdir(), `bb-lighthouse-${Date.now().toString(36)}-${process.pid}`);
  const e2eDir = join(import.meta.dirname, '..');
  const started = Date.now();
  process.stderr.write(`starting the app on port ${port} (builds the web app; ${process.env.DATABASE_URL ? 'DATABASE_URL' : 'embedded PostgreSQL'})…\n`);
  // Its own process group, so that whatever is left of it can be stopped as a whole at the end.
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start-server.ts'], {
    cwd: e2eDir,
    env: { ...process.env, E2E_PORT: String(port), E2E_RUN_DIR: runDir },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  server = child;
  const keep = (chunk: Buffer) => {
    serverLog.push(...chunk.toString().split('\n'));
    serverLog.splice(0, Math.max(0, serverLog.length - 200));
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);

  const health = `http://127.0.0.1:${port}/api/health`;
  while (Date.now() - started < 240_000) {
    if (child.exitCode !== null || child.signalCode !== null) break;
    const ok = await fetch(health).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) {
      process.stderr.write(`app ready in ${((Date.now() - started) / 1000).toFixed(0)} s\n`);
      // The name the app knows itself by (start-server.ts sets PUBLIC_URL to http://localhost:PORT).
      return `http://localhost:${port}`;
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  process.stderr.write(serverLog.join('\n') + '\n');
  throw new Error(
    `the app did not answer ${health} (start-server.ts ${child.exitCode === null ? 'still starting after 240 s' : `exited with ${child.exitCode}`})`,
  );
}

/** SIGTERM lets start-server.ts stop the API and drop its database; what is left after 30 s is killed. */
async function stopServer() {
  const child = server;
  server = null;
  if (!child || child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<boolean>((resolve) => child.once('exit', () => resolve(true)));
  child.kill('SIGTERM');
  const inTime = await Promise.race([exited, new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 30_000))]);
  if (!inTime) process.stderr.write('start-server.ts did not stop within 30 s: killing its process group\n');
  try {
    // Whatever of its process group is still there (nothing, when it stopped in time).
    process.kill(-child.pid, 'SIGKILL');
  } catch {
    // the group is gone
  }
}

// ---- measuring ----

interface RunResult {
  scores: Record<Category, number | null>;
  scriptBytes: number;
  totalBytes: number;
  finalUrl: string;
  lhr: Result;
  html: string | null;
}

interface NetworkItem {
  resourceType?: string;
  transferSize?: number;
}

let chrome: chromeLauncher.LaunchedChrome | null = null;

/**
 * Asks Chromium to quit (Browser.close over the DevTools protocol) so that it ends its own helper processes,
 * then kills whatever of its process group is left and removes its profile. A plain kill leaves the helpers
 * orphaned (zombies until init reaps them).
 */
async function closeChrome() {
  const launched = chrome;
  chrome = null;
  if (!launched) return;
  try {
    const exited = new Promise((resolve) => launched.process.once('exit', resolve));
    const version = (await (await fetch(`http://127.0.0.1:${launched.port}/json/version`)).json()) as { webSocketDebuggerUrl: string };
    const socket = new WebSocket(version.webSocketDebuggerUrl);
    await new Promise((resolve, reject) => {
      socket.onopen = resolve;
      socket.onerror = reject;
    });
    socket.send(JSON.stringify({ id: 1, method: 'Browser.close' }));
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
    socket.close();
  } catch {
    // already gone, or not answering: killed below
  }
  launched.kill();
}

async function measureOnce(url: string, headers: Record<string, string> | undefined, keepHtml: boolean): Promise<RunResult> {
  chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS, handleSIGINT: false, logLevel: 'silent' });
  try {
    const flags: Flags = {
      port: chrome.port,
      output: keepHtml ? 'html' : 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
      ...(headers ? { extraHeaders: headers } : {}),
    };
    const result = await lighthouse(url, flags, options.desktop ? desktopConfig : undefined);
    if (!result) throw new Error('Lighthouse returned no result');
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    const scores = Object.fromEntries(
      CATEGORIES.map((id) => {
        const score = lhr.categories[id]?.score;
        return [id, typeof score === 'number' ? Math.round(score * 100) : null];
      }),
    ) as Record<Category, number | null>;
    const details = lhr.audits['network-requests']?.details;
    const items = (details && 'items' in details ? details.items : []) as NetworkItem[];
    const scriptBytes = items.filter((item) => item.resourceType === 'Script').reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
    const totalBytes = lhr.audits['total-byte-weight']?.numericValue ?? items.reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
    const html = keepHtml && typeof result.report === 'string' ? result.report : null;
    return { scores, scriptBytes, totalBytes, finalUrl: lhr.finalDisplayedUrl, lhr, html };
  } finally {
    await closeChrome();
  }
}

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : Math.round((sorted[middle - 1]! + sorted[middle]!) / 2);
}

/** The audits that cost a category most points in one run, for a page that failed it. */
function losses(lhr: Result, category: Category): string[] {
  const refs = lhr.categories[category]?.auditRefs ?? [];
  return refs
    .filter((ref) => ref.weight > 0)
    .map((ref) => ({ ref, audit: lhr.audits[ref.id] }))
    .filter(({ audit }) => audit && typeof audit.score === 'number' && audit.score < 1)
    .map(({ ref, audit }) => ({ ref, audit: audit!, lost: ref.weight * (1 - (audit!.score ?? 0)) }))
    .sort((a, b) => b.lost - a.lost)
    .slice(0, 5)
    .map(({ audit }) => `${audit.id} (${Math.round((audit.score ?? 0) * 100)}${audit.displayValue ? `, ${audit.displayValue}` : ''})`);
}

// ---- the run ----

interface Row {
  label: string;
  path?: string;
  note?: string;
  medians?: Record<Category, number | null>;
  scriptBytes?: number;
  totalBytes?: number;
  failures: string[];
  status: 'PASS' | 'FAIL' | 'SKIP' | 'ERROR';
}

async function main(): Promise<number> {
  const base = (process.env.LIGHTHOUSE_URL ?? (await startServer(Number(process.env.LIGHTHOUSE_PORT ?? 3420)))).replace(/\/$/, '');
  const rows: Row[] = [];
  for (const spec of pages) {
    const target = await spec.target(base);
    if ('skip' in target) {
      rows.push({ label: spec.label, note: target.skip, failures: [], status: 'SKIP' });
      process.stderr.write(`${spec.label}: skipped (${target.skip})\n`);
      continue;
    }
    const url = base + target.path;
    const results: RunResult[] = [];
    let error: string | null = null;
    // A run Lighthouse could not complete (NO_NAVSTART now and then with this Chromium) is tried again, twice at most per page.
    for (let attempt = 1; results.length < runs && attempt <= runs + 2; attempt++) {
      process.stderr.write(`${target.path}: run ${results.length + 1}/${runs}…\n`);
      try {
        results.push(await measureOnce(url, target.headers, results.length === 0 && options['report-dir'] !== undefined));
        error = null;
      } catch (caught) {
        error = caught instanceof Error ? caught.message : String(caught);
        process.stderr.write(`${target.path}: ${error}\n`);
        if (/^(ERRORED|FAILED)_DOCUMENT_REQUEST/.test(error)) break; // a 404 or an unreachable page stays so
      }
    }
    if (results.length < runs) error ??= 'too few runs';
    const first = results[0];
    if (error || !first) {
      rows.push({ label: spec.label, path: target.path, note: error ?? 'no result', failures: [error ?? 'no result'], status: 'ERROR' });
      continue;
    }
    if (options['report-dir'] && first.html) {
      mkdirSync(options['report-dir'], { recursive: true });
      const file = join(options['report-dir'], `${formFactor}${target.path.replace(/[^a-zA-Z0-9]+/g, '_')}.html`);
      writeFileSync(file, first.html);
    }
    const medians = Object.fromEntries(CATEGORIES.map((id) => [id, median(results.map((r) => r.scores[id]).filter((s): s is number => s !== null))])) as Record<
      Category,
      number | null
    >;
    const failures: string[] = [];
    for (const id of CATEGORIES) {
      const score = medians[id];
      if (score !== null && score >= MIN_SCORE) continue;
      // The run closest to the median says what cost the points.
      const typical = [...results].sort((a, b) => Math.abs((a.scores[id] ?? 0) - (score ?? 0)) - Math.abs((b.scores[id] ?? 0) - (score ?? 0)))[0]!;
      failures.push(`${id} ${score ?? 'n/a'} < ${MIN_SCORE}: ${losses(typical.lhr, id).join(', ') || 'no scored audit failed'}`);
    }
    // Byte counts do not depend on the machine's load: the first run's, as they are.
    if (spec.maxScriptKiB !== undefined && first.scriptBytes > spec.maxScriptKiB * KIB)
      failures.push(`JavaScript ${kib(first.scriptBytes)} KiB > ${spec.maxScriptKiB} KiB`);
    const finalPath = new URL(first.finalUrl).pathname + new URL(first.finalUrl).search;
    rows.push({
      label: spec.label,
      path: target.path,
      note: finalPath !== target.path ? `ended on ${finalPath}` : undefined,
      medians,
      scriptBytes: first.scriptBytes,
      totalBytes: first.totalBytes,
      failures,
      status: failures.length ? 'FAIL' : 'PASS',
    });
  }
  printTable(base, rows);
  const failed = rows.some((row) => row.status === 'FAIL' || row.status === 'ERROR');
  return failed && !options['no-fail'] ? 1 : 0;
}

function kib(bytes: number) {
  return (bytes / KIB).toFixed(1);
}

function printTable(base: string, rows: Row[]) {
  const header = ['page', ...CATEGORIES.map((id) => SHORT[id]), 'JS KiB', 'total KiB', 'result'];
  const table = rows.map((row) => [
    row.path && row.path !== row.label ? `${row.label} (${row.path})` : row.label,
    ...CATEGORIES.map((id) => (row.medians ? String(row.medians[id] ?? 'n/a') : '-')),
    row.scriptBytes !== undefined ? kib(row.scriptBytes) : '-',
    row.totalBytes !== undefined ? kib(row.totalBytes) : '-',
    row.status,
  ]);
  const widths = header.map((title, i) => Math.max(title.length, ...table.map((cells) => cells[i]!.length)));
  const line = (cells: string[]) => cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ');
  console.log(`\nLighthouse ${formFactor}, median of ${runs} run${runs === 1 ? '' : 's'}, ${base}; each category ≥ ${MIN_SCORE}`);
  console.log('JS = compressed script bytes transferred on a first load, total = all bytes transferred (first run)\n');
  console.log(line(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const cells of table) console.log(line(cells));
  const notes = rows.flatMap((row) => [
    ...(row.note && row.status !== 'ERROR' ? [`${row.label}: ${row.status === 'SKIP' ? 'skipped, ' : ''}${row.note}`] : []),
    ...row.failures.map((failure) => `${row.label}: ${failure}`),
  ]);
  for (const spec of pages.filter((s) => s.maxScriptKiB !== undefined)) {
    const row = rows.find((r) => r.label === spec.label);
    if (row?.scriptBytes !== undefined)
      notes.push(
        `budget ${spec.label}: JavaScript ${kib(row.scriptBytes)} KiB (${row.scriptBytes} bytes) of ${spec.maxScriptKiB} KiB: ${row.scriptBytes > spec.maxScriptKiB! * KIB ? 'FAIL' : 'PASS'}`,
      );
  }
  if (notes.length) console.log('\n' + notes.join('\n'));
  const failed = rows.filter((row) => row.status === 'FAIL' || row.status === 'ERROR').length;
  console.log(`\n${failed ? `FAIL: ${failed} of ${rows.length} pages` : 'PASS'}${options['no-fail'] && failed ? ' (--no-fail: exit 0)' : ''}`);
}

async function cleanUp() {
  await closeChrome();
  await stopServer();
}
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    void cleanUp().finally(() => process.exit(130));
  });

let code = 1;
try {
  code = await main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
} finally {
  await cleanUp();
}
process.exit(code);
