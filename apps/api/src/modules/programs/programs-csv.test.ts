/**
 * GET /api/programs/export.csv: the programs list as a file, read back. The rows are the list's for the same filters
 * and sort, a company's own programs only, a hacker's the open ones it may see; a program name written as a formula
 * comes back with a leading apostrophe.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { TestClient } from '../../test/test-client.ts';
import { downloadCsv, listIds } from '../../test/csv-export.ts';
import { errorOf, signIn } from '../companies/companies.test-support.ts';
import { activeProgram, createProgram } from './programs.test-support.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});

// Program names take letters, digits, spaces, apostrophes and hyphens: a leading minus is how one starts a formula.
const FORMULA = '-1-1 Programma';

describe('GET /api/programs/export.csv', () => {
  it("writes the list's rows for the same filters and sort, a company's own only, formulas neutralised", async () => {
    const company = await activeProgram(ctx, { name: FORMULA, budget: 7_500 });
    const pending = await createProgram(company.client, company.companyId, { name: 'Secondo programma' });
    const other = await activeProgram(ctx, { name: 'Altra azienda' });

    const all = await downloadCsv(company.client, '/api/programs/export.csv?sort=name');
    expect(all.header).toEqual([
      'Program',
      'Company',
      'Status',
      'Visibility',
      'Management',
      'Budget (EUR)',
      'Remaining budget (EUR)',
      'Budget left (%)',
      'Effectiveness (%)',
      'Pending reports',
      'Reward up to (EUR)',
      'Target types',
      'Created on',
      'Last modified',
      'ID',
    ]);
    expect(all.rows.map((row) => row.ID)).toEqual(await listIds(company.client, '/api/programs?size=100&sort=name'));
    expect(all.rows.map((row) => row.ID).sort()).toEqual([company.program.id, pending.id].sort());
    expect(all.rows.find((row) => row.ID === company.program.id)).toMatchObject({
      Program: `'${FORMULA}`,
      Status: 'Active',
      'Budget (EUR)': '7500.00',
    });

    const active = await downloadCsv(company.client, '/api/programs/export.csv?status=pending');
    expect(active.rows.map((row) => row.ID)).toEqual([pending.id]);
    expect((await downloadCsv(other.client, '/api/programs/export.csv')).rows.map((row) => row.ID)).toEqual([other.program.id]);
  });

  it('writes Italian titles, `;` and decimal commas on asking, and what a hacker may see only', async () => {
    const company = await activeProgram(ctx, { name: 'Programma pubblico', budget: 7_500 });
    const hidden = await activeProgram(ctx, { name: 'Programma privato', isPublic: false });
    company.client.language = 'it';
    const csv = await downloadCsv(company.client, '/api/programs/export.csv?delimiter=semicolon', ';');
    expect(csv.header.slice(0, 3)).toEqual(['Programma', 'Azienda', 'Stato']);
    expect(csv.rows).toHaveLength(1);
    expect(csv.rows[0]).toMatchObject({ Programma: 'Programma pubblico', Stato: 'Attivo', Visibilità: 'Pubblico', 'Budget (EUR)': '7500,00' });

    const hacker = await signIn(ctx, 'hacker');
    const seen = (await downloadCsv(hacker.client, '/api/programs/export.csv')).rows.map((row) => row.ID);
    expect(seen).toContain(company.program.id);
    expect(seen).not.toContain(hidden.program.id);
  });

  it('refuses an anonymous caller and a filter the list refuses', async () => {
    const hacker = await signIn(ctx, 'hacker');
    expect(errorOf(await new TestClient(ctx.app).get('/api/programs/export.csv'))).toEqual([401, 'UNAUTHENTICATED']);
    expect(errorOf(await hacker.client.get('/api/programs/export.csv?budget__gte=1'))).toEqual([400, 'INVALID_FILTER']);
  });
});
