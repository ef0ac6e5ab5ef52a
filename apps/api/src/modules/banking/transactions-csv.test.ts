/**
 * GET /api/banking/transactions/export.csv: the company wallet's statement as a file, read back. The rows are the
 * list's for the same filters; a debit is a negative number, never quoted as a formula; another company's movements
 * never appear; who has no wallet to read may not export one.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { TestClient } from '../../test/test-client.ts';
import { downloadCsv, listIds } from '../../test/csv-export.ts';
import { errorOf, signIn } from '../companies/companies.test-support.ts';
import { activeProgram } from '../programs/programs.test-support.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});

describe('GET /api/banking/transactions/export.csv', () => {
  it("writes the statement's rows with signed amounts, for the same filters, the caller's company only", async () => {
    const company = await activeProgram(ctx, { name: 'Portale clienti', budget: 7_500 }, 20_000);
    const other = await activeProgram(ctx, { name: 'Altro portale' }, 10_000);

    const statement = await downloadCsv(company.client, '/api/banking/transactions/export.csv');
    expect(statement.header).toEqual(['Date', 'Type', 'Program', 'Company', 'Amount (EUR)', 'Balance after (EUR)', 'ID']);
    expect(statement.rows.map((row) => row.ID)).toEqual(await listIds(company.client, '/api/banking/transactions?size=100'));
    const creation = statement.rows.find((row) => row.Type === 'Program creation');
    expect(creation?.Program).toBe('Portale clienti');
    expect(creation?.['Amount (EUR)']).toMatch(/^-\d+\.\d{2}$/);
    expect(statement.rows.find((row) => row.Type === 'Bank transfer')).toMatchObject({ 'Amount (EUR)': '20000.00' });

    company.client.language = 'it';
    const creations = await downloadCsv(company.client, '/api/banking/transactions/export.csv?type=program_creation&delimiter=semicolon', ';');
    expect(creations.rows).toHaveLength(1);
    expect(creations.rows[0]).toMatchObject({ Tipo: 'Creazione programma', ID: creation?.ID });
    expect(creations.rows[0]?.['Importo (EUR)']).toBe(creation?.['Amount (EUR)']?.replace('.', ','));

    const theirs = (await downloadCsv(other.client, '/api/banking/transactions/export.csv')).rows.map((row) => row.ID);
    expect(theirs).toEqual(await listIds(other.client, '/api/banking/transactions?size=100'));
    expect(theirs.filter((id) => statement.rows.some((row) => row.ID === id))).toEqual([]);
  });

  it('refuses an anonymous caller, and a hacker or staff (who have no wallet) as the list does', async () => {
    expect(errorOf(await new TestClient(ctx.app).get('/api/banking/transactions/export.csv'))).toEqual([401, 'UNAUTHENTICATED']);
    for (const userType of ['hacker', 'staff'] as const) {
      const caller = await signIn(ctx, userType);
      const listed = errorOf(await caller.client.get('/api/banking/transactions'));
      expect(listed).toEqual([403, 'FORBIDDEN']);
      expect(errorOf(await caller.client.get('/api/banking/transactions/export.csv'))).toEqual(listed);
    }
  });
});
