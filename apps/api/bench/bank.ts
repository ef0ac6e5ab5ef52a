/**
 * `npm run bench:bank -w apps/api` (also part of `npm run bench`): the bank side at 10,000 transfers
 * (BENCH_BANK_TRANSFERS) through the one path the web app uses, each step timed once over HTTP (./bank/steps.ts):
 * making a batch (POST /api/payments/batches), downloading its SEPA file, a pain.002 accepting every transfer, a camt.053
 * booking every transfer, then a second batch and its reset; after each step the rows it wrote and moved. Starts the
 * production entry (src/server.ts, no demo data) on a fresh database (./bench-server.ts: beside DATABASE_URL's, or
 * embedded), seeds the approved payments in set-based SQL (./bank/seed.ts), and ends with ledger:check and stats:check.
 * Exits 1 when a step takes 5 s or more or a check fails. BENCH_PORT (3297), DATABASE_URL and BENCH_KEEP_DB as for `npm run bench`.
 */
import { startBenchServer } from './bench-server.ts';
import { benchBank } from './bank/steps.ts';

const PORT = Number(process.env.BENCH_PORT ?? 3297);
const TRANSFERS = Number(process.env.BENCH_BANK_TRANSFERS ?? 10_000);
const SUPER_ADMIN = { email: 'admin@bench.bank.test', password: 'Bench-Bank-2026!' };

async function main(): Promise<boolean> {
  const server = await startBenchServer({
    port: PORT,
    entry: 'src/server.ts',
    databasePrefix: 'bb_bench_bank',
    env: { ADMIN_EMAIL: SUPER_ADMIN.email, ADMIN_PASSWORD: SUPER_ADMIN.password, PUBLIC_URL: `http://127.0.0.1:${PORT}` },
  });
  try {
    return await benchBank(server.base, server.databaseUrl, SUPER_ADMIN, TRANSFERS);
  } finally {
    await server.stop();
  }
}

process.exitCode = (await main()) ? 0 : 1;
