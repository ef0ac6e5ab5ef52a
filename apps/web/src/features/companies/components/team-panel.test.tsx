import type { CompanyMember, CompanyRole } from '@bb/domain';
import { screen } from '@testing-library/react';
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
  it('hides the invitation and the member actions from a triager', async () => {
    renderTeam('TRIAGER');
    expect(await screen.findByText('Grace Hopper')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Invita un collaboratore' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Azioni per/ })).not.toBeInTheDocument();
  });

  it('offers the invitation and the member actions to an administrator', async () => {
    renderTeam('ADMIN');
    expect(await screen.findByRole('button', { name: 'Azioni per Grace Hopper' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Invita un collaboratore' })).toBeInTheDocument();
    expect(screen.getByText('Ada Lovelace (tu)')).toBeInTheDocument();
  });
});
