import { afterAll } from 'vitest';
import type { Database } from '../db/client.ts';
import { checkStatistics, describeDifference, rebuildStatistics } from '../modules/stats/index.ts';

/** Throws, naming every difference, when a kept figure differs from a recount of the rows (what `npm run stats:check` checks). */
export async function expectStatisticsMatchRecount(db: Database): Promise<void> {
  const differences = await checkStatistics(db);
  if (differences.length) throw new Error(`kept figures differ from a recount of the rows:\n  ${differences.map(describeDifference).join('\n  ')}`);
}

/**
 * After the file's tests, every kept figure must equal a recount of the rows. Call it at the top of the file (an
 * afterAll registered inside beforeAll never runs); `database` is read then, once the file's app exists.
 */
export function checkStatisticsAfterAll(database: () => Database): void {
  afterAll(() => expectStatisticsMatchRecount(database()));
}

/** Rows a test wrote straight into reports went around the services that keep programs' and hackers' report counters: recount them. */
export async function recountAfterRawWrites(db: Database): Promise<void> {
  await db.transaction((tx) => rebuildStatistics(tx, { from: ['reports'] }));
}
