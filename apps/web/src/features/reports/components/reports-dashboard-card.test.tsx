import type { ReportStats } from '@bb/domain';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildUser, mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { ReportsDashboardCard, ReportsFiguresCard } from './reports-dashboard-card.tsx';

const NO_STATUS = { new: 0, triaged: 0, moreInfo: 0, forApproval: 0, rewarded: 0, fixed: 0, informative: 0, duplicate: 0, outOfScope: 0, invalid: 0, spam: 0 };
const company = buildUser({ userType: 'company' });
const staff = buildUser({ userType: 'staff' });

const STATS: ReportStats = {
  total: 9,
  open: 5,
  accepted: 3,
  closed: 4,
  effectiveness: 75,
  rewards: 1200,
  byStatus: { ...NO_STATUS, new: 2, triaged: 1, moreInfo: 1, forApproval: 1, rewarded: 2, fixed: 1, spam: 1 },
  bySeverity: { low: 1, medium: 4, high: 3, critical: 1 },
};
const EMPTY: ReportStats = {
  total: 0,
  open: 0,
  accepted: 0,
  closed: 0,
  effectiveness: null,
  rewards: 0,
  byStatus: NO_STATUS,
  bySeverity: { low: 0, medium: 0, high: 0, critical: 0 },
};

/** Stubs fetch with `routes`; answers the calls made. */
function stubFetch(routes: Parameters<typeof mockFetch>[0] = {}) {
  const { fetchMock, calls } = mockFetch(routes);
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

function expectFigures() {
  expect(screen.getByTestId('reports-open')).toHaveTextContent('5');
  expect(screen.getByText('Report in attesa')).toBeInTheDocument();
  expect(screen.getByText('Report ricevuti')).toBeInTheDocument();
  expect(screen.getByTestId('reports-received')).toHaveTextContent('9');
  expect(screen.getByTestId('reports-new')).toHaveTextContent('2');
  expect(screen.getByTestId('reports-inProgress')).toHaveTextContent('2');
  expect(screen.getByTestId('reports-forApproval')).toHaveTextContent('1');
  expect(screen.getByTestId('reports-accepted')).toHaveTextContent('3');
  expect(screen.getByText('Efficacia')).toBeInTheDocument();
  expect(screen.getByTestId('reports-effectiveness')).toHaveTextContent('75%');
  expect(screen.getByRole('link', { name: 'Vai ai report' })).toHaveAttribute('href', '/reports');
}

afterEach(() => vi.unstubAllGlobals());

describe('the dashboard reports card', () => {
  it("shows the company dashboard's figures by name, then what waits, what is handled, asking for nothing itself", () => {
    const calls = stubFetch();
    renderWithProviders(<ReportsFiguresCard stats={STATS} loading={false} />, { user: company });
    expectFigures();
    expect(calls).toEqual([]);
  });

  it('says so when no report arrived yet', () => {
    stubFetch();
    renderWithProviders(<ReportsFiguresCard stats={EMPTY} loading={false} />, { user: company });
    expect(screen.getByText('Nessun report ricevuto finora.')).toBeInTheDocument();
    expect(screen.queryByTestId('reports-open')).toBeNull();
  });

  it('asks for its own figures on the staff dashboard (GET /api/reports/stats)', async () => {
    stubFetch({ 'GET /api/reports/stats': () => ({ body: STATS }) });
    renderWithProviders(<ReportsDashboardCard />, { user: staff });
    expect(await screen.findByTestId('reports-open')).toHaveTextContent('5');
    expectFigures();
  });

  it('says so when its own figures cannot be loaded', async () => {
    stubFetch({ 'GET /api/reports/stats': () => ({ status: 500, body: { code: 'INTERNAL_ERROR' } }) });
    renderWithProviders(<ReportsDashboardCard />, { user: staff });
    expect(await screen.findByText('Impossibile caricare i report.')).toBeInTheDocument();
  });
});
