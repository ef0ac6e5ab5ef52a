import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { TestClient } from '../../test/test-client.ts';
import { assertCanReport } from './hackers.service.ts';
import { BANK, en, errorOf, hacker, ITALIAN_REGIME, signIn, unchanged } from './hackers.test-support.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});

const EMPTY = {
  version: 0,
  taxRegime: null,
  vatNumber: null,
  taxId: null,
  residenceCountry: null,
  residenceState: null,
  residenceAddress: null,
  residenceCity: null,
  residenceCap: null,
  iban: null,
  swift: null,
  updatedAt: null,
};

describe('GET /api/payments/settings', () => {
  it('answers empty settings at version 0 before the first save', async () => {
    const { client } = await hacker(ctx);
    expect((await client.get('/api/payments/settings')).json()).toEqual(EMPTY);
  });
});

describe('PUT /api/payments/settings/regime', () => {
  it('stores an Italian occasional regime: tax code uppercased, province cut to 2 letters, version 1', async () => {
    const { client } = await hacker(ctx);
    const response = await client.put('/api/payments/settings/regime', ITALIAN_REGIME);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      version: 1,
      taxRegime: 'it_occasional_employee',
      taxId: 'RSSMRA80A01H501U',
      residenceState: 'MI',
      vatNumber: null,
    });
    expect((await client.get('/api/payments/settings')).json()).toMatchObject({ version: 1, taxId: 'RSSMRA80A01H501U' });
  });

  it('increments the version on each change and not when nothing changed', async () => {
    const { client } = await hacker(ctx);
    await client.put('/api/payments/settings/regime', ITALIAN_REGIME);
    expect((await client.put('/api/payments/settings/regime', ITALIAN_REGIME)).json().version).toBe(1);
    expect((await client.put('/api/payments/settings/regime', { ...ITALIAN_REGIME, residenceCity: 'Monza' })).json().version).toBe(2);
    expect((await client.put('/api/payments/settings/payment', BANK)).json().version).toBe(3);
  });

  it('gives concurrent changes one version each', async () => {
    const { client } = await hacker(ctx);
    const cities = ['Monza', 'Lodi', 'Como', 'Pavia', 'Varese'];
    const saved = await Promise.all(cities.map((residenceCity) => client.put('/api/payments/settings/regime', { ...ITALIAN_REGIME, residenceCity })));
    expect(saved.map((response) => response.json().version).sort()).toEqual([1, 2, 3, 4, 5]);
    expect((await client.get('/api/payments/settings')).json().version).toBe(5);
  });

  it('clears the VAT number when the regime changes to one without it, and on a change of country', async () => {
    const { client } = await hacker(ctx);
    const flatRate = { ...ITALIAN_REGIME, taxRegime: 'it_flat_rate', vatNumber: 'IT 011 146 010 06' };
    expect((await client.put('/api/payments/settings/regime', flatRate)).json()).toMatchObject({ vatNumber: '01114601006', version: 1 });
    expect((await client.put('/api/payments/settings/regime', ITALIAN_REGIME)).json()).toMatchObject({
      taxRegime: 'it_occasional_employee',
      vatNumber: null,
      version: 2,
    });
    const german = {
      ...ITALIAN_REGIME,
      residenceCountry: 'DEU',
      taxRegime: 'foreign_occasional',
      taxId: null,
      residenceState: 'BE',
      residenceCity: 'Berlin',
      residenceCap: '10115',
    };
    expect((await client.put('/api/payments/settings/regime', german)).json()).toMatchObject({
      residenceCountry: 'DEU',
      taxRegime: 'foreign_occasional',
      taxId: null,
      vatNumber: null,
      version: 3,
    });
  });

  it('keeps the bank account when the regime changes', async () => {
    const { client } = await hacker(ctx);
    await client.put('/api/payments/settings/payment', BANK);
    expect((await client.put('/api/payments/settings/regime', ITALIAN_REGIME)).json()).toMatchObject({ iban: 'IT60X0542811101000000123456', version: 2 });
  });

  it.each([
    ['a foreign regime in Italy', { taxRegime: 'foreign_vat', vatNumber: '01114601006' }, { taxRegime: [en('validation.hacker.regimeCountry')] }],
    ['an Italian regime abroad', { residenceCountry: 'FRA', taxId: null, residenceCap: '75001' }, { taxRegime: [en('validation.hacker.regimeCountry')] }],
    ['a wrong codice fiscale', { taxId: 'RSSMRA80A01H501A' }, { taxId: [en('validation.hacker.taxId')] }],
    ['no codice fiscale in Italy', { taxId: '' }, { taxId: [en('validation.required')] }],
    ['a VAT regime without VAT number', { taxRegime: 'it_ordinary_vat' }, { vatNumber: [en('validation.required')] }],
    ['a wrong partita IVA', { taxRegime: 'it_ordinary_vat', vatNumber: '01114601007' }, { vatNumber: [en('validation.company.vat')] }],
    ['a VAT number with occasional work', { vatNumber: '01114601006' }, { vatNumber: [en('validation.hacker.vatNotAllowed')] }],
    [
      'a wrong foreign VAT number',
      { residenceCountry: 'DEU', taxRegime: 'foreign_vat', taxId: null, vatNumber: 'DE136695977', residenceCap: '10115' },
      { vatNumber: [en('validation.company.vat')] },
    ],
    ['an Italian postal code of 4 digits', { residenceCap: '2010' }, { residenceCap: [en('validation.company.cap')] }],
    ['a province without letters', { residenceState: '12' }, { residenceState: [en('validation.required')] }],
    ['an unknown country', { residenceCountry: 'XYZ' }, { residenceCountry: [en('validation.hacker.country')] }],
    ['a missing address', { residenceAddress: ' ' }, { residenceAddress: [en('validation.required')] }],
  ])('refuses %s with 422, changing nothing', async (_case, change, fields) => {
    const { client } = await hacker(ctx);
    await client.put('/api/payments/settings/payment', BANK);
    const response = await unchanged(ctx, () => client.put('/api/payments/settings/regime', { ...ITALIAN_REGIME, ...change }, { 'accept-language': 'en' }));
    expect([response.statusCode, response.json().code, response.json().fields]).toEqual([422, 'VALIDATION_ERROR', fields]);
  });
});

describe('PUT /api/payments/settings/payment', () => {
  it('stores IBAN and SWIFT without spaces, uppercased', async () => {
    const { client } = await hacker(ctx);
    expect((await client.put('/api/payments/settings/payment', BANK)).json()).toMatchObject({
      iban: 'IT60X0542811101000000123456',
      swift: 'BCITITMM',
      version: 1,
    });
  });

  it.each([
    ['a wrong IBAN checksum', { ...BANK, iban: 'IT61X0542811101000000123456' }, { iban: [en('validation.hacker.iban')] }],
    ['an IBAN of the wrong length', { ...BANK, iban: 'DE8937040044053201300' }, { iban: [en('validation.hacker.iban')] }],
    ['a malformed BIC', { ...BANK, swift: 'BCIT1TMM' }, { swift: [en('validation.hacker.swift')] }],
    ['nothing', {}, { iban: [en('validation.required')] }],
    ['an IBAN outside the SEPA area without a BIC', { iban: 'BR1800360305000010009795493C1' }, { swift: [en('validation.hacker.swiftRequired')] }],
  ])('refuses %s with 422, changing nothing', async (_case, body, fields) => {
    const { client } = await hacker(ctx);
    await client.put('/api/payments/settings/payment', BANK);
    const response = await unchanged(ctx, () => client.put('/api/payments/settings/payment', body, { 'accept-language': 'en' }));
    expect([response.statusCode, response.json().fields]).toEqual([422, fields]);
  });

  it('is for hackers only, each reading their own settings', async () => {
    const owner = await hacker(ctx);
    await owner.client.put('/api/payments/settings/payment', BANK);
    const other = await hacker(ctx);
    expect((await other.client.get('/api/payments/settings')).json()).toEqual(EMPTY);
    const company = await signIn(ctx, 'company');
    expect(errorOf(await unchanged(ctx, () => company.client.put('/api/payments/settings/payment', BANK)))).toEqual([403, 'FORBIDDEN']);
    expect(errorOf(await new TestClient(ctx.app).get('/api/payments/settings'))).toEqual([401, 'UNAUTHENTICATED']);
  });
});

describe('completion and the reporting gate', () => {
  it('counts KYC, regime and IBAN, and names what blocks reporting first', async () => {
    const { client, user } = await hacker(ctx, { kycStatus: 'pending' });
    expect((await client.get('/api/profile/completion')).json()).toEqual({
      kycCompleted: false,
      taxRegimeConfigured: false,
      ibanConfigured: false,
      progressPercentage: 0,
    });
    await expect(assertCanReport(ctx.db, user.id)).rejects.toMatchObject({ code: 'KYC_NOT_APPROVED' });
    await ctx.db.execute(sql`update users set kyc_status = 'approved' where id = ${user.id}`);
    await expect(assertCanReport(ctx.db, user.id)).rejects.toMatchObject({ code: 'TAX_REGIME_NOT_CONFIGURED' });
    await client.put('/api/payments/settings/regime', ITALIAN_REGIME);
    expect((await client.get('/api/profile/completion')).json()).toEqual({
      kycCompleted: true,
      taxRegimeConfigured: true,
      ibanConfigured: false,
      progressPercentage: 67,
    });
    await expect(assertCanReport(ctx.db, user.id)).rejects.toMatchObject({ code: 'PAYMENT_METHOD_NOT_CONFIGURED' });
    await client.put('/api/payments/settings/payment', BANK);
    expect((await client.get('/api/profile/completion')).json().progressPercentage).toBe(100);
    await expect(assertCanReport(ctx.db, user.id)).resolves.toBeUndefined();
  });

  it('answers KYC_NOT_VERIFIED before the hacker went through verification', async () => {
    const { user } = await hacker(ctx);
    await expect(assertCanReport(ctx.db, user.id)).rejects.toMatchObject({ code: 'KYC_NOT_VERIFIED' });
  });
});
