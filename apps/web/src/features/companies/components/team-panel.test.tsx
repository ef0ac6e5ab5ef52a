import type { CompanyMember, CompanyRole } from '@bb/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildUser, mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { TeamPanel } from './team-panel.tsx';

const COMPANY_ID = '7d3c1a52-5a0e-4f8e-9b55-1f2e3d4c5b6a';
const ME = '0b6f3c5e-8d1a-4c7e-9f00-1a2b3c4d5e6f';

function member(overrides: Partial<CompanyMember>): CompanyMember {
  return {
    id: '3f1d2c4b-0000-4000-8000-000000000001',
    userId: '3f1d2c4b-0000-4000-8000-0000000000a1',
    firstName: 'Grace',
    lastName: 'Hopper',
    username: 'grace',
    email: 'grace@example.com',
    role: 'ADMIN',
    inviteStatus: 'accepted',
    isBlocked: false,
    createdAt: '2026-01-10T10:00:00.000Z',
    ...overrides,
  };
}

function renderTeam(role: CompanyRole) {
  const members = [
    member({}),
    member({ id: '3f1d2c4b-0000-4000-8000-000000000002', userId: ME, firstName: 'Ada', lastName: 'Lovelace', username: 'ada', email: 'ada@example.com', role }),
  ];
  const { fetchMock } = mockFetch({ [`GET /api/companies/${COMPANY_ID}/members`]: () => ({ body: { count: 2, results: members } }) });
  vi.stubGlobal('fetch', fetchMock);
  renderWithProviders(<TeamPanel companyId={COMPANY_ID} />, {
    user: buildUser({ id: ME, userType: 'company', permissions: { companyRoles: [{ companyId: COMPANY_ID, role }] } }),
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('team panel', () => {
  it.each(['TRIAGER', 'VIEWER', 'FINANCE', 'PROGRAM_MANAGER'] as const)('hides the invitation and the member actions from %s, and says why', async (role) => {
    renderTeam(role);
    expect(await screen.findByText('Grace Hopper')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Invita un collaboratore' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Azioni per/ })).not.toBeInTheDocument();
    expect(screen.getByText(/Solo gli amministratori dell'azienda possono invitare collaboratori/)).toBeInTheDocument();
  });

  it('names the five roles in the table', async () => {
    renderTeam('VIEWER');
    expect(await screen.findByText('Sola lettura')).toBeInTheDocument();
    expect(screen.getByText('Amministratore')).toBeInTheDocument();
  });

  it('offers the five roles when changing a role, and only admin and triager in an invitation', async () => {
    renderTeam('ADMIN');
    await userEvent.click(await screen.findByRole('button', { name: 'Azioni per Grace Hopper' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Cambia ruolo' }));
    const change = await screen.findByRole('dialog', { name: 'Cambia ruolo' });
    expect(
      within(change)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['ADMIN', 'PROGRAM_MANAGER', 'FINANCE', 'TRIAGER', 'VIEWER']);
    expect(within(change).getByRole('radio', { name: 'Amministrazione e finanza' })).toBeInTheDocument();
    expect(within(change).getByRole('radio', { name: 'Sola lettura' })).toHaveAccessibleDescription(/senza modificarli/);
    await userEvent.click(within(change).getByRole('button', { name: 'Annulla' }));

    await userEvent.click(screen.getByRole('button', { name: 'Invita un collaboratore' }));
    const invite = await screen.findByRole('dialog', { name: 'Invita un collaboratore' });
    expect(
      within(invite)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['ADMIN', 'TRIAGER']);
  });

  it('offers the invitation and the member actions to an administrator', async () => {
    renderTeam('ADMIN');
    expect(await screen.findByRole('button', { name: 'Azioni per Grace Hopper' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Invita un collaboratore' })).toBeInTheDocument();
    expect(screen.getByText('Ada Lovelace (tu)')).toBeInTheDocument();
  });
});
