import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { csvExportUrl } from '../lib/csv-export.ts';
import { setCurrentLanguage } from '../lib/language.ts';
import { buildUser, renderWithProviders } from '../test/render.tsx';
import { CsvExportMenu } from './csv-export-menu.tsx';

const saved: { name: string; text: string }[] = [];
let fetched: string[] = [];

beforeEach(() => {
  saved.length = 0;
  fetched = [];
  Object.assign(URL, { createObjectURL: () => 'blob:export', revokeObjectURL: () => {} });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, text: this.href });
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  setCurrentLanguage('it');
});

function answer(response: Response) {
  vi.spyOn(globalThis, 'fetch').mockImplementation((input) => {
    fetched.push(String(input));
    return Promise.resolve(response);
  });
}

describe('csvExportUrl', () => {
  it("keeps the list's filters, search and sort, drops its page, adds the separator and the language", () => {
    expect(csvExportUrl('/api/reports/export.csv', 'status__in=new%2Ctriaged&search=xss&sort=-createdAt&page=3&size=10', 'semicolon', 'it')).toBe(
      '/api/reports/export.csv?status__in=new%2Ctriaged&search=xss&sort=-createdAt&delimiter=semicolon&lang=it',
    );
    expect(csvExportUrl('/api/programs/export.csv', '', 'comma', 'en')).toBe('/api/programs/export.csv?delimiter=comma&lang=en');
  });

  it('takes only an export the OpenAPI document has, its parameters filled in (checked by the typecheck)', () => {
    expect(csvExportUrl('/api/companies/c1/members/export.csv', '', 'comma', 'en')).toBe('/api/companies/c1/members/export.csv?delimiter=comma&lang=en');
    // @ts-expect-error -- the document has no such export
    expect(csvExportUrl('/api/hall-of-fame/export.csv', '', 'comma', 'en')).toContain('hall-of-fame');
  });
});

describe('the CSV export menu', () => {
  it('offers the semicolon first in Italian and downloads the export for the current filters', async () => {
    setCurrentLanguage('it');
    answer(new Response('\uFEFFTitolo\n', { headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="reports-2026-11-29.csv"' } }));
    renderWithProviders(<CsvExportMenu path="/api/reports/export.csv" listQuery="severity=high&page=2&size=10" name="reports" />, {
      user: buildUser({ userType: 'company' }),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Esporta CSV' }));
    const items = within(await screen.findByRole('menu')).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Separatore punto e virgola (;), per Excel in italiano', 'Separatore virgola (,)']);
    await userEvent.click(items[0]!);
    await waitFor(() => expect(saved).toEqual([{ name: 'reports-2026-11-29.csv', text: 'blob:export' }]));
    expect(fetched).toEqual(['/api/reports/export.csv?severity=high&delimiter=semicolon&lang=it']);
  });

  // The tests' interface speaks Italian; an English user's spreadsheet expects the comma.
  it('offers the comma first in English and says why a refused export did not download', async () => {
    setCurrentLanguage('en');
    answer(
      new Response(JSON.stringify({ code: 'EXPORT_TOO_LARGE', message: 'Too many rows' }), { status: 400, headers: { 'content-type': 'application/json' } }),
    );
    renderWithProviders(<CsvExportMenu path="/api/companies/export.csv" listQuery="" name="companies" />, { user: buildUser({ userType: 'superadmin' }) });
    await userEvent.click(screen.getByRole('button', { name: 'Esporta CSV' }));
    const items = within(await screen.findByRole('menu')).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Separatore virgola (,)', 'Separatore punto e virgola (;), per Excel in italiano']);
    await userEvent.click(items[0]!);
    expect(
      await screen.findByText("Non è stato possibile scaricare l'esportazione: Troppe righe da esportare: restringi i filtri e riprova."),
    ).toBeInTheDocument();
    expect(saved).toEqual([]);
  });
});
