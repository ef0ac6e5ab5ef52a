/**
 * GET /api/banking/company-transfers/export.csv: the deposits list as a file, read back. A company's file holds its own
 * accredited deposits only, as its list; a super admin's every transfer, for the list's filters; amounts are euros with
 * the separator's decimal mark; a payer name written as a formula comes back with a leading apostrophe.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { TestClient } from '../../test/test-client.ts';
import { downloadCsv, listIds } from '../../test/csv-export.ts';
import { companyWithAdmin, errorOf, signIn } from '../companies/companies.test-support.ts';
import { recordTransfer, referenceCodeOf } from './banking.test-support.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});

/** A transfer recorded for the company (its reference code in the description) and credited to it, net of VAT. */
async function creditedTransfer(admin: TestClient, companyId: string, overrides: Record<string, unknown> = {}) {
  const deposit = await recordTransfer(admin, { description: `Ricarica ${await referenceCodeOf(ctx, companyId)}`, ...overrides });
  const approved = await admin.post(`/api/banking/company-transfers/${deposit.id}/approve`, { companyId, vatExempt: false });
  expect(approved.statusCode, approved.body).toBe(200);
  return deposit;
}

describe('GET /api/banking/company-transfers/export.csv', () => {
  it("gives a company its own accredited deposits as its list does, never another company's", async () => {
    const admin = (await signIn(ctx, 'superadmin')).client;
    const mine = await companyWithAdmin(ctx);
    const theirs = await companyWithAdmin(ctx);
    const credited = await creditedTransfer(admin, mine.companyId, { amount: 1220.5, payerName: '=HYPERLINK("x") Srl' });
    const older = await creditedTransfer(admin, mine.companyId, { amount: 610, date: '2026-10-01' });
    // Pre-selected for the company but not credited yet: not on its list.
    await recordTransfer(admin, { description: `Ricarica ${await referenceCodeOf(ctx, mine.companyId)}` });
    const foreign = await creditedTransfer(admin, theirs.companyId);

    const file = await downloadCsv(mine.client, '/api/banking/company-transfers/export.csv');
    expect(file.header).toEqual([
      'Value date',
      'Company',
      'Payer',
      'Description',
      'Amount transferred (EUR)',
      'VAT exempt',
      'Amount credited (EUR)',
      'VAT (EUR)',
      'Credit',
      'Invoice',
      'Invoice number',
      'Source',
      'Recorded on',
      'ID',
    ]);
    expect(file.rows.map((row) => row.ID)).toEqual([credited.id, older.id]);
    expect(file.rows.map((row) => row.ID)).toEqual(await listIds(mine.client, '/api/banking/company-transfers?size=100'));
    expect(file.rows.map((row) => row.ID)).not.toContain(foreign.id);
    expect(file.rows[0]).toMatchObject({
      'Value date': '2026-11-20',
      Payer: `'=HYPERLINK("x") Srl`,
      'Amount transferred (EUR)': '1220.50',
      'VAT exempt': 'No',
      'Amount credited (EUR)': '1000.41',
      'VAT (EUR)': '220.09',
      Credit: 'Credited',
      Invoice: 'Generated',
      Source: 'Recorded by hand',
    });

    mine.client.language = 'it';
    const october = await downloadCsv(mine.client, '/api/banking/company-transfers/export.csv?date__lte=2026-10-31&delimiter=semicolon', ';');
    expect(october.rows.map((row) => row.ID)).toEqual([older.id]);
    expect(october.rows[0]).toMatchObject({ 'Importo bonificato (EUR)': '610,00', 'Importo accreditato (EUR)': '500,00', Accredito: 'Accreditato' });
    // The super admin's filters are not a company's: refused as by the list.
    expect(errorOf(await mine.client.get('/api/banking/company-transfers/export.csv?accreditationStatus=pending'))).toEqual([400, 'INVALID_FILTER']);
  });

  it("gives a super admin every transfer for the list's filters, skipped ones without an invoice", async () => {
    const admin = (await signIn(ctx, 'superadmin')).client;
    const company = await companyWithAdmin(ctx);
    const credited = await creditedTransfer(admin, company.companyId, { payerName: 'Pagatore accreditato' });
    const skipped = await recordTransfer(admin, { payerName: 'Pagatore saltato', date: '2026-11-19' });
    expect((await admin.post(`/api/banking/company-transfers/${skipped.id}/skip`)).statusCode).toBe(200);

    const all = await downloadCsv(admin, '/api/banking/company-transfers/export.csv?sort=-date');
    expect(all.rows.map((row) => row.ID)).toEqual(await listIds(admin, '/api/banking/company-transfers?size=100&sort=-date'));
    expect(all.rows.find((row) => row.ID === skipped.id)).toMatchObject({ Company: '', Credit: 'Skipped', Invoice: 'No invoice', 'VAT exempt': '' });
    expect(all.rows.find((row) => row.ID === credited.id)?.Company).toBeTruthy();

    const onlySkipped = await downloadCsv(admin, '/api/banking/company-transfers/export.csv?accreditationStatus=skipped');
    expect(onlySkipped.rows.map((row) => row.ID)).toEqual(await listIds(admin, '/api/banking/company-transfers?size=100&accreditationStatus=skipped'));
    expect(onlySkipped.rows.map((row) => row.ID)).toContain(skipped.id);
    expect(onlySkipped.rows.map((row) => row.ID)).not.toContain(credited.id);
  });

  it('refuses an anonymous caller, and a hacker or staff as the list does', async () => {
    expect(errorOf(await new TestClient(ctx.app).get('/api/banking/company-transfers/export.csv'))).toEqual([401, 'UNAUTHENTICATED']);
    for (const userType of ['hacker', 'staff'] as const) {
      const caller = await signIn(ctx, userType);
      const listed = errorOf(await caller.client.get('/api/banking/company-transfers'));
      expect(listed).toEqual([403, 'FORBIDDEN']);
      expect(errorOf(await caller.client.get('/api/banking/company-transfers/export.csv'))).toEqual(listed);
    }
  });
});
