import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, ledgerAccounts, programs } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { expectLedgerBalanced } from '../banking/banking.test-support.ts';
import { errorOf, signIn, unchanged } from '../companies/companies.test-support.ts';
import { activeProgram, balanceOf, createProgram, fundedCompany, target } from './programs.test-support.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});

describe('status transitions', () => {
  it('refuses every move the state table does not allow with INVALID_PROGRAM_STATUS, changing nothing', async () => {
    const { client, companyId } = await fundedCompany(ctx);
    const program = await createProgram(client, companyId);
    const staff = await signIn(ctx, 'staff');
    const url = `/api/programs/${program.id}`;
    const refused = async (call: () => ReturnType<typeof client.post>) => expect(errorOf(await unchanged(ctx, call))).toEqual([400, 'INVALID_PROGRAM_STATUS']);

    // pending
    await refused(() => client.put(`${url}/pause`, { isPaused: true }));
    await refused(() => client.put(`${url}/pause`, { isPaused: false }));
    await refused(() => staff.client.post(`${url}/activate`));
    // active
    expect((await staff.client.post(`${url}/approve`)).json().status).toBe('active');
    await refused(() => staff.client.post(`${url}/approve`));
    await refused(() => staff.client.post(`${url}/activate`));
    await refused(() => client.put(`${url}/pause`, { isPaused: false }));
    // paused
    expect((await staff.client.put(`${url}/pause`, { isPaused: true })).json().status).toBe('paused');
    await refused(() => client.put(`${url}/pause`, { isPaused: true }));
    await refused(() => staff.client.post(`${url}/approve`));
    const activated = await staff.client.post(`${url}/activate`);
    expect([activated.statusCode, activated.json().status]).toEqual([200, 'active']);
    // deleted
    expect((await client.delete(url)).json().status).toBe('deleted');
    await refused(() => client.delete(url));
    await refused(() => client.patch(url, { name: 'Nuovo' }));
    await refused(() => client.post(`${url}/increase-budget`, { budget: 100 }));
    await refused(() => staff.client.post(`${url}/approve`));
    const actions = (await ctx.db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.targetId, program.id))).map((a) => a.action).sort();
    expect(actions).toEqual(['program.activate', 'program.approve', 'program.pause']);
  });

  it('lets companies resume only what they may: not approve or activate (403), nor act on another company’s program (404)', async () => {
    const { client, program } = await activeProgram(ctx);
    const url = `/api/programs/${program.id}`;
    expect(errorOf(await unchanged(ctx, () => client.post(`${url}/approve`)))).toEqual([403, 'FORBIDDEN']);
    expect(errorOf(await unchanged(ctx, () => client.post(`${url}/activate`)))).toEqual([403, 'FORBIDDEN']);
    const other = await fundedCompany(ctx);
    for (const call of [
      () => other.client.put(`${url}/pause`, { isPaused: true }),
      () => other.client.patch(url, { name: 'Preso' }),
      () => other.client.delete(url),
      () => other.client.post(`${url}/increase-budget`, { budget: 100 }),
      () => other.client.get(url),
    ]) {
      expect(errorOf(await unchanged(ctx, call))).toEqual([404, 'NOT_FOUND']);
    }
    expect(errorOf(await unchanged(ctx, () => other.client.put(`/api/programs/${randomUUID()}/pause`, { isPaused: true })))).toEqual([404, 'NOT_FOUND']);
  });

  it('deleting refunds the unspent budget to the wallet (not the fees) and closes the budget account', async () => {
    const { client, program } = await activeProgram(ctx);
    const key = { 'idempotency-key': randomUUID() };
    const deleted = await client.delete(`/api/programs/${program.id}`, undefined, key);
    expect([deleted.statusCode, deleted.json().status, deleted.json().abilities.delete]).toEqual([200, 'deleted', false]);
    expect(await balanceOf(client)).toEqual({ balance: 20_000 - 1125, allocated: 0, remaining: 0 });
    const [account] = await ctx.db
      .select()
      .from(ledgerAccounts)
      .where(and(eq(ledgerAccounts.kind, 'program_budget'), eq(ledgerAccounts.ownerId, program.id)));
    expect([account?.balanceCents, account?.isClosed]).toEqual([0, true]);
    const statement = (await client.get('/api/banking/transactions?type=program_refund')).json();
    expect(statement.results.map((t: { amount: number }) => t.amount)).toEqual([7500]);
    // The same key replays the answer and refunds nothing twice.
    const again = await unchanged(ctx, () => client.delete(`/api/programs/${program.id}`, undefined, key));
    expect([again.statusCode, again.json()]).toEqual([200, deleted.json()]);
    await expectLedgerBalanced(ctx);
  });

  it('lets a super admin delete (audited) but not staff', async () => {
    const { client, program, staff } = await activeProgram(ctx);
    expect(errorOf(await unchanged(ctx, () => staff.client.delete(`/api/programs/${program.id}`)))).toEqual([403, 'FORBIDDEN']);
    const admin = await signIn(ctx, 'superadmin');
    expect((await admin.client.delete(`/api/programs/${program.id}`)).json().status).toBe('deleted');
    const [audit] = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, program.id), eq(auditLog.action, 'program.delete')));
    expect(audit?.details).toMatchObject({ refunded: 7_500 });
    expect((await balanceOf(client)).balance).toBe(20_000 - 1125);
    await expectLedgerBalanced(ctx);
  });
});

describe('PATCH /api/programs/{id}', () => {
  it('edits content and scope, recomputing tags, and never the budget', async () => {
    const { client, program } = await activeProgram(ctx);
    const response = await client.patch(`/api/programs/${program.id}`, {
      name: 'Nuovo nome',
      budget: 1,
      scope: [target({ type: 'MOBILE_IOS', name: 'App iOS' })],
      isPublic: false,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ name: 'Nuovo nome', budget: 7500, tags: ['MOBILE_IOS'], isPublic: false, status: 'active' });
  });

  it('checks the floors again and refuses to switch the paid services', async () => {
    const { client, program } = await activeProgram(ctx);
    const url = `/api/programs/${program.id}`;
    const low = await unchanged(ctx, () => client.patch(url, { scope: [target({ highPrize: 10 })] }));
    expect(low.json().fields).toEqual({ 'scope.0.highPrize': ['The minimum reward for this severity is €800'] });
    expect((await unchanged(ctx, () => client.patch(url, { isManaged: false }))).json().fields).toEqual({
      isManaged: ['The service cannot be changed once the program is created'],
    });
    expect((await client.patch(url, { isManaged: true, verificationService: true })).statusCode).toBe(200);
  });

  it('skips the floors for programs created before 2024-11-15', async () => {
    const { client, program } = await activeProgram(ctx);
    await ctx.db
      .update(programs)
      .set({ createdAt: new Date('2024-11-14T12:00:00Z') })
      .where(eq(programs.id, program.id));
    const response = await client.patch(`/api/programs/${program.id}`, { scope: [target({ lowPrize: 1, mediumPrize: 2, highPrize: 3, criticalPrize: 4 })] });
    expect([response.statusCode, response.json().floorsApply, response.json().reward]).toEqual([200, false, 4]);
  });

  it('lets staff edit any program, audited', async () => {
    const { program, staff } = await activeProgram(ctx);
    expect((await staff.client.patch(`/api/programs/${program.id}`, { name: 'Rivisto dallo staff' })).json().name).toBe('Rivisto dallo staff');
    const [audit] = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, program.id), eq(auditLog.action, 'program.edit')));
    expect(audit?.actorId).toBe(staff.user.id);
  });
});
