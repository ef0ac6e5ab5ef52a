import { sql, type SQL } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { TestClient } from '../../test/test-client.ts';
import { hacker } from './hackers.test-support.ts';
import { rankingQueries } from './ranking.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});

/** The histogram the trigger keeps (append-only: a score's rows summed), next to the one counted from users. */
async function histograms() {
  const kept = await ctx.db.execute<{ points: number; hackers: string }>(
    sql`select points, sum(hackers)::bigint as hackers from hacker_points_histogram group by points having sum(hackers) <> 0 order by points`,
  );
  const counted = await ctx.db.execute<{ points: number; hackers: string }>(sql`
    select points, count(*)::bigint as hackers from users
    where user_type = 'hacker' and points > 0 and not is_blocked and deactivated_at is null group by points order by points`);
  return { kept: kept.rows, counted: counted.rows };
}

describe('GET /api/leaderboard', () => {
  it('ranks hackers with points, best first, username breaking ties, paged, for anyone', async () => {
    const a = await hacker(ctx, { points: 50, username: 'lb_b' });
    const b = await hacker(ctx, { points: 50, username: 'lb_a' });
    const c = await hacker(ctx, { points: 70, username: 'lb_c' });
    await hacker(ctx, { points: 0, username: 'lb_zero' });
    const blocked = await hacker(ctx, { points: 90, username: 'lb_blocked' });
    await ctx.db.execute(sql`update users set is_blocked = true where id = ${blocked.user.id}`);
    const anonymous = new TestClient(ctx.app);
    const row = (position: number, who: typeof a, points: number) => ({
      position,
      hacker: { id: who.user.id, username: who.user.username, picture: null },
      points,
    });
    expect((await anonymous.get('/api/leaderboard')).json()).toEqual({ count: 3, results: [row(1, c, 70), row(2, b, 50), row(3, a, 50)] });
    expect((await anonymous.get('/api/leaderboard?page=2&size=2')).json()).toEqual({ count: 3, results: [row(3, a, 50)] });
    expect((await anonymous.get('/api/leaderboard?size=101')).statusCode).toBe(422);
    const viewer = await hacker(ctx);
    expect((await viewer.client.get(`/api/profile/${a.user.id}/stats`)).json().rank).toBe(3);
    expect((await viewer.client.get(`/api/profile/${b.user.id}/stats`)).json().rank).toBe(2);
    expect((await anonymous.get('/api/programs/hall-of-fame')).json().results.map((r: { name: string }) => r.name)).toEqual(['lb_c', 'lb_a', 'lb_b']);
  });

  it('keeps the points histogram equal to the ranked hackers through every kind of change', async () => {
    const x = await hacker(ctx, { points: 5 });
    const y = await hacker(ctx, { points: 5 });
    await ctx.db.execute(sql`update users set points = 12 where id = ${x.user.id}`);
    await ctx.db.execute(sql`update users set is_blocked = true where id = ${y.user.id}`);
    await ctx.db.execute(sql`update users set deactivated_at = now() where id = ${x.user.id}`);
    await ctx.db.execute(sql`update users set is_blocked = false, points = 0 where id = ${y.user.id}`);
    await ctx.db.execute(sql`delete from users where id = ${y.user.id}`);
    const { kept, counted } = await histograms();
    expect(kept).toEqual(counted);
  });
});

describe('the indexes behind the ranking', () => {
  async function plan(query: { getSQL: () => SQL }): Promise<string> {
    return ctx.db.transaction(async (tx) => {
      // The test tables are tiny; forbid sequential scans to see which indexes the query can use.
      await tx.execute(sql`set local enable_seqscan = off`);
      const explained = await tx.execute<{ 'QUERY PLAN': string }>(sql`explain ${query.getSQL()}`);
      return explained.rows.map((r) => r['QUERY PLAN']).join('\n');
    });
  }

  it('skips to a page inside the index, reads only its rows from users, and counts from the histogram', async () => {
    const queries = rankingQueries(ctx.db);
    const page = await plan(queries.page({ limit: 10, offset: 4990 }));
    expect(page).toContain('Index Only Scan using users_hall_of_fame_idx');
    expect(page).toContain('users_username_unique');
    // Only the page's rows are sorted again after the join, never the ranked hackers.
    expect(page.match(/Sort Key/g)?.length ?? 0).toBeLessThanOrEqual(1);
    expect(page).toMatch(/Limit[\s\S]*Index Only Scan using users_hall_of_fame_idx/);
    expect(await plan(queries.count())).not.toContain(' on users');
    expect(await plan(queries.aheadByName(10, 'alice'))).toContain('users_hall_of_fame_idx');
  });
});
