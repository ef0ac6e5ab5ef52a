import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { snapshot } from './db-snapshot.ts';
import { useFileDatabase } from './test-database.ts';

let db: Database;
useFileDatabase(2, async (opened) => {
  db = opened;
  await db.execute(sql`create table snapshot_probe (id int primary key, note text, at timestamptz)`);
});

beforeEach(async () => {
  await db.execute(sql`truncate snapshot_probe`);
  await db.execute(sql`insert into snapshot_probe values (1, 'uno', '2026-11-29T10:00:00Z'), (2, 'due', null)`);
});

const probe = () => snapshot(db, ['snapshot_probe']);

describe('snapshot', () => {
  it('is the same while nothing changed, and after a write of the same values', async () => {
    const before = await probe();
    expect(await probe()).toEqual(before);
    await db.execute(sql`update snapshot_probe set note = 'uno' where id = 1`);
    expect(await probe()).toEqual(before);
  });

  it('sees a changed value, a null filled, an added and a removed row', async () => {
    const before = await probe();
    const after = async (change: ReturnType<typeof sql>) => {
      await db.execute(change);
      const now = await probe();
      await db.execute(sql`truncate snapshot_probe`);
      await db.execute(sql`insert into snapshot_probe values (1, 'uno', '2026-11-29T10:00:00Z'), (2, 'due', null)`);
      return now;
    };
    expect(await after(sql`update snapshot_probe set note = 'Uno' where id = 1`)).not.toEqual(before);
    expect(await after(sql`update snapshot_probe set at = '2026-11-29T10:00:00Z' where id = 2`)).not.toEqual(before);
    expect(await after(sql`insert into snapshot_probe values (3, 'tre', null)`)).not.toEqual(before);
    expect(await after(sql`delete from snapshot_probe where id = 2`)).not.toEqual(before);
    // Two rows trading values are two changed rows.
    expect(await after(sql`update snapshot_probe set note = case id when 1 then 'due' else 'uno' end`)).not.toEqual(before);
  });
});
