/**
 * A company's head office and fiscal data (DECISIONS "Companies"): administrators change the head office at once, and
 * ask for fiscal data changes that a super admin approves (the data change) or rejects with a reason; the company
 * may withdraw a waiting request. Decisions are audited and announced to the company's administrators.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, companies } from '../../db/schema/index.ts';
import { emailsTo } from '../../test/mail.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { addMember, companyWithAdmin, errorOf, signIn, uniquePartitaIva, unchanged, type SignedIn } from './companies.test-support.ts';

let ctx: TestContext;
let admin: SignedIn;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await signIn(ctx, 'superadmin');
});

async function companyNow(companyId: string) {
  const [row] = await ctx.db.select().from(companies).where(eq(companies.id, companyId));
  return row!;
}

/** The company's fiscal set as it is, with `changes` over it: what the form sends. */
async function fiscalForm(companyId: string, changes: Record<string, unknown> = {}) {
  const company = await companyNow(companyId);
  return { businessname: company.businessname, vat: company.vat, pec: company.pec, sdi: company.sdi, country: company.country, ...changes };
}

describe('head office', () => {
  it('is changed by an administrator at once; the postal code must fit the country', async () => {
    const { client, companyId } = await companyWithAdmin(ctx);
    const office = { address: 'Corso Italia 10', city: 'Milano', cap: '20122', state: 'mi' };
    const changed = await client.patch('/api/companies/me/head-office', office);
    expect([changed.statusCode, changed.json().address, changed.json().state]).toEqual([200, 'Corso Italia 10', 'MI']);
    const refused = await unchanged(ctx, () => client.patch('/api/companies/me/head-office', { ...office, cap: '2012' }));
    expect([refused.statusCode, refused.json().fields]).toEqual([422, { cap: [expect.any(String)] }]);
    expect(errorOf(await unchanged(ctx, () => client.patch('/api/companies/me/head-office', { ...office, address: '' })))).toEqual([422, 'VALIDATION_ERROR']);
    const viewer = await addMember(ctx, companyId, { role: 'FINANCE' });
    expect(errorOf(await unchanged(ctx, () => viewer.client.patch('/api/companies/me/head-office', office)))).toEqual([403, 'FORBIDDEN']);
  });
});

describe('fiscal data change requests', () => {
  it('are asked by an administrator, approved by a super admin: the data change, audited, and the company is told', async () => {
    const { client, companyId, user } = await companyWithAdmin(ctx);
    const vat = uniquePartitaIva();
    const asked = await client.post('/api/companies/me/data-changes', {
      ...(await fiscalForm(companyId, { vat: `IT ${vat}`, pec: 'nuova@pec.it' })),
      reason: 'Fusione',
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const request = asked.json();
    expect([request.status, request.fields, request.requested.vat, request.reason, request.abilities]).toEqual([
      'pending',
      ['vat', 'pec'],
      vat,
      'Fusione',
      { approve: false, reject: false, withdraw: true },
    ]);
    // Nothing changes before the decision; super admins hear of the request.
    expect((await companyNow(companyId)).vat).not.toBe(vat);
    const [told] = (await admin.client.get('/api/notifications')).json().results;
    expect([told.event, told.details.outcome, told.link]).toEqual(['companyDataChange', 'requested', `/companies/${companyId}`]);
    const waiting = (await admin.client.get('/api/companies/data-changes')).json();
    expect(waiting.map((one: { id: string }) => one.id)).toContain(request.id);

    const approved = await admin.client.post(`/api/companies/data-changes/${request.id}/approve`);
    expect([approved.statusCode, approved.json().status]).toEqual([200, 'approved']);
    expect(await companyNow(companyId)).toMatchObject({ vat, pec: 'nuova@pec.it' });
    const [audit] = await ctx.db.select().from(auditLog).where(eq(auditLog.targetId, companyId));
    expect(audit).toMatchObject({ action: 'companyDataChange.approve', details: { fields: ['vat', 'pec'] } });
    const [entry] = (await client.get('/api/notifications')).json().results;
    expect([entry.event, entry.details.outcome, entry.link]).toEqual(['companyDataChange', 'approved', '/company-profile']);
    expect((await emailsTo(ctx.db, user.email))[0]?.subject).toContain('Dati fiscali aggiornati');
    // Deciding again is refused and changes nothing.
    expect(errorOf(await unchanged(ctx, () => admin.client.post(`/api/companies/data-changes/${request.id}/reject`, { reason: 'No' })))).toEqual([
      400,
      'INVALID_CHANGE_REQUEST_STATUS',
    ]);
  });

  it('are rejected with a reason the company reads; the data stay as they were', async () => {
    const { client, companyId, user } = await companyWithAdmin(ctx);
    const before = await companyNow(companyId);
    const request = (await client.post('/api/companies/me/data-changes', await fiscalForm(companyId, { businessname: 'Nuova Ragione Sociale Srl' }))).json();
    const noReason = await unchanged(ctx, () => admin.client.post(`/api/companies/data-changes/${request.id}/reject`, {}));
    expect([noReason.statusCode, Object.keys(noReason.json().fields)]).toEqual([422, ['reason']]);
    const rejected = await admin.client.post(`/api/companies/data-changes/${request.id}/reject`, { reason: 'Manca la visura camerale' });
    expect([rejected.json().status, rejected.json().decisionReason]).toEqual(['rejected', 'Manca la visura camerale']);
    expect((await companyNow(companyId)).businessname).toBe(before.businessname);
    const [mail] = await emailsTo(ctx.db, user.email);
    expect(mail?.textBody).toContain('Manca la visura camerale');
    const [audit] = await ctx.db.select().from(auditLog).where(eq(auditLog.targetId, companyId));
    expect(audit).toMatchObject({ action: 'companyDataChange.reject', details: { reason: 'Manca la visura camerale', fields: ['businessname'] } });
  });

  it('one waits at a time (CHANGE_REQUEST_PENDING) until it is decided or withdrawn', async () => {
    const { client, companyId } = await companyWithAdmin(ctx);
    const first = (await client.post('/api/companies/me/data-changes', await fiscalForm(companyId, { pec: 'uno@pec.it' }))).json();
    expect(
      errorOf(await unchanged(ctx, async () => client.post('/api/companies/me/data-changes', await fiscalForm(companyId, { pec: 'due@pec.it' })))),
    ).toEqual([400, 'CHANGE_REQUEST_PENDING']);
    const withdrawn = await client.post(`/api/companies/data-changes/${first.id}/withdraw`);
    expect(withdrawn.json().status).toBe('withdrawn');
    expect(errorOf(await unchanged(ctx, () => admin.client.post(`/api/companies/data-changes/${first.id}/approve`)))).toEqual([
      400,
      'INVALID_CHANGE_REQUEST_STATUS',
    ]);
    expect((await client.post('/api/companies/me/data-changes', await fiscalForm(companyId, { pec: 'due@pec.it' }))).statusCode).toBe(201);
    expect((await client.get('/api/companies/me/data-changes')).json().map((one: { status: string }) => one.status)).toEqual(['pending', 'withdrawn']);
  });

  it('refuses bad data (422 on the field), a set that changes nothing, and a VAT number another company holds', async () => {
    const { client, companyId } = await companyWithAdmin(ctx);
    const other = await companyWithAdmin(ctx);
    const taken = uniquePartitaIva();
    await ctx.db.update(companies).set({ vat: taken, country: 'ITA' }).where(eq(companies.id, other.companyId));
    const cases: [Record<string, unknown>, string][] = [
      [{ vat: '12345678901' }, 'vat'],
      [{ sdi: '12' }, 'sdi'],
      [{ pec: 'non-una-pec' }, 'pec'],
      [{ businessname: '' }, 'businessname'],
      [{ country: 'USA' }, 'country'],
      [{}, 'businessname'],
      [{ vat: taken, country: 'ITA' }, 'vat'],
    ];
    for (const [changes, field] of cases) {
      const refused = await unchanged(ctx, async () => client.post('/api/companies/me/data-changes', await fiscalForm(companyId, changes)));
      expect([refused.statusCode, refused.json().code, Object.keys(refused.json().fields)]).toEqual([422, 'VALIDATION_ERROR', [field]]);
    }
    // No body at all: the cross-field rules read no field of it (they crashed into a 500 before).
    expect(errorOf(await unchanged(ctx, () => client.request('POST', '/api/companies/me/data-changes')))).toEqual([422, 'VALIDATION_ERROR']);
  });

  it('belong to the company: other roles get 403, other companies and staff do not see them (404 or 403), only super admins decide', async () => {
    const { client, companyId } = await companyWithAdmin(ctx);
    const request = (await client.post('/api/companies/me/data-changes', await fiscalForm(companyId, { pec: 'tre@pec.it' }))).json();
    const finance = await addMember(ctx, companyId, { role: 'FINANCE' });
    expect(
      errorOf(await unchanged(ctx, async () => finance.client.post('/api/companies/me/data-changes', await fiscalForm(companyId, { pec: 'x@pec.it' })))),
    ).toEqual([403, 'FORBIDDEN']);
    expect(errorOf(await unchanged(ctx, () => finance.client.post(`/api/companies/data-changes/${request.id}/withdraw`)))).toEqual([403, 'FORBIDDEN']);
    expect((await finance.client.get('/api/companies/me/data-changes')).json()[0].abilities.withdraw).toBe(false);
    const other = await companyWithAdmin(ctx);
    expect(errorOf(await unchanged(ctx, () => other.client.post(`/api/companies/data-changes/${request.id}/withdraw`)))).toEqual([404, 'NOT_FOUND']);
    expect(errorOf(await unchanged(ctx, () => client.post(`/api/companies/data-changes/${request.id}/approve`)))).toEqual([403, 'FORBIDDEN']);
    const staff = await signIn(ctx, 'staff');
    expect(errorOf(await unchanged(ctx, () => staff.client.post(`/api/companies/data-changes/${request.id}/approve`)))).toEqual([403, 'FORBIDDEN']);
    // A super admin cannot withdraw in the company's place.
    expect(errorOf(await unchanged(ctx, () => admin.client.post(`/api/companies/data-changes/${request.id}/withdraw`)))).toEqual([403, 'FORBIDDEN']);
  });
});
