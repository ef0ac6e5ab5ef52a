/**
 * `npm run stats:rebuild`: replaces every kept figure that differs from a recount of the rows by the recount, in one
 * transaction, and says how many keys of each figure it replaced. Run it while nothing writes (a change committed
 * during the rebuild may be counted twice or not at all by the counters on rows). Uses DATABASE_URL, else the
 * embedded database under DATA_DIR.
 */
import { join } from 'node:path';
import { loadConfig } from '../config.ts';
import { createDatabase } from '../db/client.ts';
import { startEmbeddedPostgres } from '../db/embedded.ts';
import { compactStatistics, rebuildStatistics } from '../modules/stats/index.ts';

const config = loadConfig();
const embedded = config.databaseUrl ? null : await startEmbeddedPostgres(join(config.dataDir, 'postgres'));
const { db, pool } = createDatabase(config.databaseUrl ?? embedded?.url ?? '', 2);
try {
  const replaced = await db.transaction((tx) => rebuildStatistics(tx));
  for (const { figure, replaced: keys } of replaced) if (keys) console.log(`  ${figure}: ${keys} key(s) replaced by the recount`);
  const total = replaced.reduce((sum, one) => sum + one.replaced, 0);
  console.log(total ? `${total} key(s) rebuilt` : 'every kept figure already matched a recount of the rows');
  await compactStatistics(db);
} finally {
  await pool.end();
  await embedded?.stop();
}
