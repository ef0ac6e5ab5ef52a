import type { StaffRow } from '@bb/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildUser, mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { TriagersTab } from './triagers-tab.tsx';

const ACTIVE_ID = '3f1d2c4b-0000-4000-8000-0000000000b1';
const REMOVED_ID = '3f1d2c4b-0000-4000-8000-0000000000b2';
const triager = (overrides: Partial<StaffRow>): StaffRow => ({
  id: ACTIVE_ID,
  username: 'tina',
  email: 'tina@example.com',
  firstName: 'Tina',
  lastName: 'Triage',
  userType: 'staff',
  isBlocked: false,
  createdAt: '2026-01-10T10:00:00.000Z',
  picture: null,
  removedAt: null,
  ...overrides,
});
const removed = triager({ id: REMOVED_ID, username: 'ugo', email: 'ugo@example.com', removedAt: '2026-02-01T09:00:00.000Z' });

function setup() {
  const { fetchMock, calls } = mockFetch({
    'GET /api/users/staff': () => ({ body: { count: 2, results: [triager({}), removed] } }),
    [`POST /api/users/staff/${ACTIVE_ID}/remove`]: () => ({ body: triager({ removedAt: '2026-03-01T09:00:00.000Z' }) }),
    [`POST /api/users/staff/${REMOVED_ID}/restore`]: () => ({ body: { ...removed, removedAt: null } }),
  });
  vi.stubGlobal('fetch', fetchMock);
  renderWithProviders(<TriagersTab />, { user: buildUser({ userType: 'superadmin' }) });
  return calls;
}

const posts = (calls: { url: string; init: RequestInit | undefined }[]) => calls.filter((call) => call.init?.method === 'POST').map((call) => call.url);

afterEach(() => vi.unstubAllGlobals());

describe('the Triagers tab', () => {
  it('marks removed triagers and removes one only after saying what happens', async () => {
    const calls = setup();
    const row = (await screen.findByText('tina')).closest('tr')!;
    const removedRow = screen.getByText('ugo').closest('tr')!;
    expect(within(removedRow).getByText('Rimosso')).toBeInTheDocument();
    // A removed triager has no access at all: no block button, a restore one.
    expect(within(removedRow).queryByRole('button', { name: /Blocca/ })).not.toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: 'Rimuovi tina' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rimuovere tina?' });
    expect(dialog).toHaveTextContent("perde subito l'accesso");
    expect(dialog).toHaveTextContent('i report che ha gestito restano a suo nome');
    expect(posts(calls)).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rimuovi' }));
    await waitFor(() => expect(posts(calls)).toEqual([`/api/users/staff/${ACTIVE_ID}/remove`]));
    expect(await screen.findByText('tina rimosso')).toBeInTheDocument();
  });

  it('restores a removed triager after a confirmation', async () => {
    const calls = setup();
    await userEvent.click(await screen.findByRole('button', { name: 'Ripristina ugo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ripristinare ugo?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ripristina' }));
    await waitFor(() => expect(posts(calls)).toEqual([`/api/users/staff/${REMOVED_ID}/restore`]));
  });

  it('filters the list by access', async () => {
    const calls = setup();
    await screen.findByText('tina');
    await userEvent.click(screen.getByRole('radio', { name: 'Rimossi' }));
    await waitFor(() => expect(calls.at(-1)?.url).toContain('isRemoved=true'));
    await userEvent.click(screen.getByRole('radio', { name: 'Con accesso' }));
    await waitFor(() => expect(calls.at(-1)?.url).toContain('isRemoved=false'));
  });
});
