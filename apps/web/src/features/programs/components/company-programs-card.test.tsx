import type { CompanyProgramCounts, CompanyRole } from '@bb/domain';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildUser, mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { CompanyProgramsCard } from './company-programs-card.tsx';
import { COMPANY_ID } from './test-fixtures.ts';

const member = (role: CompanyRole) => buildUser({ userType: 'company', permissions: { companyRoles: [{ companyId: COMPANY_ID, role }] } });

/** The card with the dashboard's counts (undefined: still loading); answers the requests it made (none expected). */
function renderCard(counts: CompanyProgramCounts | undefined, role: CompanyRole = 'ADMIN') {
  const { fetchMock, calls } = mockFetch({});
  vi.stubGlobal('fetch', fetchMock);
  renderWithProviders(<CompanyProgramsCard counts={counts} />, { user: member(role) });
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe('company programs card', () => {
  it('shows the real figures once programs exist, and links to them, asking for nothing itself', () => {
    const calls = renderCard({ sent: 3, active: 2, drafts: 1 });
    expect(screen.getByTestId('programs-count')).toHaveTextContent('3');
    expect(screen.getByText('programmi inviati · 2 attivi')).toBeInTheDocument();
    expect(screen.getByText('1 bozza salvata')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Vai ai programmi' })).toHaveAttribute('href', '/programs');
    expect(calls).toEqual([]);
  });

  it('waits for the dashboard with a placeholder', () => {
    renderCard(undefined);
    expect(screen.queryByTestId('programs-count')).not.toBeInTheDocument();
    expect(screen.queryByText('Non hai ancora inviato programmi.')).not.toBeInTheDocument();
  });

  it('offers creation when there is nothing yet, to a role that can', () => {
    renderCard({ sent: 0, active: 0, drafts: 0 });
    expect(screen.getByText('Non hai ancora inviato programmi.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Crea un programma' })).toHaveAttribute('href', '/programs/new');
  });

  it('says where the drafts are when only drafts exist', () => {
    renderCard({ sent: 0, active: 0, drafts: 2 });
    expect(screen.getByText('2 bozze salvate')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Vai ai programmi' })).toBeInTheDocument();
  });

  it('gives a read-only role (no drafts in its answer) the figures and the list, not creation or drafts', () => {
    renderCard({ sent: 0, active: 0, drafts: null }, 'VIEWER');
    expect(screen.getByText('Non hai ancora inviato programmi.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Crea un programma' })).not.toBeInTheDocument();
    expect(screen.queryByText(/bozz/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Vai ai programmi' })).toBeInTheDocument();
  });
});
