/**
 * GET /api/leaderboard/export.csv: the leaderboard as a file, read back, for anyone as the leaderboard is: every ranked
 * hacker with their position, best first; a blocked hacker or one without points is not there; past the row limit the
 * whole file is refused.
 */
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { downloadCsv } from '../../test/csv-export.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { TestClient } from '../../test/test-client.ts';
import { errorOf } from '../companies/companies.test-support.ts';
import { hacker } from './hackers.test-support.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});

describe('GET /api/leaderboard/export.csv', () => {
  it('writes every ranked hacker as the leaderboard ranks them, in the asked language and separator', async () => {
    const second = await hacker(ctx, { points: 50, username: 'lbx_b' });
    const first = await hacker(ctx, { points: 70, username: 'lbx_a' });
    await hacker(ctx, { points: 0, username: 'lbx_zero' });
    const blocked = await hacker(ctx, { points: 90, username: 'lbx_blocked' });
    await ctx.db.execute(sql`update users set is_blocked = true where id = ${blocked.user.id}`);
    const anonymous = new TestClient(ctx.app);

    const file = await downloadCsv(anonymous, '/api/leaderboard/export.csv');
    expect(file.header).toEqual(['Position', 'Hacker', 'Points', 'Hacker ID']);
    expect(file.rows).toEqual([
      { Position: '1', Hacker: 'lbx_a', Points: '70', 'Hacker ID': first.user.id },
      { Position: '2', Hacker: 'lbx_b', Points: '50', 'Hacker ID': second.user.id },
    ]);
    const ranked = (await anonymous.get('/api/leaderboard?size=100')).json() as { results: { hacker: { id: string } }[] };
    expect(file.rows.map((row) => row['Hacker ID'])).toEqual(ranked.results.map((row) => row.hacker.id));

    const italian = await downloadCsv(anonymous, '/api/leaderboard/export.csv?lang=it&delimiter=semicolon', ';');
    expect(italian.header).toEqual(['Posizione', 'Hacker', 'Punti', 'ID hacker']);
    expect(italian.rows).toHaveLength(2);
    expect(errorOf(await anonymous.get('/api/leaderboard/export.csv?delimiter=tab'))).toEqual([422, 'VALIDATION_ERROR']);
  });
});
