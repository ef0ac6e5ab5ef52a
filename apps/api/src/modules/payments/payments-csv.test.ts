/**
 * GET /api/payments/intents/export.csv: the payments list as a file, read back. A hacker's own payments only, a super
 * admin's with the list's filters; the rows are the list's for the same query; amounts in euros with the separator's
 * decimal mark; a company, whose wallet is elsewhere, is refused like the list refuses it.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { TestClient } from '../../test/test-client.ts';
import { downloadCsv, listIds } from '../../test/csv-export.ts';
import { errorOf, signIn } from '../companies/companies.test-support.ts';
import { intentIn, rewardedPayment } from './payments.test-support.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});

describe('GET /api/payments/intents/export.csv', () => {
  it("gives a hacker their own payments as the list does, and a super admin the list's filtered rows", async () => {
    const { setup, report, intentId } = await rewardedPayment(ctx);
    const hacker = setup.hacker;
    const accredited = await intentIn(ctx, hacker, 'accredited', { grossCents: 123_456 });
    const stranger = await signIn(ctx, 'hacker');
    const strangers = await intentIn(ctx, stranger, 'pending');

    const own = await downloadCsv(hacker.client, '/api/payments/intents/export.csv?sort=-date');
    expect(own.header).toEqual([
      'Date',
      'Due date',
      'Report / referral',
      'Program',
      'Company',
      'Hacker',
      'Tax regime',
      'Gross (EUR)',
      'VAT (EUR)',
      'Withholding tax (EUR)',
      "INPS contribution, payee's share (EUR)",
      'Stamp duty (EUR)',
      'Net (EUR)',
      'Status',
      'Overdue',
      'ID',
    ]);
    expect(own.rows.map((row) => row.ID)).toEqual(await listIds(hacker.client, '/api/payments/intents?size=100&sort=-date'));
    expect(own.rows.map((row) => row.ID).sort()).toEqual([intentId, accredited].sort());
    expect(own.rows.find((row) => row.ID === intentId)).toMatchObject({ 'Report / referral': report.title, Hacker: hacker.user.username });
    expect(own.rows.find((row) => row.ID === accredited)).toMatchObject({ 'Gross (EUR)': '1234.56', Status: 'Credited' });

    const admin = await signIn(ctx, 'superadmin');
    admin.client.language = 'it';
    const query = `hacker__icontains=${hacker.user.username}&status=accredited`;
    const filtered = await downloadCsv(admin.client, `/api/payments/intents/export.csv?${query}&delimiter=semicolon`, ';');
    expect(filtered.rows.map((row) => row.ID)).toEqual(await listIds(admin.client, `/api/payments/intents?size=100&${query}`));
    expect(filtered.rows).toHaveLength(1);
    expect(filtered.rows[0]).toMatchObject({ ID: accredited, 'Lordo (EUR)': '1234,56', Stato: 'Accreditato' });
    expect(filtered.rows.map((row) => row.ID)).not.toContain(strangers);
  });

  it('refuses an anonymous caller, a company (403, as the list does) and a filter the list refuses', async () => {
    const company = await signIn(ctx, 'company');
    const hacker = await signIn(ctx, 'hacker');
    expect(errorOf(await new TestClient(ctx.app).get('/api/payments/intents/export.csv'))).toEqual([401, 'UNAUTHENTICATED']);
    expect((await company.client.get('/api/payments/intents/export.csv')).statusCode).toBe(403);
    expect((await company.client.get('/api/payments/intents')).statusCode).toBe(403);
    expect(errorOf(await hacker.client.get('/api/payments/intents/export.csv?iban__eq=IT'))).toEqual([400, 'INVALID_FILTER']);
  });
});
