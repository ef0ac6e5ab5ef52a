/**
 * GET /api/reports/export.csv: the reports list as a file, read back as a spreadsheet would. The rows are the list's
 * for the same filters and sort, for each caller only what the list shows them; user-written titles cannot run as
 * formulas; `delimiter=semicolon` writes `;` and decimal commas.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { TestClient } from '../../test/test-client.ts';
import { downloadCsv, listIds } from '../../test/csv-export.ts';
import { errorOf, signIn } from '../companies/companies.test-support.ts';
import { activeProgram } from '../programs/programs.test-support.ts';
import { readyHacker, reportSetup, submit, VECTOR_MEDIUM, type ReportSetup } from './reports.test-support.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});

// Report titles take letters, digits, spaces, apostrophes and hyphens: a leading minus is how one starts a formula.
const FORMULA = '-2-3 XSS riflesso';
const ENGLISH_TITLES = [
  'Title',
  'Program',
  'Company',
  'Target',
  'Hacker',
  'Severity',
  'CVSS score',
  'Status',
  'Reward (EUR)',
  'Response targets',
  'Retest',
  'Sent on',
  'Last modified',
  'ID',
];

/** A company's program with three reports (one titled as a formula) and another company's program with one. */
async function twoCompaniesReports() {
  const setup = await reportSetup(ctx);
  const program = setup.program;
  const formula = await submit(setup.hacker.client, program, { title: FORMULA, severity: 'critical' });
  const low = await submit(setup.hacker.client, program, { title: 'Open redirect sul login', severity: 'low' });
  const another = await readyHacker(ctx);
  const idor = await submit(another.client, program, { title: 'IDOR sugli ordini', severityDescription: VECTOR_MEDIUM });
  const other = await activeProgram(ctx, { isManaged: false, verificationService: false, isPublic: true, budget: 7_500 }, 20_000);
  const elsewhere = await submit(another.client, other.program as unknown as ReportSetup['program'], { title: 'Altrove' });
  return { setup, other, another, ids: { formula: formula.id, low: low.id, idor: idor.id, elsewhere: elsewhere.id } };
}

describe('GET /api/reports/export.csv', () => {
  it("writes the list's rows for the same filters and sort, under the titles of the caller's language, formulas neutralised", async () => {
    const { setup, other, ids } = await twoCompaniesReports();
    const company = setup.company.client;

    const all = await downloadCsv(company, '/api/reports/export.csv?sort=title');
    expect(all.header).toEqual(ENGLISH_TITLES);
    expect(all.rows.map((row) => row.ID)).toEqual(await listIds(company, '/api/reports?size=100&sort=title'));
    expect(all.rows.map((row) => row.ID).sort()).toEqual([ids.formula, ids.low, ids.idor].sort());
    const formula = all.rows.find((row) => row.ID === ids.formula);
    expect(formula?.Title).toBe(`'${FORMULA}`);
    expect(formula).toMatchObject({ Severity: 'Critical', Status: 'New', 'Response targets': 'On time', Program: setup.program.name, Retest: '' });
    expect(formula?.['Sent on']).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);

    const filtered = await downloadCsv(company, '/api/reports/export.csv?severity__in=low,critical&sort=-createdAt');
    expect(filtered.rows.map((row) => row.ID)).toEqual(await listIds(company, '/api/reports?size=100&severity__in=low,critical&sort=-createdAt'));
    expect(filtered.rows.map((row) => row.ID)).toEqual([ids.low, ids.formula]);

    // The other company's export holds its own report only, whatever filter names the first company.
    expect((await downloadCsv(other.client, '/api/reports/export.csv')).rows.map((row) => row.ID)).toEqual([ids.elsewhere]);
    expect((await downloadCsv(other.client, `/api/reports/export.csv?company=${setup.company.companyId}`)).rows).toEqual([]);
  });

  it('gives a hacker their own reports only, and Italian titles and `;` with decimal commas on asking', async () => {
    const { another, ids } = await twoCompaniesReports();
    another.client.language = 'it';
    const csv = await downloadCsv(another.client, '/api/reports/export.csv?delimiter=semicolon&sort=title', ';');
    expect(csv.header.slice(0, 3)).toEqual(['Titolo', 'Programma', 'Azienda']);
    expect(csv.header).toContain('Ricompensa (EUR)');
    expect(csv.rows.map((row) => row.ID)).toEqual([ids.elsewhere, ids.idor]);
    expect(csv.rows[1]).toMatchObject({ Titolo: 'IDOR sugli ordini', Stato: 'Nuovo' });
    // `lang` names the interface's language where a download link's Accept-Language is the browser's.
    expect((await downloadCsv(another.client, '/api/reports/export.csv?lang=en')).header[0]).toBe('Title');
    // A CVSS score has its decimal comma: "9,3", never "9.3" that an Italian spreadsheet reads as text or a date.
    expect(csv.rows.map((row) => row['Punteggio CVSS'])).toEqual(expect.arrayContaining([expect.stringMatching(/^\d+,\d$/)]));
    for (const row of csv.rows) expect(row['Punteggio CVSS']).not.toContain('.');
  });

  it('refuses an anonymous caller, an unknown separator and a filter the list refuses', async () => {
    const setup = await reportSetup(ctx);
    expect(errorOf(await new TestClient(ctx.app).get('/api/reports/export.csv'))).toEqual([401, 'UNAUTHENTICATED']);
    expect(errorOf(await setup.company.client.get('/api/reports/export.csv?delimiter=tab'))).toEqual([422, 'VALIDATION_ERROR']);
    expect(errorOf(await setup.company.client.get('/api/reports/export.csv?password__eq=x'))).toEqual([400, 'INVALID_FILTER']);
    expect(errorOf(await (await signIn(ctx, 'staff')).client.get('/api/reports/export.csv?sort=reward'))).toEqual([400, 'INVALID_FILTER']);
  });
});
