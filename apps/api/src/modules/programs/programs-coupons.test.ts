/**
 * Coupons (DECISIONS "Fees, budgets and tiers": coupons): a super admin assigns one to a company or to one of its
 * programs; creation, a draft's finalization and budget increases are charged with the coupon in force.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { expectLedgerBalanced } from '../banking/banking.test-support.ts';
import { addMember, errorOf, signIn, unchanged, type SignedIn } from '../companies/companies.test-support.ts';
import { balanceOf, createProgram, fundedCompany, programForm } from './programs.test-support.ts';

let ctx: TestContext;
let admin: SignedIn;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await signIn(ctx, 'superadmin');
});

const setCoupon = (companyId: string, body: Record<string, unknown>) => admin.client.put(`/api/companies/${companyId}/coupon`, body);

describe('the company coupon', () => {
  it('is assigned by the super admin, audited, and charged on creation: the fee lines show the discount', async () => {
    const { client, companyId } = await fundedCompany(ctx);
    const set = await setCoupon(companyId, { program: null, managementDiscount: 50, verificationDiscount: 100 });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toEqual({ company: { managementDiscount: 50, verificationDiscount: 100 }, programs: [] });

    // The wizard prices with it; creating charges 7,500 + 10% x 50% + 5% x 0%.
    expect((await client.get('/api/programs/context')).json().coupon).toEqual({ managementDiscount: 50, verificationDiscount: 100 });
    const program = await createProgram(client, companyId);
    expect(program.coupon).toEqual({ managementDiscount: 50, verificationDiscount: 100 });
    expect((await balanceOf(client)).balance).toBe(20_000 - 7_500 - 375);
    const [creation] = (await client.get('/api/banking/transactions?type=program_creation')).json().results;
    expect(creation.amount).toBe(-7_875);

    const [audit] = await ctx.db.select().from(auditLog).where(eq(auditLog.targetId, companyId));
    expect(audit).toMatchObject({ action: 'company.coupon', details: { program: null, managementDiscount: 50, verificationDiscount: 100 } });
    // Setting the same coupon again changes and records nothing.
    await unchanged(ctx, () => setCoupon(companyId, { program: null, managementDiscount: 50, verificationDiscount: 100 }));
    await expectLedgerBalanced(ctx);
  });

  it('refuses a percent outside 0-100, with more than 2 decimals or not a number (422 on the field), changing nothing', async () => {
    const { companyId } = await fundedCompany(ctx);
    for (const [field, value] of [
      ['managementDiscount', 101],
      ['managementDiscount', -1],
      ['verificationDiscount', 12.345],
      ['verificationDiscount', '10'],
      ['managementDiscount', Number.MAX_SAFE_INTEGER],
    ] as const) {
      const body = { program: null, managementDiscount: 10, verificationDiscount: 10, [field]: value };
      const refused = await unchanged(ctx, () => setCoupon(companyId, body));
      expect([refused.statusCode, refused.json().code, Object.keys(refused.json().fields)]).toEqual([422, 'VALIDATION_ERROR', [field]]);
    }
    expect(errorOf(await unchanged(ctx, () => setCoupon(randomUUID(), { program: null, managementDiscount: 1, verificationDiscount: 1 })))).toEqual([
      404,
      'NOT_FOUND',
    ]);
  });

  it('is the super admin’s alone: companies and staff get 403', async () => {
    const { client, companyId } = await fundedCompany(ctx);
    const staff = await signIn(ctx, 'staff');
    for (const caller of [client, staff.client]) {
      expect(
        errorOf(
          await unchanged(ctx, () => caller.put(`/api/companies/${companyId}/coupon`, { program: null, managementDiscount: 1, verificationDiscount: 1 })),
        ),
      ).toEqual([403, 'FORBIDDEN']);
      expect(errorOf(await caller.get(`/api/companies/${companyId}/coupons`))).toEqual([403, 'FORBIDDEN']);
    }
  });
});

describe('a program coupon', () => {
  it('takes precedence over the company’s on that program’s increases, and goes away with both discounts null', async () => {
    const { client, companyId } = await fundedCompany(ctx, 40_000);
    const first = await createProgram(client, companyId);
    const second = await createProgram(client, companyId, { name: 'Secondo programma' });
    await setCoupon(companyId, { program: null, managementDiscount: 10, verificationDiscount: null });
    const set = await setCoupon(companyId, { program: first.id, managementDiscount: 100, verificationDiscount: 20 });
    expect(set.json().programs.find((p: { id: string }) => p.id === first.id).coupon).toEqual({ managementDiscount: 100, verificationDiscount: 20 });
    expect(set.json().programs.find((p: { id: string }) => p.id === second.id).coupon).toBeNull();
    // The increase dialog prices with the program's coupon.
    expect((await client.get(`/api/programs/context?program=${first.id}`)).json().coupon).toEqual({ managementDiscount: 100, verificationDiscount: 20 });
    expect((await client.get(`/api/programs/context?program=${second.id}`)).json().coupon).toEqual({ managementDiscount: 10, verificationDiscount: null });

    const before = (await balanceOf(client)).balance;
    await client.post(`/api/programs/${first.id}/increase-budget`, { budget: 1_000 });
    // 1,000 + managed 100 x 0% + verification 50 x 80%
    expect((await balanceOf(client)).balance).toBe(before - 1_040);
    await client.post(`/api/programs/${second.id}/increase-budget`, { budget: 1_000 });
    // 1,000 + managed 100 x 90% + verification 50
    expect((await balanceOf(client)).balance).toBe(before - 1_040 - 1_140);

    const removed = await setCoupon(companyId, { program: first.id, managementDiscount: null, verificationDiscount: null });
    expect(removed.json().programs.find((p: { id: string }) => p.id === first.id).coupon).toBeNull();
    expect((await client.get(`/api/programs/context?program=${first.id}`)).json().coupon).toEqual({ managementDiscount: 10, verificationDiscount: null });
    const actions = await ctx.db.select({ details: auditLog.details }).from(auditLog).where(eq(auditLog.targetId, companyId));
    expect(actions.map((row) => (row.details as { program: string | null }).program)).toEqual([null, "Sito dell'azienda", "Sito dell'azienda"]);
    await expectLedgerBalanced(ctx);
  });

  it('applies when a draft is finalized in the wizard', async () => {
    const { client, companyId } = await fundedCompany(ctx);
    const draft = (await client.post('/api/programs/draft', { company: companyId, name: 'Bozza scontata', scope: [{ name: 'example.com' }] })).json();
    await setCoupon(companyId, { program: draft.id, managementDiscount: 100, verificationDiscount: 100 });
    expect((await client.get(`/api/programs/context?program=${draft.id}`)).json().coupon).toEqual({ managementDiscount: 100, verificationDiscount: 100 });
    const finalized = await client.post(`/api/programs/${draft.id}/finalize`, programForm(companyId));
    expect([finalized.statusCode, finalized.json().coupon]).toEqual([200, { managementDiscount: 100, verificationDiscount: 100 }]);
    expect((await balanceOf(client)).balance).toBe(20_000 - 7_500);
  });

  it('refuses another company’s program or one that can no longer be funded (422 on program); others cannot read a program’s coupon', async () => {
    const { client, companyId } = await fundedCompany(ctx);
    const other = await fundedCompany(ctx);
    const foreign = await createProgram(other.client, other.companyId);
    const refused = await unchanged(ctx, () => setCoupon(companyId, { program: foreign.id, managementDiscount: 5, verificationDiscount: 5 }));
    expect([refused.statusCode, refused.json().fields]).toEqual([422, { program: [expect.any(String)] }]);
    const deleted = await createProgram(client, companyId);
    await client.delete(`/api/programs/${deleted.id}`);
    expect((await unchanged(ctx, () => setCoupon(companyId, { program: deleted.id, managementDiscount: 5, verificationDiscount: 5 }))).statusCode).toBe(422);
    expect(errorOf(await client.get(`/api/programs/context?program=${foreign.id}`))).toEqual([404, 'NOT_FOUND']);
    const viewer = await addMember(ctx, companyId, { role: 'VIEWER' });
    expect(errorOf(await viewer.client.get(`/api/companies/${companyId}/coupons`))).toEqual([403, 'FORBIDDEN']);
  });
});
