import { describe, expect, it } from 'vitest';
import { useFileDatabase } from '../test/test-database.ts';
import type { Database } from './client.ts';

let db: Database;
useFileDatabase(3, (opened) => {
  db = opened;
});

describe('the connections of the app', () => {
  it('each start without Memoize caches (session-settings.ts), the pool and a client taken from it alike', async () => {
    const held = await Promise.all([db.$client.connect(), db.$client.connect(), db.$client.connect()]);
    try {
      const settings = await Promise.all(held.map((client) => client.query<{ enable_memoize: string }>('show enable_memoize')));
      expect(settings.map((result) => result.rows[0]?.enable_memoize)).toEqual(['off', 'off', 'off']);
    } finally {
      for (const client of held) client.release();
    }
    const { rows } = await db.$client.query<{ enable_memoize: string }>('show enable_memoize');
    expect(rows[0]?.enable_memoize).toBe('off');
  });
});
