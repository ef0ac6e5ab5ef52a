import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, ledgerAccounts } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { expectLedgerBalanced } from '../banking/banking.test-support.ts';
import { companyWithAdmin, errorOf, signIn, unchanged } from '../companies/companies.test-support.ts';
import { tinyPdf, uploadFile } from '../uploads/uploads.test-support.ts';
import { balanceOf, createProgram, fundedCompany, programForm, richText, setCoupon, target } from './programs.test-support.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({}, { poolSize: 8 });
});

async function platformFees(): Promise<number> {
  const [row] = await ctx.db.select({ balance: ledgerAccounts.balanceCents }).from(ledgerAccounts).where(eq(ledgerAccounts.kind, 'platform_fees'));
  return row?.balance ?? 0;
}

describe('POST /api/programs', () => {
  it('the acceptance example: 7,500 + 750 + 375 leaves the wallet 8,625 lighter, pending; staff approve; the company pauses and resumes', async () => {
    const { client, companyId } = await fundedCompany(ctx, 20_000);
    const feesBefore = await platformFees();
    expect((await client.get('/api/companies/me/completion')).json().isProgramCreated).toBe(false);
    const program = await createProgram(client, companyId);
    expect((await client.get('/api/companies/me/completion')).json().isProgramCreated).toBe(true);
    expect(program).toMatchObject({
      status: 'pending',
      isManaged: true,
      verificationService: true,
      budget: 7500,
      initialBudget: 7500,
      remainingBudget: 7500,
      budgetLeftPercentage: 100,
      tags: ['WEB_APPLICATION', 'API'],
      isPublic: true,
      language: 'it',
      policy: null,
      reward: 2000,
      priceTier: 'BASE',
      abilities: { edit: true, pause: false, delete: true, increaseBudget: true, approve: false },
    });
    expect(program.scope).toHaveLength(2);
    expect(program.contentHtml).toBe('<p>Testate il nostro sito.</p>');
    expect(await balanceOf(client)).toEqual({ balance: 11_375, allocated: 7500, remaining: 7500 });
    expect((await platformFees()) - feesBefore).toBe(112_500);
    const statement = (await client.get('/api/banking/transactions?type=program_creation')).json();
    expect(statement.results.map((t: { amount: number }) => t.amount)).toEqual([-8625]);

    const staff = await signIn(ctx, 'staff');
    const approved = await staff.client.post(`/api/programs/${program.id}/approve`);
    expect([approved.statusCode, approved.json().status]).toEqual([200, 'active']);
    const [audit] = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, program.id), eq(auditLog.action, 'program.approve')));
    expect(audit?.actorId).toBe(staff.user.id);

    const paused = await client.put(`/api/programs/${program.id}/pause`, { isPaused: true });
    expect([paused.statusCode, paused.json().status, paused.json().isPaused]).toEqual([200, 'paused', true]);
    const resumed = await client.put(`/api/programs/${program.id}/pause`, { isPaused: false });
    expect([resumed.statusCode, resumed.json().status]).toEqual([200, 'active']);
    await expectLedgerBalanced(ctx);
  });

  it('charges no fee for a self-managed program without Fix verification', async () => {
    const { client, companyId } = await fundedCompany(ctx, 10_000);
    await createProgram(client, companyId, { isManaged: false, verificationService: false, budget: 9000 });
    expect(await balanceOf(client)).toEqual({ balance: 1000, allocated: 9000, remaining: 9000 });
    await expectLedgerBalanced(ctx);
  });

  it("applies the company's coupon to the fees and records it on the program", async () => {
    const { client, companyId } = await fundedCompany(ctx, 10_000);
    await setCoupon(ctx, companyId, 50, 100);
    const program = await createProgram(client, companyId);
    expect(program.coupon).toEqual({ managementDiscount: 50, verificationDiscount: 100 });
    expect((await balanceOf(client)).balance).toBe(10_000 - 7500 - 375);
    await expectLedgerBalanced(ctx);
  });

  it('refuses with BALANCE_LOW when budget + fees do not fit, and changes nothing', async () => {
    const { client, companyId } = await fundedCompany(ctx, 8624.99);
    const response = await unchanged(ctx, () => client.post('/api/programs', programForm(companyId)));
    expect(errorOf(response)).toEqual([400, 'BALANCE_LOW']);
    await expectLedgerBalanced(ctx);
  });

  it('refuses a company not yet approved with COMPANY_NOT_ACTIVE (it may only save drafts)', async () => {
    const { client, companyId } = await fundedCompany(ctx, 0, { isVerified: false });
    expect(errorOf(await unchanged(ctx, () => client.post('/api/programs', programForm(companyId))))).toEqual([400, 'COMPANY_NOT_ACTIVE']);
  });

  it("refuses another company's id in company", async () => {
    const { client } = await fundedCompany(ctx);
    const other = await companyWithAdmin(ctx);
    const response = await unchanged(ctx, () => client.post('/api/programs', programForm(other.companyId)));
    expect(errorOf(response)).toEqual([422, 'VALIDATION_ERROR']);
    expect(response.json().fields).toEqual({ company: ['You can create programs only for your own company'] });
  });

  it('lets staff and super admins create for any company, audited; an unknown company is a 422', async () => {
    const { client, companyId } = await fundedCompany(ctx);
    for (const userType of ['staff', 'superadmin'] as const) {
      const actor = await signIn(ctx, userType);
      const program = await createProgram(actor.client, companyId);
      const [audit] = await ctx.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.targetId, program.id), eq(auditLog.action, 'program.create')));
      expect(audit?.actorId).toBe(actor.user.id);
      expect((await client.get(`/api/programs/${program.id}`)).statusCode).toBe(200);
      const unknown = await unchanged(ctx, () => actor.client.post('/api/programs', programForm(randomUUID())));
      expect(unknown.json().fields).toEqual({ company: ['Company not found'] });
    }
    expect((await balanceOf(client)).balance).toBe(20_000 - 2 * 8625);
    await expectLedgerBalanced(ctx);
  });

  it('refuses prizes below the floors with the floor in euro; low may be 0', async () => {
    const { client, companyId } = await fundedCompany(ctx);
    const response = await unchanged(ctx, () =>
      client.post(
        '/api/programs',
        programForm(companyId, { scope: [target({ lowPrize: 50, criticalPrize: 1999 }), target({ lowPrize: 0, mediumPrize: 299 })] }),
      ),
    );
    expect(errorOf(response)).toEqual([422, 'VALIDATION_ERROR']);
    expect(response.json().fields).toEqual({
      'scope.0.lowPrize': ['The minimum reward for this severity is €100'],
      'scope.0.criticalPrize': ['The minimum reward for this severity is €2,000'],
      'scope.1.mediumPrize': ['The minimum reward for this severity is €300'],
    });
    client.language = 'it';
    const italian = await client.post('/api/programs', programForm(companyId, { scope: [target({ criticalPrize: 1999 })] }));
    expect(italian.json().fields).toEqual({ 'scope.0.criticalPrize': ['Il premio minimo per questa gravità è di 2.000 €'] });
  });

  it.each([
    ['a budget below 7,500', { budget: 7499 }, { budget: ['The minimum budget is €7,500'] }],
    ['a budget with decimals', { budget: 7500.5 }, { budget: ['The budget can contain digits only'] }],
    ['a budget not matching its tier', { budget: 9000, priceTier: 'STANDARD' }, { budget: ['The budget does not match the chosen tier'] }],
    ['an empty description', { content: { type: 'doc', content: [{ type: 'paragraph' }] } }, { content: ['The description cannot be empty'] }],
    ['empty non-qualifying text', { nonQualifying: null }, { nonQualifying: ['The description cannot be empty'] }],
    ['a target without a name', { scope: [target({ name: '' })] }, { 'scope.0.name': ['Each target needs a name and a type'] }],
    ['a target without a type', { scope: [target({ type: 'LINK' })] }, { 'scope.0.type': ['Each target needs a name and a type'] }],
    ['no target', { scope: [] }, { scope: ['Add at least one target'] }],
    ['a name with symbols', { name: 'Sito <b>' }, { name: ['The name can contain only letters, digits, spaces, apostrophes and hyphens'] }],
    [
      'a javascript: link',
      {
        content: {
          type: 'doc',
          content: [{ type: 'paragraph', content: [{ type: 'text', text: 'x', marks: [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }] }] }],
        },
      },
      null,
    ],
    ['an image in the description', { content: { type: 'doc', content: [{ type: 'image', attrs: { src: 'https://x.example/a.png' } }] } }, null],
    ['a policy that is not an upload id', { policy: 'default' }, { policy: ['This file cannot be used here'] }],
  ])('refuses %s with a 422 and changes nothing', async (_, override, fields) => {
    const { client, companyId } = await fundedCompany(ctx);
    const response = await unchanged(ctx, () => client.post('/api/programs', programForm(companyId, override)));
    expect(errorOf(response)).toEqual([422, 'VALIDATION_ERROR']);
    if (fields) expect(response.json().fields).toEqual(fields);
    else expect(Object.keys(response.json().fields).every((key) => key.startsWith('content'))).toBe(true);
  });

  it('stores text with markup as text: the HTML comes out escaped', async () => {
    const { client, companyId } = await fundedCompany(ctx);
    const program = await createProgram(client, companyId, { content: richText('<img src=x onerror=alert(1)>') });
    expect(program.contentHtml).toBe('<p>&lt;img src=x onerror=alert(1)&gt;</p>');
  });

  it('attaches an uploaded policy file, and refuses one that is not the caller’s', async () => {
    const { client, companyId } = await fundedCompany(ctx);
    const policy = await uploadFile(ctx, client, 'policy', tinyPdf(), 'application/pdf', 'policy.pdf');
    const program = await createProgram(client, companyId, { policy });
    expect(program.policy).toEqual({ id: policy, fileName: 'policy.pdf' });

    const other = await fundedCompany(ctx);
    const response = await unchanged(ctx, () => other.client.post('/api/programs', programForm(other.companyId, { policy })));
    expect(response.json().fields).toEqual({ policy: ['This file cannot be used here'] });
  });

  it('moves money once for a repeated Idempotency-Key, and refuses the key for another request', async () => {
    const { client, companyId } = await fundedCompany(ctx);
    const key = { 'idempotency-key': randomUUID() };
    const first = await client.post('/api/programs', programForm(companyId), key);
    const again = await unchanged(ctx, () => client.post('/api/programs', programForm(companyId), key));
    expect([first.statusCode, again.statusCode, again.json()]).toEqual([201, 201, first.json()]);
    expect((await balanceOf(client)).balance).toBe(20_000 - 8625);
    expect(errorOf(await unchanged(ctx, () => client.post('/api/programs', programForm(companyId, { budget: 8000 }), key)))).toEqual([
      422,
      'IDEMPOTENCY_KEY_REUSED',
    ]);
  });

  it('two creations racing on a wallet that affords one: one passes, the other is BALANCE_LOW', async () => {
    const { client, companyId } = await fundedCompany(ctx, 10_000);
    const responses = await Promise.all([client.post('/api/programs', programForm(companyId)), client.post('/api/programs', programForm(companyId))]);
    expect(responses.map((r) => (r.statusCode === 201 ? 'created' : r.json().code)).sort()).toEqual(['BALANCE_LOW', 'created']);
    expect(await balanceOf(client)).toEqual({ balance: 10_000 - 8625, allocated: 7500, remaining: 7500 });
    expect((await client.get('/api/programs/my-company')).json().count).toBe(1);
    await expectLedgerBalanced(ctx);
  });

  it('queues on one program with the settings cache cold: a transaction reads them on its own connection, never waiting for a second', async () => {
    const { client, companyId } = await fundedCompany(ctx, 200_000);
    const staff = await signIn(ctx, 'staff');
    const program = await createProgram(client, companyId);
    await staff.client.post(`/api/programs/${program.id}/approve`);
    // Past the settings cache: every increase below locks the program, then reads the fee rates.
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    const responses = await Promise.all(Array.from({ length: 12 }, () => client.post(`/api/programs/${program.id}/increase-budget`, { budget: 100 })));
    expect(responses.map((r) => r.statusCode)).toEqual(Array.from({ length: 12 }, () => 200));
    await expectLedgerBalanced(ctx);
  }, 20_000);

  it('creations, increases, pauses and deletions racing on one company queue without deadlocks, and the ledger stays balanced', async () => {
    const { client, companyId } = await fundedCompany(ctx, 200_000);
    const staff = await signIn(ctx, 'staff');
    const existing: string[] = [];
    for (let i = 0; i < 3; i++) {
      const program = await createProgram(client, companyId);
      await staff.client.post(`/api/programs/${program.id}/approve`);
      existing.push(program.id);
    }
    await client.put(`/api/programs/${existing[0]}/pause`, { isPaused: true });
    const calls = [
      ...Array.from({ length: 4 }, () => client.post('/api/programs', programForm(companyId))),
      client.delete(`/api/programs/${existing[0]}`),
      ...Array.from({ length: 3 }, () => client.post(`/api/programs/${existing[1]}/increase-budget`, { budget: 100 })),
      client.put(`/api/programs/${existing[1]}/pause`, { isPaused: true }),
      client.delete(`/api/programs/${existing[2]}`),
      staff.client.patch(`/api/programs/${existing[1]}`, { scope: [target({ type: 'CIDR' })] }),
    ];
    const responses = await Promise.all(calls);
    expect(responses.map((r) => r.statusCode).filter((status) => status >= 500)).toEqual([]);
    expect(responses.filter((r) => r.statusCode < 300)).toHaveLength(calls.length);
    expect(await balanceOf(client)).toEqual({ balance: 200_000 - 7 * 8625 - 3 * 115 + 2 * 7500, allocated: 5 * 7500 + 300, remaining: 5 * 7500 + 300 });
    await expectLedgerBalanced(ctx);
  });
});
