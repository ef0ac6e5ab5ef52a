import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { companies } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { expectLedgerBalanced, fundWallet } from '../banking/banking.test-support.ts';
import { errorOf, signIn, unchanged } from '../companies/companies.test-support.ts';
import { balanceOf, createProgram, fundedCompany, programForm, richText } from './programs.test-support.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});

describe('drafts', () => {
  it('a company not yet approved saves and resumes drafts, cannot finalize, then finalizes once approved and funded', async () => {
    const { client, companyId } = await fundedCompany(ctx, 0, { isVerified: false });
    const saved = await client.post('/api/programs/draft', { company: companyId, name: 'Bozza <uno>', scope: [{ name: 'example.com' }] });
    expect(saved.statusCode, saved.body).toBe(201);
    const draft = saved.json();
    expect(draft).toMatchObject({
      status: 'draft',
      name: 'Bozza uno',
      budget: null,
      content: null,
      contentHtml: '',
      scope: [{ name: 'example.com', type: null, lowPrize: null }],
    });
    expect(draft.abilities).toMatchObject({ finalize: true, edit: true, delete: true, increaseBudget: false });

    const again = await client.post('/api/programs/draft', {
      id: draft.id,
      company: companyId,
      name: 'Bozza due',
      content: richText('Descrizione'),
      budget: 7500,
    });
    expect([again.statusCode, again.json().name, again.json().budget, again.json().contentHtml]).toEqual([200, 'Bozza due', 7500, '<p>Descrizione</p>']);
    expect(again.json().scope).toEqual([]);

    const list = (await client.get('/api/programs/draft')).json();
    expect([list.count, list.results[0].id, list.results[0].status]).toEqual([1, draft.id, 'draft']);
    expect((await client.get('/api/programs/my-company')).json().count).toBe(0);

    expect(errorOf(await unchanged(ctx, () => client.post(`/api/programs/${draft.id}/finalize`, programForm(companyId))))).toEqual([400, 'COMPANY_NOT_ACTIVE']);

    await ctx.db.update(companies).set({ isVerified: true }).where(eq(companies.id, companyId));
    expect(errorOf(await unchanged(ctx, () => client.post(`/api/programs/${draft.id}/finalize`, programForm(companyId))))).toEqual([400, 'BALANCE_LOW']);
    await fundWallet(ctx, companyId, 1_000_000);
    const finalized = await client.post(`/api/programs/${draft.id}/finalize`, programForm(companyId));
    expect([finalized.statusCode, finalized.json().id, finalized.json().status, finalized.json().scope.length]).toEqual([200, draft.id, 'pending', 2]);
    expect(await balanceOf(client)).toEqual({ balance: 10_000 - 8625, allocated: 7500, remaining: 7500 });
    expect((await client.get('/api/programs/draft')).json().count).toBe(0);
    await expectLedgerBalanced(ctx);
  });

  it('finalizing twice or finalizing a program that is not a draft is INVALID_PROGRAM_STATUS', async () => {
    const { client, companyId } = await fundedCompany(ctx);
    const program = await createProgram(client, companyId);
    expect(errorOf(await unchanged(ctx, () => client.post(`/api/programs/${program.id}/finalize`, programForm(companyId))))).toEqual([
      400,
      'INVALID_PROGRAM_STATUS',
    ]);
    expect(errorOf(await unchanged(ctx, () => client.post('/api/programs/draft', { id: program.id, company: companyId })))).toEqual([
      400,
      'INVALID_PROGRAM_STATUS',
    ]);
  });

  it("keeps drafts to their company: another company's draft is a 404, its id in company a 422", async () => {
    const owner = await fundedCompany(ctx);
    const draft = (await owner.client.post('/api/programs/draft', { company: owner.companyId, name: 'Segreta' })).json();
    const other = await fundedCompany(ctx);
    expect(errorOf(await unchanged(ctx, () => other.client.post(`/api/programs/${draft.id}/finalize`, programForm(other.companyId))))).toEqual([
      404,
      'NOT_FOUND',
    ]);
    expect(errorOf(await unchanged(ctx, () => other.client.get(`/api/programs/${draft.id}`)))).toEqual([404, 'NOT_FOUND']);
    expect(errorOf(await unchanged(ctx, () => other.client.post('/api/programs/draft', { company: owner.companyId })))).toEqual([422, 'VALIDATION_ERROR']);
    expect((await other.client.get('/api/programs/draft')).json().count).toBe(0);
    expect(errorOf(await unchanged(ctx, () => other.client.post(`/api/programs/${randomUUID()}/finalize`, programForm(other.companyId))))).toEqual([
      404,
      'NOT_FOUND',
    ]);
  });

  it('staff see no drafts in their list, and hackers cannot open one', async () => {
    const owner = await fundedCompany(ctx);
    const draft = (await owner.client.post('/api/programs/draft', { company: owner.companyId, name: 'Bozza', isPublic: true })).json();
    const staff = await signIn(ctx, 'staff');
    expect((await staff.client.get(`/api/programs?company=${owner.companyId}`)).json().count).toBe(0);
    const hacker = await signIn(ctx, 'hacker');
    expect(errorOf(await hacker.client.get(`/api/programs/${draft.id}`))).toEqual([404, 'NOT_FOUND']);
  });

  it('deleting a draft moves no money', async () => {
    const { client, companyId } = await fundedCompany(ctx);
    const draft = (await client.post('/api/programs/draft', { company: companyId, name: 'Da buttare' })).json();
    const deleted = await client.delete(`/api/programs/${draft.id}`);
    expect([deleted.statusCode, deleted.json().status]).toEqual([200, 'deleted']);
    expect((await balanceOf(client)).balance).toBe(20_000);
  });
});
