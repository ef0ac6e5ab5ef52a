import type { CompanyRow, HackerRow, StaffRow } from '@bb/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { UsersPage } from './users-page.tsx';

const HACKER_ID = '3f1d2c4b-0000-4000-8000-0000000000a1';

const user = (overrides: Partial<StaffRow>): StaffRow => ({
  id: '3f1d2c4b-0000-4000-8000-0000000000b1',
  username: 'triager1',
  email: 'triager1@example.com',
  firstName: 'Tina',
  lastName: 'Triage',
  userType: 'staff',
  isBlocked: false,
  createdAt: '2026-01-10T10:00:00.000Z',
  picture: null,
  removedAt: null,
  ...overrides,
});
const hacker: HackerRow = { ...user({ id: HACKER_ID, username: 'neo', email: 'neo@example.com', userType: 'hacker' }), kycStatus: 'pending' };
const company: CompanyRow = {
  id: '7d3c1a52-5a0e-4f8e-9b55-1f2e3d4c5b6a',
  name: 'Acme',
  businessname: 'Acme S.r.l.',
  vat: '06363391001',
  country: 'ITA',
  sector: 'OTHER',
  employees: 'SMALL',
  picture: null,
  isVerified: false,
  createdAt: '2026-01-10T10:00:00.000Z',
  membersCount: 1,
  adminsCount: 1,
  owner: null,
};

function setup(route: string, companies: { count: number; countCapped: boolean } = { count: 1, countCapped: false }) {
  const { fetchMock, calls } = mockFetch({
    'GET /api/users/count': () => ({ body: { hackers: 12, companies: 3, staff: 2, superadmins: 1 } }),
    'GET /api/companies': () => ({ body: { ...companies, results: [company] } }),
    'GET /api/users/hackers': () => ({ body: { count: 1, results: [hacker] } }),
    'GET /api/users/staff': () => ({ body: { count: 1, results: [user({})] } }),
    [`POST /api/users/${HACKER_ID}/block`]: () => ({ body: { ...hacker, isBlocked: true } }),
  });
  vi.stubGlobal('fetch', fetchMock);
  renderWithProviders(<UsersPage />, { route });
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe('users page', () => {
  it('shows the counts and offers the invitation only on the Triagers tab', async () => {
    setup('/users');
    expect(await screen.findByRole('link', { name: 'Acme' })).toBeInTheDocument();
    expect(await screen.findByText('12')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Invita triager' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Hacker' }));
    expect(await screen.findByText('neo@example.com')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Invita triager' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Triager' }));
    expect(await screen.findByText('triager1@example.com')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Invita triager' })).toBeInTheDocument();
  });

  it('names each count card for what it counts: the people of companies, not the companies of the tab', async () => {
    setup('/users');
    expect(await screen.findByText('3')).toBeInTheDocument();
    const card = screen.getByText('Utenti aziendali').closest('div');
    expect(card).toHaveTextContent('Utenti aziendali3');
    // The tab lists companies; no card says "Aziende" for a count of people.
    expect(screen.getByRole('tab', { name: 'Aziende' })).toBeInTheDocument();
    expect(screen.queryByText('Aziende', { selector: 'p' })).not.toBeInTheDocument();
  });

  it('says "Più di" under the companies when the API stopped counting at its cap', async () => {
    setup('/users', { count: 1000, countCapped: true });
    expect(await screen.findByText('Più di 1000 risultati')).toBeInTheDocument();
  });

  it('blocks a hacker only after the confirmation', async () => {
    const calls = setup('/users?tab=hackers');
    await userEvent.click(await screen.findByRole('button', { name: 'Blocca neo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bloccare neo?' });
    expect(calls.some((call) => call.init?.method === 'POST')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Blocca' }));
    await waitFor(() => expect(calls.some((call) => call.init?.method === 'POST' && call.url.endsWith(`/api/users/${HACKER_ID}/block`))).toBe(true));
  });
});
