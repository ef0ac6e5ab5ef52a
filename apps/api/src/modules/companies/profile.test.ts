import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SUPPORT_EMAIL } from '@bb/domain';
import { companies, contactRequests, emails, uploads } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { tinyPng, uploadFile } from '../uploads/uploads.test-support.ts';
import { addMember, companyWithAdmin, errorOf, signIn, unchanged } from './companies.test-support.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});

const BIO = { website: 'https://acme.example', description: 'We build secure things.' };

describe('GET /api/companies/me', () => {
  it("answers the caller's company to any of its members", async () => {
    const { client, companyId } = await companyWithAdmin(ctx);
    const triager = await addMember(ctx, companyId);
    const company = (await client.get('/api/companies/me')).json();
    expect(company).toMatchObject({ id: companyId, isVerified: true, balance: 0, picture: null });
    expect(company).not.toHaveProperty('referenceCode');
    expect((await triager.client.get('/api/companies/me')).json().id).toBe(companyId);
  });
});

describe('PATCH /api/companies/me/bio and /details', () => {
  it('changes website and description, then sector and size', async () => {
    const { client } = await companyWithAdmin(ctx);
    expect((await client.patch('/api/companies/me/bio', { ...BIO, website: ' http://acme.example/about ' })).json()).toMatchObject({
      website: 'http://acme.example/about',
      description: BIO.description,
    });
    expect((await client.patch('/api/companies/me/details', { sector: 'FOOD', employees: 'LARGE' })).json()).toMatchObject({
      sector: 'FOOD',
      employees: 'LARGE',
    });
  });

  it.each([
    [{ ...BIO, website: 'javascript:alert(1)' }, 'website', 'Invalid web address (http or https)'],
    [{ ...BIO, website: 'ftp://acme.example' }, 'website', 'Invalid web address (http or https)'],
    [{ description: BIO.description }, 'website', 'This field is mandatory'],
    [{ ...BIO, description: '   ' }, 'description', 'This field is mandatory'],
    [{ ...BIO, description: 'x'.repeat(2001) }, 'description', 'At most 2000 characters'],
  ])('refuses bio %# with 422, changing nothing', async (body, field, message) => {
    const { client } = await companyWithAdmin(ctx);
    const response = await unchanged(ctx, () => client.patch('/api/companies/me/bio', body));
    expect([response.statusCode, response.json().fields[field]]).toEqual([422, [message]]);
  });

  it('refuses unknown sectors and sizes with 422', async () => {
    const { client } = await companyWithAdmin(ctx);
    const response = await unchanged(ctx, () => client.patch('/api/companies/me/details', { sector: 'PIRACY', employees: 'HUGE' }));
    expect([response.statusCode, Object.keys(response.json().fields).sort()]).toEqual([422, ['employees', 'sector']]);
  });

  it('lets only administrators change the profile (a triager gets 403 FORBIDDEN)', async () => {
    const { companyId } = await companyWithAdmin(ctx);
    const triager = await addMember(ctx, companyId);
    expect(errorOf(await unchanged(ctx, () => triager.client.patch('/api/companies/me/bio', BIO)))).toEqual([403, 'FORBIDDEN']);
    expect(errorOf(await unchanged(ctx, () => triager.client.patch('/api/companies/me/details', { sector: 'FOOD', employees: 'LARGE' })))).toEqual([
      403,
      'FORBIDDEN',
    ]);
    expect(errorOf(await unchanged(ctx, () => triager.client.patch('/api/companies/me/picture', { picture: null })))).toEqual([403, 'FORBIDDEN']);
  });
});

describe('PATCH /api/companies/me/picture', () => {
  it('attaches an uploaded picture that every signed-in user can see, and removes it with null', async () => {
    const { client, companyId } = await companyWithAdmin(ctx);
    const id = await uploadFile(ctx, client, 'picture', tinyPng(), 'image/png');
    expect((await client.patch('/api/companies/me/picture', { picture: id })).json().picture).toEqual({ id });
    expect((await ctx.db.select().from(uploads).where(eq(uploads.id, id)))[0]).toMatchObject({ attachedKind: 'company_picture', attachedId: companyId });
    const hacker = await signIn(ctx, 'hacker');
    expect((await hacker.client.get(`/api/uploads/${id}`)).statusCode).toBe(200);
    expect((await client.patch('/api/companies/me/picture', { picture: null })).json().picture).toBeNull();
  });

  it("refuses someone else's upload with 422 on picture, changing nothing", async () => {
    const { client } = await companyWithAdmin(ctx);
    const other = await signIn(ctx, 'hacker');
    const id = await uploadFile(ctx, other.client, 'picture', tinyPng(), 'image/png');
    const response = await unchanged(ctx, () => client.patch('/api/companies/me/picture', { picture: id }));
    expect([response.statusCode, response.json().fields]).toEqual([422, { picture: ['This file cannot be used here'] }]);
  });
});

describe('completion checklist and first call', () => {
  it('starts at 0%, records the first call once, and counts a complete profile', async () => {
    const { client, companyId } = await companyWithAdmin(ctx);
    const none = { isFirstContactMade: false, isBudgetAdded: false, isProgramCreated: false, isProfileComplete: false, progressPercentage: 0 };
    expect((await client.get('/api/companies/me/completion')).json()).toEqual(none);

    // Without a body, as the dashboard's button sends it.
    expect((await client.request('POST', '/api/companies/me/first-call')).json()).toEqual({ ...none, isFirstContactMade: true, progressPercentage: 25 });
    const [first] = await ctx.db.select({ at: companies.firstCallBookedAt }).from(companies).where(eq(companies.id, companyId));
    const again = await unchanged(ctx, () => client.post('/api/companies/me/first-call'));
    expect(again.json().progressPercentage).toBe(25);
    expect((await ctx.db.select({ at: companies.firstCallBookedAt }).from(companies).where(eq(companies.id, companyId)))[0]).toEqual(first);

    await client.patch('/api/companies/me/bio', BIO);
    expect((await client.get('/api/companies/me/completion')).json().isProfileComplete).toBe(false);
    await client.patch('/api/companies/me/picture', { picture: await uploadFile(ctx, client, 'picture', tinyPng(), 'image/png') });
    expect((await client.get('/api/companies/me/completion')).json()).toEqual({
      ...none,
      isFirstContactMade: true,
      isProfileComplete: true,
      progressPercentage: 50,
    });
  });

  it('stores the first booking as one demo request of the company, emailed to the platform and to the caller', async () => {
    const { client, companyId, user } = await companyWithAdmin(ctx);
    const booked = await client.post('/api/companies/me/first-call', { preferredDate: '2099-01-05', message: 'Mornings' });
    // Too far ahead: refused with 422 on the field inside the booking's transaction, so nothing is marked either.
    expect([booked.statusCode, booked.json().fields]).toEqual([422, { preferredDate: ['Choose a date within the next 6 months'] }]);
    expect((await client.get('/api/companies/me/completion')).json().isFirstContactMade).toBe(false);

    expect((await client.post('/api/companies/me/first-call', { message: 'Mornings are best' })).json().isFirstContactMade).toBe(true);
    const again = await client.post('/api/companies/me/first-call', { message: 'Once more' });
    expect(again.json().isFirstContactMade).toBe(true);
    const stored = await ctx.db.select().from(contactRequests).where(eq(contactRequests.companyId, companyId));
    expect(stored).toEqual([
      expect.objectContaining({ kind: 'demo', status: 'new', userId: user.id, email: user.email, message: 'Mornings are best', company: 'Test S.r.l.' }),
    ]);
    const sent = await ctx.db
      .select({ to: emails.toAddress, template: emails.template, text: emails.textBody })
      .from(emails)
      .where(eq(emails.template, 'contactRequestReceived'));
    expect(sent.filter((row) => row.text.includes(user.email))).toEqual([expect.objectContaining({ to: DEFAULT_SUPPORT_EMAIL })]);
    expect(await ctx.db.select().from(emails).where(eq(emails.toAddress, user.email))).toEqual([
      expect.objectContaining({ template: 'contactRequestConfirmation' }),
    ]);
  });

  it('lets a triager member book the first call', async () => {
    const { companyId } = await companyWithAdmin(ctx);
    const triager = await addMember(ctx, companyId);
    expect((await triager.client.post('/api/companies/me/first-call')).json().isFirstContactMade).toBe(true);
  });
});
