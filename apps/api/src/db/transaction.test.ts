import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { useFileDatabase } from '../test/test-database.ts';
import type { Database } from './client.ts';
import { isRetryable, readTogether, retryingTransaction } from './transaction.ts';

let db: Database;
useFileDatabase(4, async (opened) => {
  db = opened;
  await db.execute(sql`CREATE TABLE retry_probe (id integer PRIMARY KEY, n integer NOT NULL)`);
});

/** Resolves for both callers once both have called it. */
function meeting(): () => Promise<void> {
  let arrived = 0;
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return async () => {
    arrived += 1;
    if (arrived === 2) open();
    await opened;
  };
}

const refuse = (state: string) => sql.raw(`DO $$ BEGIN RAISE EXCEPTION 'refused' USING ERRCODE = '${state}'; END $$`);

describe('retryingTransaction', () => {
  it('runs a transaction that lost a deadlock again from the start, so both writers commit', async () => {
    await db.execute(sql`INSERT INTO retry_probe (id, n) VALUES (1, 0), (2, 0)`);
    const meet = meeting();
    let runs = 0;
    // Two transactions lock the same two rows in opposite orders, each holding its first when it asks for the second.
    const crossing = (first: number, second: number) =>
      retryingTransaction(db, async (tx) => {
        runs += 1;
        await tx.execute(sql`UPDATE retry_probe SET n = n + 1 WHERE id = ${first}`);
        if (runs <= 2) await meet();
        await tx.execute(sql`UPDATE retry_probe SET n = n + 1 WHERE id = ${second}`);
      });
    await Promise.all([crossing(1, 2), crossing(2, 1)]);
    expect(runs).toBe(3);
    const rows = await db.execute<{ n: number }>(sql`SELECT n FROM retry_probe ORDER BY id`);
    expect(rows.rows.map((row) => row.n)).toEqual([2, 2]);
  });

  it('gives up after the attempts, and never runs again for other errors', async () => {
    let runs = 0;
    const serialization = retryingTransaction(
      db,
      async (tx) => {
        runs += 1;
        await tx.execute(refuse('40001'));
      },
      { attempts: 3, backoffMs: 1 },
    );
    await expect(serialization).rejects.toSatisfy(isRetryable);
    expect(runs).toBe(3);

    runs = 0;
    const unique = retryingTransaction(db, async (tx) => {
      runs += 1;
      await tx.execute(refuse('23505'));
    });
    await expect(unique).rejects.toThrow();
    expect(runs).toBe(1);
  });
});

describe('readTogether', () => {
  /** Two reads of 0.1 s each, noting when each is sent and when its answer comes back. */
  async function readTwice(executor: Parameters<typeof readTogether>[0]): Promise<string[]> {
    const steps: string[] = [];
    const read = (name: string) => async () => {
      steps.push(`send ${name}`);
      await executor.execute(sql`select pg_sleep(0.1)`);
      steps.push(`answer ${name}`);
    };
    await readTogether(executor, [read('a'), read('b')]);
    return steps;
  }

  it('reads side by side on the pool, and in a transaction (one connection) sends each read once the one before is answered', async () => {
    // Side by side: both sent before either is answered (in whichever order they come back).
    expect((await readTwice(db)).slice(0, 2)).toEqual(['send a', 'send b']);
    expect(await db.transaction((tx) => readTwice(tx))).toEqual(['send a', 'answer a', 'send b', 'answer b']);
  });
});
