import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { checkStatisticsAfterAll } from '../../test/statistics.ts';
import { errorOf } from '../companies/companies.test-support.ts';
import { readyHacker, submit, type ReportSetup } from '../reports/reports.test-support.ts';
import { activeProgram } from './programs.test-support.ts';

let ctx: TestContext;
checkStatisticsAfterAll(() => ctx.db);
beforeAll(async () => {
  ctx = await createTestApp();
});

const programOf = async (overrides: Record<string, unknown>) => {
  const active = await activeProgram(ctx, { verificationService: false, ...overrides }, 200_000);
  return { ...active, program: active.program as unknown as ReportSetup['program'] & { name: string } };
};

const joinedIds = async (client: Awaited<ReturnType<typeof readyHacker>>['client'], query = '') => {
  const response = await client.get(`/api/programs/joined${query}`);
  expect(response.statusCode, response.body).toBe(200);
  const page = response.json() as { count: number; results: { id: string }[] };
  expect(page.count).toBe(page.results.length);
  return page.results.map((program) => program.id).sort();
};

describe('"I miei programmi" (GET /api/programs/joined)', () => {
  it('lists the public programs the hacker sent a report to beside the private ones that admitted them, counted alike', async () => {
    const reported = await programOf({ isPublic: true, name: 'Portale riportato' });
    const untouched = await programOf({ isPublic: true, name: 'Portale mai visto' });
    const admitting = await programOf({ isPublic: false, name: 'Area privata' });
    const hacker = await readyHacker(ctx);
    expect(await joinedIds(hacker.client)).toEqual([]);

    await submit(hacker.client, reported.program);
    await admitting.client.post(`/api/programs/${admitting.program.id}/invitations`, { user: hacker.user.id });
    expect((await hacker.client.post(`/api/programs/accept/${admitting.program.id}`)).statusCode).toBe(200);

    expect(await joinedIds(hacker.client)).toEqual([reported.program.id, admitting.program.id].sort());
    expect(await joinedIds(hacker.client)).not.toContain(untouched.program.id);
    // The list's filters still apply, and its count follows them.
    expect(await joinedIds(hacker.client, `?name__icontains=${encodeURIComponent('riportato')}`)).toEqual([reported.program.id]);
    // Another hacker's report makes it nobody else's program.
    expect(await joinedIds((await readyHacker(ctx)).client)).toEqual([]);
  });

  it('keeps a paused program the hacker reported to, and leaves out a private one they left after reporting (they may not see it)', async () => {
    const paused = await programOf({ isPublic: true });
    const left = await programOf({ isPublic: false });
    const hacker = await readyHacker(ctx);
    await submit(hacker.client, paused.program);
    expect((await paused.client.put(`/api/programs/${paused.program.id}/pause`, { isPaused: true })).json().status).toBe('paused');

    await left.client.post(`/api/programs/${left.program.id}/invitations`, { user: hacker.user.id });
    await hacker.client.post(`/api/programs/accept/${left.program.id}`);
    await submit(hacker.client, left.program);
    expect(await joinedIds(hacker.client)).toEqual([paused.program.id, left.program.id].sort());
    expect((await hacker.client.post(`/api/programs/reject/${left.program.id}`)).json().status).toBe('rejected');

    expect(await joinedIds(hacker.client)).toEqual([paused.program.id]);
    expect(errorOf(await hacker.client.get(`/api/programs/${left.program.id}`))).toEqual([404, 'NOT_FOUND']);
  });

  it('finds the programs a hacker reported to through reports_hacker_program_idx', async () => {
    const hacker = await readyHacker(ctx);
    const plan = await ctx.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const rows = await tx.execute(
        sql`explain select p.id from programs p where exists (select 1 from reports r where r.hacker_id = ${hacker.user.id} and r.program_id = p.id)`,
      );
      return rows.rows.map((row) => Object.values(row).join(' ')).join('\n');
    });
    expect(plan).toContain('reports_hacker_program_idx');
  });
});
