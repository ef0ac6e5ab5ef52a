import { randomUUID } from 'node:crypto';
import { eq, sql, type SQL } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { programPoints, users } from '../../db/schema/index.ts';
import { createUser, unique } from '../../test/factories.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { TestClient } from '../../test/test-client.ts';
import { errorOf, signIn } from '../companies/companies.test-support.ts';
import { hallOfFameQueries } from './hall-of-fame.repository.ts';
import { invitationsRepository } from './invitations.repository.ts';
import { activeProgram, fundedCompany } from './programs.test-support.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});

async function hackerWith(points: number, username = unique('hof'), overrides: { isBlocked?: boolean; userType?: 'hacker' | 'company' } = {}) {
  const user = await createUser(ctx.db, { userType: overrides.userType ?? 'hacker', username, isBlocked: overrides.isBlocked ?? false });
  await ctx.db.update(users).set({ points }).where(eq(users.id, user.id));
  return user;
}

describe('hall of fame', () => {
  it('ranks the platform’s hackers by points (public, paged), leaving out those without points, blocked users and non-hackers', async () => {
    const c = await hackerWith(30, 'hof_c');
    const b = await hackerWith(50, 'hof_b');
    const a = await hackerWith(50, 'hof_a');
    await hackerWith(0, 'hof_zero');
    await hackerWith(999, 'hof_blocked', { isBlocked: true });
    await hackerWith(999, 'hof_company', { userType: 'company' });
    const anonymous = new TestClient(ctx.app);
    const all = await anonymous.get('/api/programs/hall-of-fame');
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json()).toEqual({
      count: 3,
      results: [
        { position: 1, hackerId: a.id, name: 'hof_a', score: 50 },
        { position: 2, hackerId: b.id, name: 'hof_b', score: 50 },
        { position: 3, hackerId: c.id, name: 'hof_c', score: 30 },
      ],
    });
    expect((await anonymous.get('/api/programs/hall-of-fame?page=2&size=2')).json()).toEqual({
      count: 3,
      results: [{ position: 3, hackerId: c.id, name: 'hof_c', score: 30 }],
    });
    expect((await anonymous.get('/api/programs/hall-of-fame?page=0')).statusCode).toBe(422);
  });

  it('ranks a program’s hackers by the points earned on it, for whoever may see the program', async () => {
    const { client, program } = await activeProgram(ctx);
    const [first, second, none] = [await hackerWith(0), await hackerWith(0), await hackerWith(0)];
    await ctx.db.insert(programPoints).values([
      { programId: program.id, hackerId: first.id, points: 10 },
      { programId: program.id, hackerId: second.id, points: 25 },
      { programId: program.id, hackerId: none.id, points: 0 },
    ]);
    const url = `/api/programs/${program.id}/hall-of-fame`;
    const expected = {
      count: 2,
      results: [
        { position: 1, hackerId: second.id, name: second.username, score: 25 },
        { position: 2, hackerId: first.id, name: first.username, score: 10 },
      ],
    };
    const hacker = await signIn(ctx, 'hacker');
    expect((await hacker.client.get(url)).json()).toEqual(expected);
    expect((await client.get(url)).json()).toEqual(expected);
    expect((await client.get(`${url}?size=1&page=2`)).json()).toEqual({
      count: 2,
      results: [{ position: 2, hackerId: first.id, name: first.username, score: 10 }],
    });
    expect(errorOf(await (await fundedCompany(ctx)).client.get(url))).toEqual([404, 'NOT_FOUND']);
    expect(errorOf(await new TestClient(ctx.app).get(url))).toEqual([401, 'UNAUTHENTICATED']);
    const hidden = await activeProgram(ctx, { isPublic: false });
    expect(errorOf(await hacker.client.get(`/api/programs/${hidden.program.id}/hall-of-fame`))).toEqual([404, 'NOT_FOUND']);
  });
});

describe('the indexes behind the rankings and the invite search', () => {
  async function plan(query: { getSQL: () => SQL }): Promise<string> {
    return ctx.db.transaction(async (tx) => {
      // The test tables are tiny; forbid sequential scans to see which indexes the query can use.
      await tx.execute(sql`set local enable_seqscan = off`);
      const explained = await tx.execute<{ 'QUERY PLAN': string }>(sql`explain ${query.getSQL()}`);
      return explained.rows.map((r) => r['QUERY PLAN']).join('\n');
    });
  }

  it('reads the hall of fame through its indexes, and the invite search without scanning users', async () => {
    const queries = hallOfFameQueries(ctx.db);
    const page = { limit: 10, offset: 0 };
    const programId = randomUUID();
    expect(await plan(queries.platformPage(page))).toContain('users_hall_of_fame_idx');
    expect(await plan(queries.platformCount())).toContain('hacker_points_histogram');
    expect(await plan(queries.programPage(programId, page))).toContain('program_points_ranking_idx');
    expect(await plan(invitationsRepository(ctx.db).accessRequests(programId, 50))).toContain('program_admissions_waiting_requests_idx');
    expect(await plan(queries.programCount(programId))).toContain('program_points_ranking_idx');
    // On a tiny table the planner may prefer another index; what matters is that users are never scanned whole.
    expect(await plan(invitationsRepository(ctx.db).invitable(programId, 'ali', 10))).not.toContain('Seq Scan');
  });
});
