import { randomUUID } from 'node:crypto';
import { desc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { LIST_COUNT_CAP } from '@bb/domain';
import { auditLog } from '../../db/schema/index.ts';
import { insertCopies } from '../../test/row-copies.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { addMember, companyWithAdmin, errorOf, signIn, unchanged } from '../companies/companies.test-support.ts';
import { expectLedgerBalanced, fundWallet, referenceCodeOf } from './banking.test-support.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({}, { poolSize: 12 });
});

describe('GET /api/companies/me/balance and the company card', () => {
  it('answers zero before any movement, then the wallet in euro', async () => {
    const { client, companyId } = await companyWithAdmin(ctx);
    expect((await client.get('/api/companies/me/balance')).json()).toEqual({ balance: 0, allocated: 0, remaining: 0 });
    await fundWallet(ctx, companyId, 123_456);
    expect((await client.get('/api/companies/me/balance')).json()).toEqual({ balance: 1234.56, allocated: 0, remaining: 0 });
    expect((await client.get('/api/companies/me')).json().balance).toBe(1234.56);
  });

  it('is the same for every member of the company and a 403 for a company user without one (no role, no permission)', async () => {
    const { companyId } = await companyWithAdmin(ctx);
    await fundWallet(ctx, companyId, 500);
    const member = await addMember(ctx, companyId);
    expect((await member.client.get('/api/companies/me/balance')).json().balance).toBe(5);
    const loner = await signIn(ctx);
    expect(errorOf(await loner.client.get('/api/companies/me/balance'))).toEqual([403, 'FORBIDDEN']);
  });
});

describe('GET /api/banking/deposit-details', () => {
  it("gives the platform's bank details, the company's reference code and the VAT rate", async () => {
    const { client, companyId } = await companyWithAdmin(ctx);
    expect((await client.get('/api/banking/deposit-details')).json()).toEqual({
      recipient: ctx.config.platform.legalName,
      iban: ctx.config.platform.iban,
      swift: ctx.config.platform.swift,
      description: await referenceCodeOf(ctx, companyId),
      vatRatePercent: 22,
      isItalianCompany: true,
    });
  });
});

describe('POST /api/companies/{id}/add-balance', () => {
  it('increases and decreases, audited, and lists the adjustments', async () => {
    const { client: company, companyId } = await companyWithAdmin(ctx);
    const { client: admin } = await signIn(ctx, 'superadmin');
    expect((await admin.post(`/api/companies/${companyId}/add-balance`, { amount: 250.5 })).json()).toEqual({ balance: 250.5, allocated: 0, remaining: 0 });
    expect((await admin.post(`/api/companies/${companyId}/add-balance`, { amount: -100 })).json().balance).toBe(150.5);

    const [audit] = await ctx.db.select().from(auditLog).where(eq(auditLog.targetId, companyId)).orderBy(desc(auditLog.createdAt)).limit(1);
    expect(audit?.action).toBe('company.addBalance');
    expect(audit?.details).toMatchObject({ amount: -100 });

    const statement = (await company.get('/api/banking/transactions')).json();
    expect(statement.count).toBe(2);
    expect(statement.results.map((t: { type: string; amount: number; balanceAfter: number }) => [t.type, t.amount, t.balanceAfter])).toEqual([
      ['admin_adjustment', -100, 150.5],
      ['admin_adjustment', 250.5, 250.5],
    ]);
    await expectLedgerBalanced(ctx);
  });

  it('lists each company its own movements only, on every page and filter, however many companies asked before', async () => {
    const { client: admin } = await signIn(ctx, 'superadmin');
    const first = await companyWithAdmin(ctx);
    const second = await companyWithAdmin(ctx);
    for (const amount of [110, 120, 130]) expect((await admin.post(`/api/companies/${first.companyId}/add-balance`, { amount })).statusCode).toBe(200);
    for (const amount of [140, 150]) expect((await admin.post(`/api/companies/${second.companyId}/add-balance`, { amount })).statusCode).toBe(200);
    const amounts = async (client: typeof first.client, query: string) => {
      const body = (await client.get(`/api/banking/transactions?${query}`)).json();
      return [body.count, body.results.map((t: { amount: number }) => t.amount)];
    };
    // The same shapes one company after the other: the statements kept for the first answer the second with its own.
    for (const query of ['size=2', 'size=2&page=2', 'type=admin_adjustment&size=2', 'type=admin_adjustment&size=2&page=2']) {
      const [firstCount, firstAmounts] = await amounts(first.client, query);
      const [secondCount, secondAmounts] = await amounts(second.client, query);
      expect(firstCount, query).toBe(3);
      expect(secondCount, query).toBe(2);
      expect(firstAmounts, query).toEqual(query.includes('page=2') ? [110] : [130, 120]);
      expect(secondAmounts, query).toEqual(query.includes('page=2') ? [] : [150, 140]);
    }
    const [, one] = await amounts(admin, `company=${first.companyId}&size=5`);
    const [, other] = await amounts(admin, `company=${second.companyId}&size=5`);
    expect([one, other]).toEqual([
      [130, 120, 110],
      [150, 140],
    ]);
  });

  it('refuses a decrease below zero with BALANCE_LOW and changes nothing', async () => {
    const { companyId } = await companyWithAdmin(ctx);
    const { client: admin } = await signIn(ctx, 'superadmin');
    await fundWallet(ctx, companyId, 15_000);
    const response = await unchanged(ctx, () => admin.post(`/api/companies/${companyId}/add-balance`, { amount: -150.01 }));
    expect(errorOf(response)).toEqual([400, 'BALANCE_LOW']);
    expect((await admin.post(`/api/companies/${companyId}/add-balance`, { amount: -150 })).json().balance).toBe(0);
  });

  it.each([
    ['below the minimum', 99.99],
    ['a decrease below the minimum', -99.99],
    ['zero', 0],
    ['above the maximum', 1_000_000],
    ['three decimals', 100.001],
    ['a string', '100'],
    ['missing', undefined],
  ])('refuses %s with a 422 on amount and changes nothing', async (_, amount) => {
    const { companyId } = await companyWithAdmin(ctx);
    const { client: admin } = await signIn(ctx, 'superadmin');
    const response = await unchanged(ctx, () => admin.post(`/api/companies/${companyId}/add-balance`, amount === undefined ? {} : { amount }));
    expect(errorOf(response)).toEqual([422, 'VALIDATION_ERROR']);
    expect(Object.keys(response.json().fields)).toEqual(['amount']);
  });

  it('answers 404 for an unknown company', async () => {
    const { client: admin } = await signIn(ctx, 'superadmin');
    expect(errorOf(await unchanged(ctx, () => admin.post(`/api/companies/${randomUUID()}/add-balance`, { amount: 100 })))).toEqual([404, 'NOT_FOUND']);
  });

  it('moves money once for a repeated Idempotency-Key, and refuses the key for another request', async () => {
    const { companyId } = await companyWithAdmin(ctx);
    const { client: admin } = await signIn(ctx, 'superadmin');
    const key = { 'idempotency-key': randomUUID() };
    const first = await admin.post(`/api/companies/${companyId}/add-balance`, { amount: 300 }, key);
    const again = await unchanged(ctx, () => admin.post(`/api/companies/${companyId}/add-balance`, { amount: 300 }, key));
    expect([first.statusCode, again.statusCode, again.json()]).toEqual([200, 200, first.json()]);
    expect(errorOf(await unchanged(ctx, () => admin.post(`/api/companies/${companyId}/add-balance`, { amount: 400 }, key)))).toEqual([
      422,
      'IDEMPOTENCY_KEY_REUSED',
    ]);
    expect(errorOf(await admin.post(`/api/companies/${companyId}/add-balance`, { amount: 300 }, { 'idempotency-key': 'with space' }))).toEqual([
      400,
      'BAD_REQUEST',
    ]);
  });
});

describe('concurrency on one wallet (real PostgreSQL, 12 connections)', () => {
  it('60 simultaneous decreases never overdraw: exactly the affordable ones pass', async () => {
    const { client: company, companyId } = await companyWithAdmin(ctx);
    const { client: admin } = await signIn(ctx, 'superadmin');
    await fundWallet(ctx, companyId, 2_550_000); // 25,500.00: room for 25 decreases of 1,000.00
    const responses = await Promise.all(Array.from({ length: 60 }, () => admin.post(`/api/companies/${companyId}/add-balance`, { amount: -1000 })));
    const codes = responses.map((r) => (r.statusCode === 200 ? 'ok' : r.json().code));
    expect(codes.filter((c) => c === 'ok')).toHaveLength(25);
    expect(codes.filter((c) => c === 'BALANCE_LOW')).toHaveLength(35);
    expect((await company.get('/api/companies/me/balance')).json().balance).toBe(500);
    expect((await company.get('/api/banking/transactions?type=admin_adjustment&size=100')).json().count).toBe(25);
    await expectLedgerBalanced(ctx);
  });

  it('50 simultaneous requests with one Idempotency-Key move the money once and all answer alike', async () => {
    const { client: company, companyId } = await companyWithAdmin(ctx);
    const { client: admin } = await signIn(ctx, 'superadmin');
    const key = { 'idempotency-key': randomUUID() };
    const responses = await Promise.all(Array.from({ length: 50 }, () => admin.post(`/api/companies/${companyId}/add-balance`, { amount: 777.77 }, key)));
    expect(new Set(responses.map((r) => `${r.statusCode} ${r.body}`)).size).toBe(1);
    expect((await company.get('/api/companies/me/balance')).json().balance).toBe(777.77);
    await expectLedgerBalanced(ctx);
  });

  it('simultaneous increases and decreases on many wallets keep every balance equal to its postings', async () => {
    const wallets = await Promise.all(Array.from({ length: 5 }, () => companyWithAdmin(ctx)));
    const { client: admin } = await signIn(ctx, 'superadmin');
    const amounts = [500, -300, 200, -700, 1000, -100];
    await Promise.all(wallets.flatMap(({ companyId }) => amounts.map((amount) => admin.post(`/api/companies/${companyId}/add-balance`, { amount }))));
    for (const { client } of wallets) expect((await client.get('/api/companies/me/balance')).json().balance).toBeGreaterThanOrEqual(0);
    await expectLedgerBalanced(ctx);
  });
});

describe('GET /api/banking/transactions', () => {
  it('pages 5 at a time, newest first, with type and date filters', async () => {
    const { client, companyId } = await companyWithAdmin(ctx);
    const { client: admin } = await signIn(ctx, 'superadmin');
    await fundWallet(ctx, companyId, 100_000);
    for (let i = 1; i <= 6; i++) await admin.post(`/api/companies/${companyId}/add-balance`, { amount: 100 * i });
    const page = (await client.get('/api/banking/transactions?size=5')).json();
    expect([page.count, page.results.length, page.results[0].amount]).toEqual([7, 5, 600]);
    const second = (await client.get('/api/banking/transactions?size=5&page=2')).json();
    expect(second.results.map((t: { type: string }) => t.type)).toEqual(['admin_adjustment', 'deposit']);
    expect((await client.get('/api/banking/transactions?type=deposit')).json().count).toBe(1);
    expect((await client.get('/api/banking/transactions?type__in=deposit,admin_adjustment&sort=amount&size=1')).json().results[0].amount).toBe(100);
    const future = new Date(Date.now() + 60_000).toISOString();
    expect((await client.get(`/api/banking/transactions?date__gte=${future}`)).json()).toEqual({ count: 0, countCapped: false, results: [] });
    expect((await client.get(`/api/banking/transactions?date__lte=${future}`)).json().count).toBe(7);
  });

  it("never shows a company another company's movements; a super admin sees all or one", async () => {
    const mine = await companyWithAdmin(ctx);
    const theirs = await companyWithAdmin(ctx);
    await fundWallet(ctx, theirs.companyId, 999);
    expect((await mine.client.get('/api/banking/transactions')).json()).toEqual({ count: 0, countCapped: false, results: [] });
    // The company filter is the super admin's only: a company cannot widen its scope.
    expect(errorOf(await mine.client.get(`/api/banking/transactions?company=${theirs.companyId}`))).toEqual([400, 'INVALID_FILTER']);
    const { client: admin } = await signIn(ctx, 'superadmin');
    const one = (await admin.get(`/api/banking/transactions?company=${theirs.companyId}`)).json();
    expect([one.count, one.results[0].company.id]).toEqual([1, theirs.companyId]);
    expect((await admin.get('/api/banking/transactions')).json().count).toBeGreaterThan(1);
  });

  it('counts a filtered list up to the cap and says "more than" past it; the kept counts stay exact', async () => {
    const { client, companyId } = await companyWithAdmin(ctx);
    const { client: admin } = await signIn(ctx, 'superadmin');
    await fundWallet(ctx, companyId, 100_000);
    const added = await admin.post(`/api/companies/${companyId}/add-balance`, { amount: 500 });
    expect(added.statusCode, added.body).toBe(200);
    const countOf = async (caller: typeof client, query: string) => {
      const page = (await caller.get(`/api/banking/transactions?${query}`)).json();
      return [page.count, page.countCapped];
    };
    // Copies of both legs of the deposit (each copy balanced), straight into the ledger: the list's count is under test.
    const legs = await ctx.db.execute<{ id: string }>(sql`
      select id::text from ledger_postings where transaction_id = (select transaction_id from ledger_postings where wallet_company_id = ${companyId} and type = 'deposit')`);
    const deposit = sql`id in (${sql.join(
      legs.rows.map((leg) => sql`${leg.id}::bigint`),
      sql`, `,
    )})`;
    await insertCopies(ctx.db, 'ledger_postings', deposit, LIST_COUNT_CAP - 1);
    expect(await countOf(client, 'type=deposit')).toEqual([LIST_COUNT_CAP, false]);
    await insertCopies(ctx.db, 'ledger_postings', deposit, 1);
    expect(await countOf(client, 'type=deposit')).toEqual([LIST_COUNT_CAP, true]);
    expect(await countOf(admin, `type=deposit&company=${companyId}`)).toEqual([LIST_COUNT_CAP, true]);
    expect(await countOf(client, 'type=admin_adjustment')).toEqual([1, false]);
    // Unfiltered, the wallet's own counter answers (it counts what went through the ledger, not these copies).
    expect(await countOf(client, '')).toEqual([2, false]);
    expect(await countOf(admin, `company=${companyId}`)).toEqual([2, false]);
  });

  it('refuses unknown filters, types and sorts', async () => {
    const { client } = await companyWithAdmin(ctx);
    for (const query of ['type=reward', 'amount=5', 'sort=balance', 'date__gte=yesterday'])
      expect(errorOf(await client.get(`/api/banking/transactions?${query}`))).toEqual([400, 'INVALID_FILTER']);
  });
});
