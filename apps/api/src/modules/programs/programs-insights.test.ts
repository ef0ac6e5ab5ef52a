import { beforeAll, describe, expect, it } from 'vitest';
import { programPoints } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { TestClient } from '../../test/test-client.ts';
import { errorOf, signIn } from '../companies/companies.test-support.ts';
import { activeProgram, createProgram, fundedCompany } from './programs.test-support.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});

describe('program insights', () => {
  it('shows a public open program to visitors, and nothing else', async () => {
    const { client, companyId, program, staff } = await activeProgram(ctx);
    const anonymous = new TestClient(ctx.app);
    const page = await anonymous.get(`/api/programs/${program.id}/public`);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json()).toMatchObject({ id: program.id, name: program.name, status: 'active', reward: 2000, tags: ['WEB_APPLICATION', 'API'], policy: null });
    expect(page.json().contentHtml).toContain('Testate il nostro sito.');
    expect(page.json()).not.toHaveProperty('budget');
    const pending = await createProgram(client, companyId);
    const hidden = await activeProgram(ctx, { isPublic: false });
    for (const id of [pending.id, hidden.program.id]) expect(errorOf(await anonymous.get(`/api/programs/${id}/public`))).toEqual([404, 'NOT_FOUND']);
    expect((await staff.client.put(`/api/programs/${program.id}/pause`, { isPaused: true })).statusCode).toBe(200);
    expect((await anonymous.get(`/api/programs/${program.id}/public`)).json().status).toBe('paused');
  });

  it('gives the company its figures and services; other companies get 404', async () => {
    const { client, program } = await activeProgram(ctx, { isPublic: false });
    const alice = await signIn(ctx, 'hacker');
    await client.post(`/api/programs/${program.id}/invitations`, { user: alice.user.id });
    await alice.client.post(`/api/programs/accept/${program.id}`);
    await (await signIn(ctx, 'hacker')).client.post(`/api/programs/${program.id}/invitations`);
    await client.post(`/api/programs/${program.id}/testing-accounts`, [{ description: 'a' }, { description: 'b' }]);
    await alice.client.post(`/api/programs/${program.id}/testing-accounts/request`);
    const stats = await client.get(`/api/programs/${program.id}/stats`);
    expect(stats.json()).toEqual({
      budget: { allocated: 7500, used: 0, remaining: 7500, leftPercentage: 100 },
      reports: { total: 0, pending: 0, rewarded: 0, closed: 0 },
      effectiveness: null,
      hackers: { admitted: 1, pendingInvitations: 0, pendingRequests: 1 },
      testingAccounts: { total: 2, assigned: 1 },
      // The program has Fix verification: its retests are counted (none yet).
      retests: { pending: 0, verified: 0, failed: 0, late: 0, feesPaid: 0 },
    });
    expect((await client.get(`/api/programs/${program.id}/services`)).json()).toEqual({
      isManaged: true,
      verificationService: true,
      coupon: { managementDiscount: null, verificationDiscount: null },
    });
    const other = await fundedCompany(ctx);
    for (const path of ['stats', 'services', 'hacktivity'])
      expect(errorOf(await other.client.get(`/api/programs/${program.id}/${path}`))).toEqual([404, 'NOT_FOUND']);
  });

  it('gives a hacker their points and position on a program they may see; hacktivity lists accepted reports', async () => {
    const { program } = await activeProgram(ctx);
    const [alice, bob] = [await signIn(ctx, 'hacker'), await signIn(ctx, 'hacker')];
    await ctx.db.insert(programPoints).values([
      { programId: program.id, hackerId: alice.user.id, points: 5 },
      { programId: program.id, hackerId: bob.user.id, points: 40 },
    ]);
    expect((await alice.client.get(`/api/programs/${program.id}/hacker-stats`)).json()).toEqual({ points: 5, position: 2, reportsSent: 0, reportsAccepted: 0 });
    expect((await bob.client.get(`/api/programs/${program.id}/hacker-stats`)).json()).toMatchObject({ points: 40, position: 1 });
    const carol = await signIn(ctx, 'hacker');
    expect((await carol.client.get(`/api/programs/${program.id}/hacker-stats`)).json()).toMatchObject({ points: 0, position: null });
    expect((await carol.client.get(`/api/programs/${program.id}/hacktivity`)).json()).toEqual({ count: 0, results: [] });
    const hidden = await activeProgram(ctx, { isPublic: false });
    for (const path of ['hacker-stats', 'hacktivity'])
      expect(errorOf(await carol.client.get(`/api/programs/${hidden.program.id}/${path}`))).toEqual([404, 'NOT_FOUND']);
  });
});
