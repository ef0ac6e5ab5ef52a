import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { companies, companyMembers } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { companyWithAdmin, errorOf, signIn, uniquePartitaIva, unchanged, VALID_COMPANY } from './companies.test-support.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});

describe('POST /api/companies', () => {
  it('registers the company, makes the caller its administrator and refreshes their session', async () => {
    const { user, client } = await signIn(ctx);
    const response = await client.post('/api/companies', { ...VALID_COMPANY, vat: 'IT 06363391001' });
    expect(response.statusCode).toBe(201);
    const company = response.json();
    expect(company).toEqual({
      id: expect.any(String),
      name: 'Acme',
      businessname: 'Acme S.r.l.',
      vat: '06363391001',
      pec: 'acme@pec.it',
      address: 'Via Roma 1',
      city: 'Roma',
      cap: '00100',
      sdi: 'M5UXCR1',
      state: 'RM',
      country: 'ITA',
      sector: 'TECHNOLOGY',
      employees: 'SMALL',
      website: null,
      description: null,
      picture: null,
      isVerified: false,
      balance: 0,
      updatedAt: expect.any(String),
    });
    const [row] = await ctx.db.select().from(companies).where(eq(companies.id, company.id));
    expect(row!.referenceCode).toMatch(/^BB-[A-Z2-9]{8}$/);
    expect(
      await ctx.db
        .select({ role: companyMembers.role, inviteStatus: companyMembers.inviteStatus })
        .from(companyMembers)
        .where(eq(companyMembers.userId, user.id)),
    ).toEqual([{ role: 'ADMIN', inviteStatus: 'accepted' }]);
    expect((await client.get('/api/users/me')).json().permissions.companyRoles).toEqual([{ companyId: company.id, role: 'ADMIN' }]);
    expect((await client.get('/api/companies/me')).json()).toEqual(company);
  });

  it('gives every company its own transfer reference code', async () => {
    const codes = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const { client } = await signIn(ctx);
      const { id } = (await client.post('/api/companies', VALID_COMPANY)).json();
      codes.add((await ctx.db.select().from(companies).where(eq(companies.id, id)))[0]!.referenceCode);
    }
    expect(codes.size).toBe(3);
  });

  it('accepts an EU company whose VAT number jsvat validates, stored without its prefix', async () => {
    const { client } = await signIn(ctx);
    const response = await client.post('/api/companies', { ...VALID_COMPANY, country: 'DEU', vat: 'DE 136 695 976', cap: '10115', state: 'BE' });
    expect([response.statusCode, response.json().vat]).toEqual([201, '136695976']);
  });

  it('answers 422 with every bad field at once and changes nothing', async () => {
    const { client } = await signIn(ctx);
    const bad = { ...VALID_COMPANY, vat: '06363391002', sdi: 'ABC', pec: 'not-an-email', state: '1', sector: 'PIRACY', country: 'USA', name: ' ' };
    const response = await unchanged(ctx, () => client.post('/api/companies', bad));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      fields: {
        name: ['This field is mandatory'],
        pec: ['Invalid email'],
        sdi: ['The recipient code has 7 letters or digits'],
        state: ['This field is mandatory'],
        sector: ['This field is mandatory'],
        country: ['This field is mandatory'],
      },
    });
  });

  it.each([
    [{ vat: '06363391002' }, 'vat', 'Invalid VAT number'],
    [{ vat: 'DE136695976' }, 'vat', 'Invalid VAT number'],
    [{ country: 'FRA', vat: 'FR40303265046', cap: '75001' }, 'vat', 'Invalid VAT number'],
    [{ sdi: 'M5UXCR1X' }, 'sdi', 'The recipient code has 7 letters or digits'],
    [{ sdi: '0000000', pec: '' }, 'sdi', 'The code 0000000 is allowed only with a PEC address'],
    [{ state: 'R' }, 'state', 'Enter the 2-letter code'],
    [{ cap: '1234' }, 'cap', 'Invalid postal code'],
    [{ employees: 'HUGE' }, 'employees', 'This field is mandatory'],
  ])('refuses %o with 422 on the field, changing nothing', async (override, field, message) => {
    const { client } = await signIn(ctx);
    const response = await unchanged(ctx, () => client.post('/api/companies', { ...VALID_COMPANY, ...override }));
    expect(response.statusCode).toBe(422);
    expect(response.json().fields[field]).toEqual([message]);
  });

  it('ignores fields the caller may not set (isVerified, referenceCode, website)', async () => {
    const { client } = await signIn(ctx);
    const response = await client.post('/api/companies', {
      ...VALID_COMPANY,
      isVerified: true,
      referenceCode: 'BB-MINE',
      website: 'https://x.example',
      balance: 1000,
    });
    expect(response.json()).toMatchObject({ isVerified: false, website: null, balance: 0 });
    expect(await ctx.db.select().from(companies).where(eq(companies.referenceCode, 'BB-MINE'))).toEqual([]);
  });

  it('accepts the 0000000 code with a PEC', async () => {
    const { client } = await signIn(ctx);
    expect((await client.post('/api/companies', { ...VALID_COMPANY, sdi: '0000000' })).statusCode).toBe(201);
  });

  it('answers in Italian when asked', async () => {
    const { client } = await signIn(ctx);
    client.language = 'it';
    const response = await unchanged(ctx, () => client.post('/api/companies', { ...VALID_COMPANY, vat: '1' }));
    expect(response.json().fields.vat).toEqual(['Partita IVA non valida']);
  });

  it('refuses a VAT number another company registered with a 422 on vat (the wizard goes back to step 1)', async () => {
    const vat = uniquePartitaIva();
    const first = await signIn(ctx);
    expect((await first.client.post('/api/companies', { ...VALID_COMPANY, vat })).statusCode).toBe(201);
    const { client } = await signIn(ctx);
    const response = await unchanged(ctx, () => client.post('/api/companies', { ...VALID_COMPANY, vat: `IT ${vat}` }));
    expect(errorOf(response)).toEqual([422, 'VALIDATION_ERROR']);
    expect(response.json().fields).toEqual({ vat: ['This VAT number is already registered: ask an administrator of your company to invite you'] });
  });

  it('refuses a second company for the same user with COMPANY_ALREADY_REGISTERED, changing nothing', async () => {
    const { client } = await companyWithAdmin(ctx);
    const response = await unchanged(ctx, () => client.post('/api/companies', VALID_COMPANY));
    expect(errorOf(response)).toEqual([400, 'COMPANY_ALREADY_REGISTERED']);
    expect(response.json().message).toBe('You have already registered a company.');
  });

  it('lets only company users register', async () => {
    const { client } = await signIn(ctx, 'hacker');
    expect(errorOf(await unchanged(ctx, () => client.post('/api/companies', VALID_COMPANY)))).toEqual([403, 'FORBIDDEN']);
  });
});

describe('a company user without a company', () => {
  it.each([
    ['GET', '/api/companies/me', undefined],
    ['GET', '/api/companies/me/completion', undefined],
    ['POST', '/api/companies/me/first-call', {}],
    ['PATCH', '/api/companies/me/bio', { website: 'https://acme.it', description: 'We build.' }],
    ['PATCH', '/api/companies/me/details', { sector: 'FOOD', employees: 'LARGE' }],
    ['PATCH', '/api/companies/me/picture', { picture: null }],
  ] as const)('holds no company permission: 403 on %s %s', async (method, url, body) => {
    const { client } = await signIn(ctx);
    const response = await unchanged(ctx, () => client.request(method, url, body));
    expect(errorOf(response)).toEqual([403, 'FORBIDDEN']);
  });
});
