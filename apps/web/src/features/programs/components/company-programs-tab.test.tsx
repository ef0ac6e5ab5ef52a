import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { CompanyProgramsTab } from './company-programs-tab.tsx';
import { COMPANY_ID, programCard } from './test-fixtures.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('company programs tab', () => {
  it("lists the company's programs and creates one for it", async () => {
    const { fetchMock, calls } = mockFetch({ 'GET /api/programs': () => ({ body: { count: 1, results: [programCard({ name: 'Portale clienti' })] } }) });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<CompanyProgramsTab company={{ id: COMPANY_ID, isVerified: true }} />);
    expect(await screen.findByRole('article', { name: 'Portale clienti' })).toBeInTheDocument();
    expect(calls[0]?.url).toContain(`company=${COMPANY_ID}`);
    expect(screen.getByRole('link', { name: 'Crea programma' })).toHaveAttribute('href', `/programs/new?company=${COMPANY_ID}`);
  });

  it("exports the company's programs, every page, as CSV", async () => {
    const { fetchMock, calls } = mockFetch({
      'GET /api/programs': () => ({ body: { count: 1, results: [programCard({ name: 'Portale clienti' })] } }),
      'GET /api/programs/export.csv': () => ({ headers: { 'content-type': 'text/csv' }, body: 'Nome\n' }),
    });
    vi.stubGlobal('fetch', fetchMock);
    Object.assign(URL, { createObjectURL: () => 'blob:export', revokeObjectURL: () => {} });
    const saved = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderWithProviders(<CompanyProgramsTab company={{ id: COMPANY_ID, isVerified: true }} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Esporta CSV' }));
    await userEvent.click(within(await screen.findByRole('menu')).getAllByRole('menuitem')[0]!);
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    const exported = calls.find((call) => call.url.includes('/api/programs/export.csv'))!.url;
    expect(exported).toContain(`company=${COMPANY_ID}`);
    expect(exported).not.toContain('page=');
  });

  it('says when there are none, and asks to approve a pending company first', async () => {
    const { fetchMock } = mockFetch({ 'GET /api/programs': () => ({ body: { count: 0, results: [] } }) });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<CompanyProgramsTab company={{ id: COMPANY_ID, isVerified: false }} />);
    expect(await screen.findByText('Ancora nessun programma')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Crea programma' })).not.toBeInTheDocument();
    expect(screen.getByText("Approva l'azienda per creare programmi per lei.")).toBeInTheDocument();
  });
});
