import type { CompanyRole } from '@bb/domain';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildUser, mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { CompanyProgramsCard } from './company-programs-card.tsx';
import { COMPANY_ID, programCard } from './test-fixtures.ts';

const member = (role: CompanyRole) => buildUser({ userType: 'company', permissions: { companyRoles: [{ companyId: COMPANY_ID, role }] } });

function renderCard({ sent = 0, active = 0, drafts = 0, role = 'ADMIN' as CompanyRole } = {}) {
  const list = (count: number) => ({ body: { count, results: count ? [programCard()] : [] } });
  const { fetchMock, calls } = mockFetch({
    'GET /api/programs/my-company': (_init, url) => list(url.includes('status=active') ? active : sent),
    'GET /api/programs/draft': () => list(drafts),
  });
  vi.stubGlobal('fetch', fetchMock);
  renderWithProviders(<CompanyProgramsCard />, { user: member(role) });
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe('company programs card', () => {
  it('shows the real figures once programs exist, and links to them', async () => {
    renderCard({ sent: 3, active: 2, drafts: 1 });
    expect(await screen.findByTestId('programs-count')).toHaveTextContent('3');
    expect(await screen.findByText('programmi inviati · 2 attivi')).toBeInTheDocument();
    expect(screen.getByText('1 bozza salvata')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Vai ai programmi' })).toHaveAttribute('href', '/programs');
  });

  it('offers creation when there is nothing yet, to a role that can', async () => {
    renderCard();
    expect(await screen.findByText('Non hai ancora inviato programmi.')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Crea un programma' })).toHaveAttribute('href', '/programs/new');
  });

  it('says where the drafts are when only drafts exist', async () => {
    renderCard({ drafts: 2 });
    expect(await screen.findByText('2 bozze salvate')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Vai ai programmi' })).toBeInTheDocument();
  });

  it('gives a read-only role the figures and the list, not creation or drafts', async () => {
    const calls = renderCard({ role: 'VIEWER' });
    expect(await screen.findByText('Non hai ancora inviato programmi.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Crea un programma' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Vai ai programmi' })).toBeInTheDocument();
    expect(calls.some((call) => call.url.startsWith('/api/programs/draft'))).toBe(false);
  });
});
