import type { Transaction } from '@bb/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildUser, mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { TransactionsTable } from './transactions-table.tsx';

const COMPANY = { id: '7d3c1a52-5a0e-4f8e-9b55-1f2e3d4c5b6a', name: 'Demo Srl' };
const PROGRAM = { id: '9a1b2c3d-5a0e-4f8e-9b55-1f2e3d4c5b6a', name: 'Portale clienti' };
const movement = (overrides: Partial<Transaction>): Transaction => ({
  id: '3c1a52d7-5a0e-4f8e-9b55-1f2e3d4c5b01',
  date: '2026-11-25T09:26:00.000Z',
  type: 'program_creation',
  amount: -8625,
  balanceAfter: 11875,
  company: COMPANY,
  program: { id: PROGRAM.id, name: PROGRAM.name },
  ...overrides,
});

afterEach(() => vi.unstubAllGlobals());

describe('wallet movements', () => {
  it('shows a table from sm up and, on a phone, one row per movement with its amount in sight', async () => {
    const results = [
      movement({}),
      movement({ id: '3c1a52d7-5a0e-4f8e-9b55-1f2e3d4c5b02', type: 'deposit', amount: 20000, balanceAfter: 20000, program: null }),
    ];
    vi.stubGlobal('fetch', mockFetch({ 'GET /api/banking/transactions': () => ({ body: { count: 2, results } }) }).fetchMock);
    renderWithProviders(<TransactionsTable />, { user: buildUser({ userType: 'company' }) });
    const table = await screen.findByRole('table');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));

    // The phone layout, hidden from sm up (jsdom's window is 1024 px wide): found by role, its label checked.
    const list = screen.getAllByRole('list', { hidden: true }).find((element) => element.getAttribute('aria-label') === 'Tabella dei movimenti');
    if (!list) throw new Error('no movement list for phones');
    expect(list).not.toBeVisible();
    const [first] = within(list).getAllByRole('listitem', { hidden: true });
    expect(within(first as HTMLElement).getByText('-8.625,00 €')).toBeInTheDocument();
    expect(within(first as HTMLElement).getByText('Saldo dopo: 11.875,00 €')).toBeInTheDocument();
  });

  it("names the program of a program's movement, linking to it; a deposit names none", async () => {
    const results = [
      movement({}),
      movement({ id: '3c1a52d7-5a0e-4f8e-9b55-1f2e3d4c5b02', type: 'deposit', amount: 20000, balanceAfter: 20000, program: null }),
    ];
    vi.stubGlobal('fetch', mockFetch({ 'GET /api/banking/transactions': () => ({ body: { count: 2, results } }) }).fetchMock);
    renderWithProviders(<TransactionsTable />, { user: buildUser({ userType: 'company' }) });
    const table = await screen.findByRole('table');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    const [, creation, deposit] = within(table).getAllByRole('row') as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(creation).getByText('Creazione programma')).toBeInTheDocument();
    expect(within(creation).getByRole('link', { name: 'Portale clienti' })).toHaveAttribute('href', `/programs/${PROGRAM.id}`);
    expect(within(deposit).getByText('Bonifico')).toBeInTheDocument();
    expect(within(deposit).queryByRole('link')).not.toBeInTheDocument();
  });

  it('says "Più di" when the API stopped counting at its cap, and the exact total otherwise', async () => {
    let countCapped = true;
    vi.stubGlobal('fetch', mockFetch({ 'GET /api/banking/transactions': () => ({ body: { count: 1000, countCapped, results: [movement({})] } }) }).fetchMock);
    const { unmount } = renderWithProviders(<TransactionsTable />, { user: buildUser({ userType: 'company' }) });
    expect(await screen.findByText('Più di 1000 movimenti')).toBeInTheDocument();
    unmount();
    countCapped = false;
    renderWithProviders(<TransactionsTable />, { user: buildUser({ userType: 'company' }) });
    expect(await screen.findByText('1000 movimenti')).toBeInTheDocument();
  });
});
