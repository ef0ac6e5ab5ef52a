/** The printed figures of `npm run bench:writes`: per action, per run, and the comparison of the two runs against the targets. */
import { ACTION_NAMES, type ActionFigures, type LoadResult } from './load.ts';
import type { CheckResult } from './checks.ts';

/** Done means (issue 19): no 5xx, no deadlock, and spreading the load over companies at least 1.5 times as fast as one company. */
export const TARGETS = { serverErrors: 0, deadlocks: 0, spreadRatio: 1.5 } as const;

export interface RunReport {
  title: string;
  load: LoadResult;
  deadlocks: number;
  serverLogErrors: Map<string, number>;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!;
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
const figuresOf = (load: LoadResult) => [...load.actions.values()];

/** Writes answered 2xx per second, all actions together. */
export const writesPerSecond = (load: LoadResult) => sum(figuresOf(load).map((figures) => figures.ok)) / load.seconds;
export const serverErrorsOf = (load: LoadResult) => sum(figuresOf(load).map((figures) => figures.serverErrors));

function actionLine(name: string, figures: ActionFigures, seconds: number): string {
  const sorted = [...figures.latenciesMs].sort((a, b) => a - b);
  const sent = figures.latenciesMs.length;
  return [
    name.padEnd(18),
    String(sent).padStart(6),
    (figures.ok / seconds).toFixed(1).padStart(8),
    percentile(sorted, 50).toFixed(0).padStart(7),
    percentile(sorted, 99).toFixed(0).padStart(7),
    String(figures.serverErrors).padStart(5),
    String(figures.clientErrors).padStart(5),
    String(figures.networkErrors).padStart(5),
  ].join(' ');
}

function refusalsOf(load: LoadResult): string[] {
  return ACTION_NAMES.flatMap((name) =>
    [...load.actions.get(name)!.refusals].sort((a, b) => b[1] - a[1]).map(([refusal, count]) => `    ${name}: ${count} x ${refusal}`),
  );
}

export function printRun(run: RunReport) {
  const { load } = run;
  console.log(
    `\n${run.title}: ${load.connections} connections for ${load.seconds.toFixed(1)} s over ${load.tenants} compan${load.tenants === 1 ? 'y' : 'ies'}`,
  );
  console.log(
    `  ${'action'.padEnd(18)} ${'sent'.padStart(6)} ${'ok/s'.padStart(8)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'5xx'.padStart(5)} ${'4xx'.padStart(5)} ${'net'.padStart(5)}`,
  );
  for (const name of ACTION_NAMES) console.log(`  ${actionLine(name, load.actions.get(name)!, load.seconds)}`);
  const all: ActionFigures = {
    latenciesMs: figuresOf(load).flatMap((figures) => figures.latenciesMs),
    ok: sum(figuresOf(load).map((figures) => figures.ok)),
    clientErrors: sum(figuresOf(load).map((figures) => figures.clientErrors)),
    serverErrors: serverErrorsOf(load),
    networkErrors: sum(figuresOf(load).map((figures) => figures.networkErrors)),
    refusals: new Map(),
  };
  console.log(`  ${actionLine('all writes', all, load.seconds)}`);
  const refusals = refusalsOf(load);
  if (refusals.length) console.log(`  non-2xx answers:\n${refusals.join('\n')}`);
  console.log(`  5xx answers: ${all.serverErrors}; deadlocks PostgreSQL counted: ${run.deadlocks}`);
  const logErrors = [...run.serverLogErrors].sort((a, b) => b[1] - a[1]);
  console.log(`  server log errors: ${sum(logErrors.map(([, count]) => count))}`);
  for (const [message, count] of logErrors) console.log(`    ${count} x ${message}`);
}

const verdict = (met: boolean) => (met ? 'met' : 'NOT met');

/** The ratio of the spread run's throughput to the one-company run's, and each target. Answers whether all hold. */
export function printComparison(spread: RunReport, single: RunReport, checks: CheckResult[]): boolean {
  const ratio = writesPerSecond(spread.load) / writesPerSecond(single.load);
  const serverErrors = serverErrorsOf(spread.load) + serverErrorsOf(single.load);
  const deadlocks = spread.deadlocks + single.deadlocks;
  const checksClean = checks.every((check) => check.exitCode === null || check.exitCode === 0);
  console.log('\nTargets:');
  console.log(`  zero 5xx: ${verdict(serverErrors === TARGETS.serverErrors)} (${serverErrors})`);
  console.log(`  zero deadlocks: ${verdict(deadlocks === TARGETS.deadlocks)} (${deadlocks})`);
  console.log(
    `  ${spread.load.tenants} companies / 1 company throughput >= ${TARGETS.spreadRatio}: ${verdict(ratio >= TARGETS.spreadRatio)} ` +
      `(${ratio.toFixed(2)}: ${writesPerSecond(spread.load).toFixed(1)} against ${writesPerSecond(single.load).toFixed(1)} writes a second)`,
  );
  for (const check of checks) console.log(`  ${check.name} clean: ${check.exitCode === null ? 'skipped (not written yet)' : verdict(check.exitCode === 0)}`);
  return serverErrors === TARGETS.serverErrors && deadlocks === TARGETS.deadlocks && ratio >= TARGETS.spreadRatio && checksClean;
}
