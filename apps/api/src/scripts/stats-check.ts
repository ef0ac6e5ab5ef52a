/**
 * `npm run stats:check`: recounts every kept figure (report, payment, program and hacker counters, the dashboards'
 * aggregates, the leaderboard histogram) from the rows and lists every difference; exits 1 when there is one.
 * Uses DATABASE_URL, else the embedded database under DATA_DIR.
 */
import { join } from 'node:path';
import { loadConfig } from '../config.ts';
import { createDatabase } from '../db/client.ts';
import { startEmbeddedPostgres } from '../db/embedded.ts';
import { checkStatistics, describeDifference } from '../modules/stats/index.ts';

const config = loadConfig();
const embedded = config.databaseUrl ? null : await startEmbeddedPostgres(join(config.dataDir, 'postgres'));
const { db, pool } = createDatabase(config.databaseUrl ?? embedded?.url ?? '', 2);
let differences: number;
try {
  const found = await checkStatistics(db);
  for (const difference of found) console.log(`  ${describeDifference(difference)}`);
  console.log(found.length ? `${found.length} difference(s) found` : 'every kept figure matches a recount of the rows');
  differences = found.length;
} finally {
  await pool.end();
  await embedded?.stop();
}
process.exit(differences ? 1 : 0);
