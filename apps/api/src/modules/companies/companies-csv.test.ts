/**
 * GET /api/companies/export.csv: the super admin's companies list as a file, read back. The rows are the list's for the
 * same search and filters; a name stored as a formula comes back with a leading apostrophe; only super admins, as for
 * the list.
 */
import { CSV_EXPORT_MAX_ROWS } from '@bb/domain';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { insertCopies } from '../../test/row-copies.ts';
import { TestClient } from '../../test/test-client.ts';
import { downloadCsv, listIds } from '../../test/csv-export.ts';
import { unique } from '../../test/factories.ts';
import { companyWithAdmin, errorOf, signIn } from './companies.test-support.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});

describe('GET /api/companies/export.csv', () => {
  it("writes the list's rows for the same search and filters, names that look like formulas neutralised", async () => {
    const tag = unique('Acme');
    const verified = await companyWithAdmin(ctx);
    const pending = await companyWithAdmin(ctx, { isVerified: false });
    await ctx.db
      .update(companies)
      .set({ name: `${tag} verificata` })
      .where(eq(companies.id, verified.companyId));
    await ctx.db
      .update(companies)
      .set({ name: `@SUM(1+1) ${tag}`, businessname: `${tag} S.p.A.` })
      .where(eq(companies.id, pending.companyId));
    const admin = await signIn(ctx, 'superadmin');

    const all = await downloadCsv(admin.client, `/api/companies/export.csv?search=${tag}&sort=name`);
    expect(all.header).toEqual([
      'Name',
      'Business name',
      'VAT number',
      'Country',
      'Sector',
      'Employees',
      'Status',
      'Members',
      'Administrators',
      'Owner',
      "Owner's email",
      'Created',
      'ID',
    ]);
    expect(all.rows.map((row) => row.ID)).toEqual(await listIds(admin.client, `/api/companies?size=100&search=${tag}&sort=name`));
    expect(all.rows.map((row) => row.ID).sort()).toEqual([verified.companyId, pending.companyId].sort());
    expect(all.rows.find((row) => row.ID === pending.companyId)).toMatchObject({
      Name: `'@SUM(1+1) ${tag}`,
      Country: 'Italy',
      Employees: '0-49',
      Status: 'Pending approval',
      Members: '1',
    });

    admin.client.language = 'it';
    const filtered = await downloadCsv(admin.client, `/api/companies/export.csv?search=${tag}&isVerified=true&delimiter=semicolon`, ';');
    expect(filtered.rows.map((row) => row.ID)).toEqual([verified.companyId]);
    expect(filtered.rows[0]).toMatchObject({ Nome: `${tag} verificata`, Paese: 'Italia', Stato: 'Approvata' });
  });

  // Ten thousand and one companies, read as the export reads them (one statement of 10,001 rows) after being inserted.
  it('refuses a list past the row limit whole, with EXPORT_TOO_LARGE, and exports it once a filter narrows it', async () => {
    const tag = unique('Massa');
    const company = await companyWithAdmin(ctx);
    await ctx.db
      .update(companies)
      .set({ name: `${tag} 0` })
      .where(eq(companies.id, company.companyId));
    await insertCopies(ctx.db, 'companies', sql`id = ${company.companyId}`, CSV_EXPORT_MAX_ROWS, {
      name: sql`name || '-' || n`,
      reference_code: sql`reference_code || '-' || n`,
    });
    const admin = await signIn(ctx, 'superadmin');
    // The list counts up to its cap only: the export finds out by reading, and still refuses the whole file.
    expect(errorOf(await admin.client.get(`/api/companies/export.csv?search=${tag}`))).toEqual([400, 'EXPORT_TOO_LARGE']);
    const narrowed = await downloadCsv(admin.client, `/api/companies/export.csv?search=${tag} 0-999`);
    expect(narrowed.rows.map((row) => row.Name).sort()).toEqual([
      `${tag} 0-999`,
      `${tag} 0-9990`,
      `${tag} 0-9991`,
      `${tag} 0-9992`,
      `${tag} 0-9993`,
      `${tag} 0-9994`,
      `${tag} 0-9995`,
      `${tag} 0-9996`,
      `${tag} 0-9997`,
      `${tag} 0-9998`,
      `${tag} 0-9999`,
    ]);
  }, 60_000);

  it('refuses anyone but super admins, like the list', async () => {
    expect(errorOf(await new TestClient(ctx.app).get('/api/companies/export.csv'))).toEqual([401, 'UNAUTHENTICATED']);
    for (const userType of ['company', 'hacker', 'staff'] as const) {
      const caller = await signIn(ctx, userType);
      const [status] = errorOf(await caller.client.get('/api/companies/export.csv'));
      expect({ userType, status }).toEqual({ userType, status: 403 });
    }
  });
});

describe('GET /api/companies/verified/export.csv', () => {
  it("gives staff the verified companies only, for the list's search, and nothing pending approval", async () => {
    const tag = unique('Verificata');
    const verified = await companyWithAdmin(ctx);
    const pending = await companyWithAdmin(ctx, { isVerified: false });
    for (const [company, suffix] of [
      [verified, 'uno'],
      [pending, 'due'],
    ] as const)
      await ctx.db
        .update(companies)
        .set({ name: `${tag} ${suffix}` })
        .where(eq(companies.id, company.companyId));
    const staff = await signIn(ctx, 'staff');

    const file = await downloadCsv(staff.client, `/api/companies/verified/export.csv?search=${tag}`);
    expect(file.rows.map((row) => row.ID)).toEqual([verified.companyId]);
    expect(file.rows.map((row) => row.ID)).toEqual(await listIds(staff.client, `/api/companies/verified?size=100&search=${tag}`));
    expect(file.rows[0]).toMatchObject({ Name: `${tag} uno`, Status: 'Approved' });

    staff.client.language = 'it';
    const italian = await downloadCsv(staff.client, `/api/companies/verified/export.csv?search=${tag}&delimiter=semicolon`, ';');
    expect(italian.rows[0]).toMatchObject({ Nome: `${tag} uno`, Stato: 'Approvata' });
    // isVerified is the route's own: the list refuses it as a filter, and so does the export.
    expect(errorOf(await staff.client.get('/api/companies/verified/export.csv?isVerified=false'))).toEqual([400, 'INVALID_FILTER']);
    for (const userType of ['company', 'hacker'] as const) {
      const caller = await signIn(ctx, userType);
      expect(errorOf(await caller.client.get('/api/companies/verified/export.csv'))).toEqual([403, 'FORBIDDEN']);
    }
  });
});
