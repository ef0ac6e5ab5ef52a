import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildUser, mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { ProgramsPage } from './programs-page.tsx';
import { COMPANY_ID, programCard } from './test-fixtures.ts';

const DRAFT_ID = '7d1c6f38-2f55-4a38-9b3e-2f8a3c1d9e01';

function setup(userType: 'company' | 'superadmin', results = [programCard()]) {
  const { fetchMock, calls } = mockFetch({
    'GET /api/programs/draft': () => ({ body: { count: 1, results: [programCard({ id: DRAFT_ID, status: 'draft', name: 'Bozza app' })] } }),
    'GET /api/programs/my-company': () => ({ body: { count: results.length, results } }),
    'GET /api/programs': () => ({ body: { count: results.length, results } }),
  });
  vi.stubGlobal('fetch', fetchMock);
  const permissions = userType === 'company' ? { companyRoles: [{ companyId: COMPANY_ID, role: 'ADMIN' as const }] } : { companyRoles: [] };
  renderWithProviders(<ProgramsPage />, { user: buildUser({ userType, permissions }) });
  return calls;
}

const lastQuery = (calls: { url: string }[]) => new URLSearchParams(calls.at(-1)?.url.split('?')[1] ?? '');

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
    expect(calls[0]?.url).toMatch(/^\/api\/programs\?/);

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

  it('shows hackers their tabs instead of the company list', async () => {
    const { fetchMock, calls } = mockFetch({ 'GET /api/programs': () => ({ body: { count: 1, results: [programCard()] } }) });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<ProgramsPage />, { user: buildUser({ userType: 'hacker' }) });
    expect(await screen.findByRole('article', { name: 'Portale clienti' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Inviti' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Stato', { selector: 'input' })).not.toBeInTheDocument();
    expect(calls[0]?.url).toMatch(/^\/api\/programs\?/);
  });

  it('says when nothing matches', async () => {
    setup('company', []);
    expect(await screen.findByText('Non ci sono ancora programmi.')).toBeInTheDocument();
  });
});
