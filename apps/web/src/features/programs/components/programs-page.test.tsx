import type { CompanyRole } from '@bb/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildUser, mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { ProgramsPage } from './programs-page.tsx';
import { COMPANY_ID, programCard } from './test-fixtures.ts';

const DRAFT_ID = '7d1c6f38-2f55-4a38-9b3e-2f8a3c1d9e01';

const DRAFTS = [programCard({ id: DRAFT_ID, status: 'draft', name: 'Bozza app' })];

function setup(userType: 'company' | 'superadmin', results = [programCard()], { role = 'ADMIN' as CompanyRole, drafts = DRAFTS } = {}) {
  const { fetchMock, calls } = mockFetch({
    'GET /api/programs/draft': () => ({ body: { count: drafts.length, results: drafts } }),
    'GET /api/programs/my-company': () => ({ body: { count: results.length, results } }),
    'GET /api/programs': () => ({ body: { count: results.length, results } }),
    'GET /api/companies/verified': (_init, url) => ({
      body: url.includes('search=acme')
        ? { count: 1, results: [{ id: OTHER_COMPANY_ID, name: 'Acme Spa' }] }
        : {
            count: 2,
            results: [
              { id: COMPANY_ID, name: 'Demo Srl' },
              { id: OTHER_COMPANY_ID, name: 'Acme Spa' },
            ],
          },
    }),
  });
  vi.stubGlobal('fetch', fetchMock);
  const permissions = userType === 'company' ? { companyRoles: [{ companyId: COMPANY_ID, role }] } : { companyRoles: [] };
  renderWithProviders(<ProgramsPage />, { user: buildUser({ userType, permissions }) });
  return calls;
}

/** The query of the last programs list call (the company filter asks for companies too). */
const lastQuery = (calls: { url: string }[]) =>
  new URLSearchParams(
    calls
      .filter((call) => call.url.startsWith('/api/programs'))
      .at(-1)
      ?.url.split('?')[1] ?? '',
  );
const OTHER_COMPANY_ID = '2b6c8e10-1111-4a2b-9c3d-4e5f60718293';

afterEach(() => vi.unstubAllGlobals());

describe('programs list', () => {
  it('lists the company programs with a create button', async () => {
    const calls = setup('company');
    expect(await screen.findByRole('link', { name: 'Portale clienti' })).toBeInTheDocument();
    expect(screen.getAllByText('Attivo')[0]).toBeInTheDocument();
    expect(screen.getByText('80% del budget residuo')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Crea programma' })).toHaveAttribute('href', '/programs/new');
    expect(calls.some((call) => /^\/api\/programs\/my-company\?/.test(call.url))).toBe(true);
    expect(await screen.findByText('Bozza app')).toBeInTheDocument();
  });

  it('sends the filters to the staff list, the name after the debounce', async () => {
    const calls = setup('superadmin');
    await screen.findByRole('link', { name: 'Portale clienti' });
    expect(screen.queryByRole('link', { name: 'Crea programma' })).not.toBeInTheDocument();
    expect(calls.some((call) => /^\/api\/programs\?/.test(call.url))).toBe(true);

    await userEvent.type(screen.getByLabelText('Nome'), 'port');
    await waitFor(() => expect(lastQuery(calls).get('name__icontains')).toBe('port'));
    expect(calls.filter((call) => call.url.includes('name__icontains')).length).toBe(1);

    await userEvent.click(screen.getByLabelText('Stato', { selector: 'input' }));
    await userEvent.click(await screen.findByRole('option', { name: 'In pausa' }));
    await waitFor(() => expect(lastQuery(calls).get('status')).toBe('paused'));

    await userEvent.click(screen.getByLabelText('Gestione', { selector: 'input' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Autogestito' }));
    await waitFor(() => expect(lastQuery(calls).get('isManaged')).toBe('false'));
    expect(lastQuery(calls).get('page')).toBe('1');
  });

  it('filters the staff list by company (searched by name) and offers the creation date range', async () => {
    const calls = setup('superadmin');
    await screen.findByRole('link', { name: 'Portale clienti' });
    expect(screen.getByRole('button', { name: 'Dal' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Al' })).toBeInTheDocument();
    const company = screen.getByLabelText('Azienda', { selector: 'input' });
    await userEvent.type(company, 'acme');
    // The typed name searches the server (after the debounce), which offers only what matches.
    await waitFor(() => expect(calls.some((call) => call.url.startsWith('/api/companies/verified?') && call.url.includes('search=acme'))).toBe(true));
    await waitFor(() => expect(screen.queryByRole('option', { name: 'Demo Srl' })).not.toBeInTheDocument());
    await userEvent.click(await screen.findByRole('option', { name: 'Acme Spa' }));
    await waitFor(() => expect(lastQuery(calls).get('company')).toBe(OTHER_COMPANY_ID));
  });

  it('offers a company no company filter: its list is its own', async () => {
    setup('company');
    await screen.findByRole('link', { name: 'Portale clienti' });
    expect(screen.queryByLabelText('Azienda', { selector: 'input' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Dal' })).toBeInTheDocument();
  });

  it('shows hackers their tabs instead of the company list', async () => {
    const { fetchMock, calls } = mockFetch({ 'GET /api/programs': () => ({ body: { count: 1, results: [programCard()] } }) });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<ProgramsPage />, { user: buildUser({ userType: 'hacker' }) });
    expect(await screen.findByRole('article', { name: 'Portale clienti' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Inviti' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Stato', { selector: 'input' })).not.toBeInTheDocument();
    expect(calls.some((call) => /^\/api\/programs\?/.test(call.url))).toBe(true);
  });

  it('says when there are no programs yet', async () => {
    setup('company', [], { drafts: [] });
    expect(await screen.findByText('Non ci sono ancora programmi.')).toBeInTheDocument();
    expect(screen.getByText(/Crea il tuo primo programma/)).toBeInTheDocument();
  });

  it('under a saved draft, says no program was sent yet rather than "no programs"', async () => {
    setup('company', []);
    expect(await screen.findByText('Bozza app')).toBeInTheDocument();
    expect(await screen.findByText('Nessun programma ancora inviato.')).toBeInTheDocument();
    expect(screen.getByText(/Le tue bozze sono qui sopra/)).toBeInTheDocument();
    expect(screen.queryByText('Non ci sono ancora programmi.')).not.toBeInTheDocument();
  });

  it.each(['FINANCE', 'PROGRAM_MANAGER'] as const)('offers creation and the drafts to %s', async (role) => {
    setup('company', [programCard()], { role });
    expect(await screen.findByRole('link', { name: 'Crea programma' })).toBeInTheDocument();
    expect(await screen.findByText('Bozza app')).toBeInTheDocument();
  });

  it('gives a read-only role the list and a note instead of Crea programma and the drafts', async () => {
    const calls = setup('company', [], { role: 'VIEWER' });
    expect(await screen.findByText('Non ci sono ancora programmi.')).toBeInTheDocument();
    expect(screen.getByText(/Il tuo ruolo permette solo la consultazione dei programmi/)).toBeInTheDocument();
    expect(screen.getByText('I programmi della tua azienda compariranno qui.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Crea programma' })).not.toBeInTheDocument();
    expect(screen.queryByText('Bozza app')).not.toBeInTheDocument();
    expect(calls.some((call) => call.url.startsWith('/api/programs/draft'))).toBe(false);
  });
});
