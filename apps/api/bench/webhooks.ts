/**
 * `npm run bench:webhooks` (also at the end of `npm run bench`): what a webhook subscription adds to the request that
 * causes its event. Starts the API with the demo data (write limits off), then the demo company's admin comments on one
 * of its reports, one request at a time, BENCH_WEBHOOK_COMMENTS (300) times with 5 endpoints subscribed to
 * `report.comment_added` on a local receiver turned off and as many with them on, in alternating rounds. Deliveries are written by the event stream's
 * consumer and sent by the sender's loop after the answer, so the comment's latency should not move: the target is at
 * most 5 ms more on average. Prints both runs, the difference, and how many deliveries the receiver got.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { call, signIn } from './bench-http.ts';
import { startBenchServer } from './bench-server.ts';

const PORT = Number(process.env.BENCH_WEBHOOKS_PORT ?? 3296);
const COMMENTS = Number(process.env.BENCH_WEBHOOK_COMMENTS ?? 300);
const ENDPOINTS = 5;
/** Rounds of each kind, taken in turn. */
const ROUNDS = 6;
const TARGET_MS = 5;
/** The demo company's administrator (scripts/demo/demo-accounts.ts). */
const COMPANY_ADMIN = { email: 'company@demo.bugbounty.local', password: 'Company-Demo-2026!' };

/** A receiver that answers 200 at once and counts what it got. */
async function startReceiver() {
  let received = 0;
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      received += 1;
      response.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/bench`, received: () => received, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

interface Timing {
  mean: number;
  p50: number;
  p99: number;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

/** The times' mean and percentiles. */
function timingOf(times: readonly number[]): Timing {
  const sorted = [...times].sort((a, b) => a - b);
  return { mean: times.reduce((sum, time) => sum + time, 0) / times.length, p50: percentile(sorted, 50), p99: percentile(sorted, 99) };
}

/** `count` comments on the report, one after the other; each one's time from sending to the whole answer. */
async function comment(base: string, headers: Record<string, string>, reportId: string, count: number): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const body = { content: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: `Bench comment ${i}` }] }] } };
    const started = performance.now();
    await (await call(base, `/api/reports/${reportId}/comment`, headers, body)).arrayBuffer();
    times.push(performance.now() - started);
  }
  return times;
}

const line = (title: string, timing: Timing) =>
  console.log(
    `  ${title.padEnd(44)} mean ${timing.mean.toFixed(2).padStart(6)} ms   p50 ${timing.p50.toFixed(2).padStart(6)} ms   p99 ${timing.p99.toFixed(2).padStart(6)} ms`,
  );

async function waitFor(check: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = performance.now() + timeoutMs;
  while (!check()) {
    if (performance.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return true;
}

/** The demo company's endpoints are removed first, so the first run has none listening. */
async function clearEndpoints(base: string, headers: Record<string, string>) {
  const { results } = (await (await call(base, '/api/integrations/webhooks', headers)).json()) as { results: { id: string }[] };
  // A DELETE carries no body, so no JSON content type either (Fastify refuses an empty JSON body).
  const { 'content-type': _json, ...bodiless } = headers;
  for (const endpoint of results) await call(base, `/api/integrations/webhooks/${endpoint.id}`, bodiless, undefined, 'DELETE');
}

/** Answers whether the target was met. */
export async function benchWebhooks(base: string): Promise<boolean> {
  const receiver = await startReceiver();
  try {
    const { headers } = await signIn(base, COMPANY_ADMIN);
    const reports = (await (await call(base, '/api/reports?size=20', headers)).json()) as { results: { id: string; status: string }[] };
    const report = reports.results.find((one) => ['new', 'triaged'].includes(one.status)) ?? reports.results[0]!;
    await clearEndpoints(base, headers);
    await comment(base, headers, report.id, 20); // warm-up
    const ids: string[] = [];
    for (let i = 0; i < ENDPOINTS; i++) {
      const created = await call(base, '/api/integrations/webhooks', headers, { url: `${receiver.url}/${i}`, events: ['report.comment_added'] });
      ids.push(((await created.json()) as { id: string }).id);
    }
    // Rounds with the endpoints off and on in turn, so that the machine's other load weighs on both alike.
    const off: number[] = [];
    const on: number[] = [];
    for (let round = 0; round < ROUNDS * 2; round++) {
      const active = round % 2 === 1;
      for (const id of ids) await call(base, `/api/integrations/webhooks/${id}`, headers, { active }, 'PATCH');
      (active ? on : off).push(...(await comment(base, headers, report.id, COMMENTS / ROUNDS)));
    }
    const without = timingOf(off);
    const withEndpoints = timingOf(on);
    // A comment's event is matched with the endpoints when the dispatcher reaches it: one made just before a switch may
    // go either way, so the count is close to, not exactly, one delivery per endpoint and comment of the "on" rounds.
    const delivered = await waitFor(() => receiver.received() >= COMMENTS * ENDPOINTS * 0.95, 120_000);
    const added = withEndpoints.mean - without.mean;
    console.log(
      `\nWebhooks: ${COMMENTS} report comments one at a time without and ${COMMENTS} with ${ENDPOINTS} endpoints subscribed (local receiver), in alternating rounds`,
    );
    line('no endpoint listening', without);
    line(`${ENDPOINTS} endpoints on report.comment_added`, withEndpoints);
    console.log(`  added to the comment: ${added.toFixed(2)} ms on average (p50 ${(withEndpoints.p50 - without.p50).toFixed(2)} ms)`);
    console.log(
      `  deliveries at the receiver: ${receiver.received()} (about ${COMMENTS * ENDPOINTS} expected)${delivered ? '' : ' (too few within 2 minutes)'}`,
    );
    const met = added <= TARGET_MS && delivered;
    console.log(`  target: at most ${TARGET_MS} ms added, the deliveries made: ${met ? 'met' : 'NOT MET'}`);
    return met;
  } finally {
    await receiver.stop();
  }
}

/** The bench on a server of its own, with the demo data and the write limits off; answers whether the target was met. */
export async function benchWebhooksOnItsServer(): Promise<boolean> {
  const server = await startBenchServer({
    port: PORT,
    entry: 'scripts/start.ts',
    databasePrefix: 'bb_bench_webhooks',
    existingDatabase: null,
    env: { WRITE_LIMITS: 'off' },
  });
  try {
    return await benchWebhooks(server.base);
  } finally {
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) process.exitCode = (await benchWebhooksOnItsServer()) ? 0 : 1;
