/**
 * `npm run ledger:check`: recomputes every ledger balance from its postings and lists any
 * difference; exits 1 when there is one. Uses DATABASE_URL, else the embedded database under DATA_DIR.
 */
import { join } from 'node:path';
import { loadConfig } from '../config.ts';
import { createDatabase } from '../db/client.ts';
import { startEmbeddedPostgres } from '../db/embedded.ts';
import { checkLedger } from '../modules/ledger/index.ts';

const config = loadConfig();
const embedded = config.databaseUrl ? null : await startEmbeddedPostgres(join(config.dataDir, 'postgres'));
const { db, pool } = createDatabase(config.databaseUrl ?? embedded?.url ?? '', 2);
let problems: number;
try {
  const report = await checkLedger(db);
  console.log(`ledger: ${report.accounts} accounts, ${report.transactions} transactions, ${report.postings} postings`);
  for (const problem of report.problems) console.log(`  ${problem.kind} ${problem.id}: ${problem.detail}`);
  console.log(report.problems.length ? `${report.problems.length} problem(s) found` : 'every balance matches its postings');
  problems = report.problems.length;
} finally {
  await pool.end();
  await embedded?.stop();
}
process.exit(problems ? 1 : 0);
