import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { XMLParser } from 'fast-xml-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, companies } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { companyWithAdmin, errorOf, signIn, unchanged } from '../companies/companies.test-support.ts';
import { expectLedgerBalanced, fatturaPaProblems, recordTransfer, referenceCodeOf } from './banking.test-support.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});

const superAdmin = async () => (await signIn(ctx, 'superadmin')).client;

describe('POST /api/banking/company-transfers (record by hand)', () => {
  it('creates a pending deposit and pre-selects the company from the reference code', async () => {
    const { companyId } = await companyWithAdmin(ctx);
    const code = await referenceCodeOf(ctx, companyId);
    const admin = await superAdmin();
    const deposit = await recordTransfer(admin, { description: `Bonifico ${code.toLowerCase()} ricarica` });
    expect(deposit).toMatchObject({
      accreditationStatus: 'pending',
      invoiceStatus: 'pending',
      invoiceId: null,
      invoiceNumber: null,
      amount: 1220,
      vatExempt: null,
      creditedAmount: null,
      vatAmount: null,
      date: '2026-11-20',
      payerName: 'Acme S.r.l.',
      source: 'manual',
      company: { id: companyId },
      abilities: { approve: true, skip: true, sendInvoice: false, skipInvoice: false },
    });
    expect((await recordTransfer(admin, { description: 'no code here' })).company).toBeNull();
  });

  it.each([
    ['amount', { amount: 0 }],
    ['amount', { amount: 12.345 }],
    ['amount', { amount: -5 }],
    ['date', { date: '2026-13-01' }],
    ['date', { date: '2999-01-01' }],
    ['payerName', { payerName: '   ' }],
    ['description', { description: 'x'.repeat(141) }],
  ])('refuses a bad %s with a 422 and changes nothing', async (field, overrides) => {
    const admin = await superAdmin();
    const response = await unchanged(ctx, () =>
      admin.post('/api/banking/company-transfers', { amount: 100, date: '2026-11-20', payerName: 'Payer', description: '', ...overrides }),
    );
    expect(errorOf(response)).toEqual([422, 'VALIDATION_ERROR']);
    expect(Object.keys(response.json().fields)).toEqual([field]);
  });
});

const fixture = (name: string) => readFileSync(new URL(`./statements/fixtures/${name}`, import.meta.url), 'utf8');
const importStatement = (admin: Awaited<ReturnType<typeof superAdmin>>, xml: string) =>
  admin.post('/api/banking/company-transfers/import', xml, { 'content-type': 'application/xml' });

describe('POST /api/banking/company-transfers/import (camt.053)', () => {
  it('creates a pending deposit per booked EUR credit, pre-selects the company, and never imports an entry twice', async () => {
    const { companyId } = await companyWithAdmin(ctx);
    await ctx.db.update(companies).set({ referenceCode: 'BB-ABCD2345' }).where(eq(companies.id, companyId));
    const admin = await superAdmin();
    const first = await importStatement(admin, fixture('camt053-v02-italian-bank.xml'));
    expect(first.statusCode).toBe(200);
    const result = first.json();
    expect(result.created).toBeGreaterThanOrEqual(3);
    expect(result.ignored).toBeGreaterThanOrEqual(3); // the debit, the pending entry, the dollars
    const byAmount = new Map(
      result.results.map((d: { amount: number; company: { id: string } | null; source: string; accreditationStatus: string }) => [d.amount, d]),
    );
    expect(byAmount.get(1220)).toMatchObject({ company: { id: companyId }, source: 'camt053', accreditationStatus: 'pending' });
    expect(byAmount.get(500.5)).toMatchObject({ company: { id: companyId } });
    expect(byAmount.get(300)).toMatchObject({ company: null });

    // Like every repeated action, a re-import that creates nothing records nothing.
    const again = await unchanged(ctx, async () => (await importStatement(admin, fixture('camt053-v02-italian-bank.xml'))).json());
    expect([again.created, again.duplicates]).toEqual([0, result.created]);
  });

  it('refuses a malformed statement and one with a DOCTYPE (INVALID_STATEMENT), changing nothing', async () => {
    const admin = await superAdmin();
    for (const name of ['camt053-malformed.xml', 'camt053-xxe.xml'])
      expect(errorOf(await unchanged(ctx, () => importStatement(admin, fixture(name))))).toEqual([400, 'INVALID_STATEMENT']);
    expect(errorOf(await unchanged(ctx, () => importStatement(admin, '<Document/>')))).toEqual([400, 'INVALID_STATEMENT']);
  });
});

describe('approving a deposit', () => {
  it('credits the wallet net of 22% VAT, generates a valid FatturaPA invoice and turns the checklist on', async () => {
    const { client: company, companyId } = await companyWithAdmin(ctx);
    const admin = await superAdmin();
    expect((await company.get('/api/companies/me/completion')).json().isBudgetAdded).toBe(false);
    const pending = await recordTransfer(admin, { description: await referenceCodeOf(ctx, companyId) });

    const response = await admin.post(`/api/banking/company-transfers/${pending.id}/approve`, { companyId, vatExempt: false });
    expect(response.statusCode).toBe(200);
    const deposit = response.json();
    expect(deposit).toMatchObject({
      accreditationStatus: 'accredited',
      invoiceStatus: 'generated',
      vatExempt: false,
      amount: 1220,
      creditedAmount: 1000,
      vatAmount: 220,
      invoiceNumber: expect.stringMatching(/^\d{4}\/\d{6}$/),
      abilities: { approve: false, skip: false, sendInvoice: true, skipInvoice: true },
    });
    expect((await company.get('/api/companies/me/balance')).json()).toEqual({ balance: 1000, allocated: 0, remaining: 0 });
    expect((await company.get('/api/banking/transactions')).json().results.map((t: { type: string; amount: number }) => [t.type, t.amount])).toEqual([
      ['deposit', 1000],
    ]);
    expect((await company.get('/api/companies/me/completion')).json().isBudgetAdded).toBe(true);
    expect((await company.get('/api/banking/company-transfers')).json().results.map((d: { id: string }) => d.id)).toEqual([pending.id]);

    const invoice = await company.get(`/api/banking/company-transfers/${pending.id}/invoice.xml`);
    expect(invoice.headers['content-type']).toMatch(/^application\/xml/);
    expect(invoice.headers['content-disposition']).toMatch(/^attachment; filename="IT\d{11}_\w{5}\.xml"$/);
    expect(fatturaPaProblems(invoice.body)).toBe('');
    const body = new XMLParser({ removeNSPrefix: true }).parse(invoice.body).FatturaElettronica.FatturaElettronicaBody;
    expect([
      body.DatiGenerali.DatiGeneraliDocumento.ImportoTotaleDocumento,
      body.DatiBeniServizi.DatiRiepilogo.ImponibileImporto,
      body.DatiBeniServizi.DatiRiepilogo.Imposta,
    ]).toEqual(['1220.00', '1000.00', '220.00'].map(Number));
    await expectLedgerBalanced(ctx);
  });

  it('credits the whole amount when VAT-exempt, with an invoice that still validates', async () => {
    const { client: company, companyId } = await companyWithAdmin(ctx);
    const admin = await superAdmin();
    const pending = await recordTransfer(admin, { amount: 1000.01 });
    const deposit = (await admin.post(`/api/banking/company-transfers/${pending.id}/approve`, { companyId, vatExempt: true })).json();
    expect([deposit.creditedAmount, deposit.vatAmount, deposit.vatExempt]).toEqual([1000.01, 0, true]);
    expect((await company.get('/api/companies/me/balance')).json().balance).toBe(1000.01);
    expect(fatturaPaProblems((await admin.get(`/api/banking/company-transfers/${pending.id}/invoice.xml`)).body)).toBe('');
  });

  it('rounds the net amount to the cent and keeps the VAT as the exact difference', async () => {
    const { companyId } = await companyWithAdmin(ctx);
    const admin = await superAdmin();
    const pending = await recordTransfer(admin, { amount: 100.01 });
    const deposit = (await admin.post(`/api/banking/company-transfers/${pending.id}/approve`, { companyId, vatExempt: false })).json();
    expect([deposit.creditedAmount, deposit.vatAmount]).toEqual([81.98, 18.03]);
  });

  it('needs a company (422 on companyId) and an existing one, changing nothing', async () => {
    const admin = await superAdmin();
    const pending = await recordTransfer(admin);
    const missing = await unchanged(ctx, () => admin.post(`/api/banking/company-transfers/${pending.id}/approve`, { vatExempt: false }));
    expect(errorOf(missing)).toEqual([422, 'VALIDATION_ERROR']);
    expect(missing.json().fields).toEqual({ companyId: ['Select a company'] });
    const unknown = await unchanged(ctx, () =>
      admin.post(`/api/banking/company-transfers/${pending.id}/approve`, { companyId: randomUUID(), vatExempt: false }),
    );
    expect([...errorOf(unknown), unknown.json().fields]).toEqual([422, 'VALIDATION_ERROR', { companyId: ['Company not found'] }]);
  });

  it('refuses approving twice (INVALID_DEPOSIT_STATUS) and moves the money once', async () => {
    const { client: company, companyId } = await companyWithAdmin(ctx);
    const admin = await superAdmin();
    const pending = await recordTransfer(admin);
    await admin.post(`/api/banking/company-transfers/${pending.id}/approve`, { companyId, vatExempt: false });
    const again = await unchanged(ctx, () => admin.post(`/api/banking/company-transfers/${pending.id}/approve`, { companyId, vatExempt: false }));
    expect(errorOf(again)).toEqual([400, 'INVALID_DEPOSIT_STATUS']);
    expect(errorOf(await unchanged(ctx, () => admin.post(`/api/banking/company-transfers/${pending.id}/skip`)))).toEqual([400, 'INVALID_DEPOSIT_STATUS']);
    expect((await company.get('/api/companies/me/balance')).json().balance).toBe(1000);
  });

  it('credits once when two super admins approve the same transfer at the same moment', async () => {
    const { client: company, companyId } = await companyWithAdmin(ctx);
    const [first, second] = [await superAdmin(), await superAdmin()];
    const pending = await recordTransfer(first);
    const results = await Promise.all(
      [first, second].map((admin) => admin.post(`/api/banking/company-transfers/${pending.id}/approve`, { companyId, vatExempt: false })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect((await company.get('/api/companies/me/balance')).json().balance).toBe(1000);
    await expectLedgerBalanced(ctx);
  });

  it('answers 404 for an unknown transfer', async () => {
    const admin = await superAdmin();
    expect(
      errorOf(await unchanged(ctx, () => admin.post(`/api/banking/company-transfers/${randomUUID()}/approve`, { companyId: randomUUID(), vatExempt: false }))),
    ).toEqual([404, 'NOT_FOUND']);
  });
});

describe('skipping, then sending or skipping the invoice', () => {
  it('skips a transfer without crediting anything; its invoice can only be skipped', async () => {
    const admin = await superAdmin();
    const pending = await recordTransfer(admin);
    const skipped = (await admin.post(`/api/banking/company-transfers/${pending.id}/skip`)).json();
    expect([skipped.accreditationStatus, skipped.abilities]).toEqual(['skipped', { approve: false, skip: false, sendInvoice: false, skipInvoice: true }]);
    expect(errorOf(await unchanged(ctx, () => admin.post(`/api/banking/company-transfers/${pending.id}/invoice/send`)))).toEqual([
      400,
      'INVALID_INVOICE_STATUS',
    ]);
    expect((await admin.post(`/api/banking/company-transfers/${pending.id}/invoice/skip`)).json().invoiceStatus).toBe('skipped');
    expect(errorOf(await unchanged(ctx, () => admin.post(`/api/banking/company-transfers/${pending.id}/invoice/skip`)))).toEqual([
      400,
      'INVALID_INVOICE_STATUS',
    ]);
  });

  it('sends a generated invoice to SDI once, recording the submission and the audit', async () => {
    const { companyId } = await companyWithAdmin(ctx);
    const admin = await superAdmin();
    const pending = await recordTransfer(admin);
    await admin.post(`/api/banking/company-transfers/${pending.id}/approve`, { companyId, vatExempt: false });
    const sent = (await admin.post(`/api/banking/company-transfers/${pending.id}/invoice/send`)).json();
    expect([sent.invoiceStatus, sent.abilities.sendInvoice, sent.abilities.skipInvoice]).toEqual(['sent', false, false]);
    expect(errorOf(await unchanged(ctx, () => admin.post(`/api/banking/company-transfers/${pending.id}/invoice/send`)))).toEqual([
      400,
      'INVALID_INVOICE_STATUS',
    ]);
    expect(errorOf(await unchanged(ctx, () => admin.post(`/api/banking/company-transfers/${pending.id}/invoice/skip`)))).toEqual([
      400,
      'INVALID_INVOICE_STATUS',
    ]);
    const actions = (await ctx.db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.targetId, pending.id))).map((a) => a.action).sort();
    expect(actions).toEqual(['deposit.approve', 'deposit.record', 'deposit.sendInvoice']);
  });

  it('cannot send or skip the invoice of a pending transfer', async () => {
    const admin = await superAdmin();
    const pending = await recordTransfer(admin);
    for (const action of ['send', 'skip'])
      expect(errorOf(await unchanged(ctx, () => admin.post(`/api/banking/company-transfers/${pending.id}/invoice/${action}`)))).toEqual([
        400,
        'INVALID_INVOICE_STATUS',
      ]);
  });
});

describe('who sees which deposit and invoice', () => {
  it("keeps a company out of another company's deposits and invoices", async () => {
    const mine = await companyWithAdmin(ctx);
    const theirs = await companyWithAdmin(ctx);
    const admin = await superAdmin();
    const pending = await recordTransfer(admin);
    await admin.post(`/api/banking/company-transfers/${pending.id}/approve`, { companyId: theirs.companyId, vatExempt: false });
    expect((await mine.client.get('/api/banking/company-transfers')).json()).toEqual({ count: 0, results: [] });
    expect(errorOf(await mine.client.get(`/api/banking/company-transfers/${pending.id}/invoice.xml`))).toEqual([404, 'NOT_FOUND']);
    expect((await theirs.client.get(`/api/banking/company-transfers/${pending.id}/invoice.xml`)).statusCode).toBe(200);
    // A company cannot filter its way into other deposits either.
    expect(errorOf(await mine.client.get('/api/banking/company-transfers?companyName__icontains=a'))).toEqual([400, 'INVALID_FILTER']);
  });

  it('lists every transfer for a super admin, filtered by status, company name and date', async () => {
    const { companyId } = await companyWithAdmin(ctx);
    const admin = await superAdmin();
    const company = (await admin.get(`/api/companies/${companyId}`)).json();
    const a = await recordTransfer(admin, { date: '2026-01-10' });
    await admin.post(`/api/banking/company-transfers/${a.id}/approve`, { companyId, vatExempt: false });
    await recordTransfer(admin, { date: '2026-01-11' });
    const byCompany = (await admin.get(`/api/banking/company-transfers?companyName__icontains=${encodeURIComponent(company.name.slice(-8))}`)).json();
    expect(byCompany.results.map((d: { id: string }) => d.id)).toEqual([a.id]);
    const pendingOnes = (await admin.get('/api/banking/company-transfers?accreditationStatus=pending&date__gte=2026-01-11&date__lte=2026-01-11')).json();
    expect(
      pendingOnes.results.every((d: { accreditationStatus: string; date: string }) => d.accreditationStatus === 'pending' && d.date === '2026-01-11'),
    ).toBe(true);
    expect(pendingOnes.count).toBeGreaterThanOrEqual(1);
  });

  it('filters by invoice status: the invoices still to send are the accredited ones whose invoice was neither sent nor skipped', async () => {
    const { companyId, client: company } = await companyWithAdmin(ctx);
    const admin = await superAdmin();
    const day = '2026-02-03';
    const approved = async () => {
      const deposit = await recordTransfer(admin, { date: day });
      await admin.post(`/api/banking/company-transfers/${deposit.id}/approve`, { companyId, vatExempt: false });
      return deposit.id as string;
    };
    const toSend = await approved();
    const sent = await approved();
    const skipped = await approved();
    const stillPending = (await recordTransfer(admin, { date: day })).id as string;
    await admin.post(`/api/banking/company-transfers/${sent}/invoice/send`);
    await admin.post(`/api/banking/company-transfers/${skipped}/invoice/skip`);
    const ids = async (query: string) =>
      ((await admin.get(`/api/banking/company-transfers?date__gte=${day}&date__lte=${day}&${query}`)).json().results as { id: string }[])
        .map((d) => d.id)
        .sort();
    expect(await ids('accreditationStatus=accredited&invoiceStatus__in=pending,generated')).toEqual([toSend]);
    expect(await ids('invoiceStatus=sent')).toEqual([sent]);
    expect(await ids('invoiceStatus__eq=skipped')).toEqual([skipped]);
    expect(await ids('invoiceStatus=pending')).toEqual([stillPending]);
    expect(errorOf(await admin.get('/api/banking/company-transfers?invoiceStatus=lost'))).toEqual([400, 'INVALID_FILTER']);
    // A company sees its accredited deposits only, and no invoice filter.
    expect(errorOf(await company.get('/api/banking/company-transfers?invoiceStatus=sent'))).toEqual([400, 'INVALID_FILTER']);
  });
});
