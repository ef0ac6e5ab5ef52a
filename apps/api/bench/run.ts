/**
 * `npm run bench`: starts the API in its own process on a fresh database, then measures with autocannon
 * on loopback: sign-in, and GET /api/users/me at 200 concurrent connections. Also times one argon2id hash.
 * Prints requests per second and latency percentiles; the target is GET /api/users/me p99 < 10 ms.
 * Then (unless BENCH_SCALE=0) the scale run of ./scale.ts: the super admin's lists over a million users, the wallet
 * statement and balance over a million ledger transactions, the program lists over 100,000 programs, the report lists
 * over a million reports (./reports.ts), the payment lists over 200,000 payments (./payments.ts). Then (unless
 * BENCH_BANK=0) the bank side at 10,000 transfers (./bank/steps.ts, alone: `npm run bench:bank`): a batch made by POST,
 * its SEPA file, a pain.002 and a camt.053 answering every transfer, a second batch reset, ledger:check and stats:check.
 * Then (unless BENCH_WEBHOOKS=0) what 5 webhook endpoints add to the request that causes their event (./webhooks.ts).
 * The database: a new one beside DATABASE_URL's, or an embedded PostgreSQL when DATABASE_URL is not set; or, with
 * BENCH_DATABASE_URL, an earlier bench database used as it is and kept (BENCH_KEEP_DB=1 keeps a new one): only the scale
 * parts it misses are seeded (all of them take 4 to 5 minutes on 2 cores). Only ever point it at a bench database: the bench seeds into it.
 */
import autocannon from 'autocannon';
import { hashPassword } from '../src/lib/password.ts';
import { benchBank } from './bank/steps.ts';
import { cookiesOf } from './bench-http.ts';
import { startBenchServer } from './bench-server.ts';
import { benchScale, SUPER_ADMIN } from './scale.ts';
import { benchWebhooksOnItsServer } from './webhooks.ts';

const PORT = Number(process.env.BENCH_PORT ?? 3299);
const BASE = `http://127.0.0.1:${PORT}`;

async function run(title: string, options: autocannon.Options) {
  const result = await autocannon({ ...options, url: `${BASE}${options.url ?? ''}` });
  const errors = result.non2xx + result.errors;
  console.log(
    `${title.padEnd(72)} ${result.requests.average.toFixed(0).padStart(7)} req/s   p50 ${String(result.latency.p50).padStart(4)} ms   p99 ${String(result.latency.p99).padStart(4)} ms   non-2xx/errors ${errors}`,
  );
  return result;
}

async function main() {
  const started = performance.now();
  for (let i = 0; i < 10; i++) await hashPassword(`Bench-Password-${i}!`);
  console.log(`argon2id m=19456 KiB t=2 p=1: ${((performance.now() - started) / 10).toFixed(1)} ms per hash (one core)`);

  const server = await startBenchServer({ port: PORT, entry: 'scripts/start.ts' });
  try {
    const csrf = cookiesOf(await fetch(`${BASE}/api/health`)).bb_csrf!;
    const credentials = { email: 'hacker@demo.bugbounty.local', password: 'Hacker-Demo-2026!' };
    const headers = { 'content-type': 'application/json', cookie: `bb_csrf=${csrf}`, 'x-csrf-token': csrf };
    const login = await fetch(`${BASE}/api/users/login`, { method: 'POST', headers, body: JSON.stringify(credentials) });
    if (!login.ok) throw new Error(`login failed: ${login.status} ${await login.text()}`);
    const session = cookiesOf(login).bb_session!;

    await run('POST /api/users/login (10 connections, 10 s)', {
      url: '/api/users/login',
      method: 'POST',
      headers,
      body: JSON.stringify(credentials),
      connections: 10,
      duration: 10,
    });
    await run('GET /api/users/me warm-up', {
      url: '/api/users/me',
      headers: { cookie: `bb_session=${session}; bb_csrf=${csrf}` },
      connections: 50,
      duration: 3,
    });
    const me = await run('GET /api/users/me (200 connections, 15 s)', {
      url: '/api/users/me',
      headers: { cookie: `bb_session=${session}; bb_csrf=${csrf}` },
      connections: 200,
      duration: 15,
    });
    console.log(me.latency.p99 < 10 ? 'GET /api/users/me p99 under 10 ms: met' : `GET /api/users/me p99 under 10 ms: NOT met (${me.latency.p99} ms)`);
    if (process.env.BENCH_SCALE !== '0') await benchScale(BASE, server.databaseUrl, run);
    if (process.env.BENCH_BANK !== '0') await benchBank(BASE, server.databaseUrl, SUPER_ADMIN, Number(process.env.BENCH_BANK_TRANSFERS ?? 10_000));
  } finally {
    await server.stop();
  }
  // On a server of its own (write limits off, the demo's comments in hundreds): what webhook endpoints add to a comment.
  if (process.env.BENCH_WEBHOOKS !== '0') await benchWebhooksOnItsServer();
}

await main();
