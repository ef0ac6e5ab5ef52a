import type { CompanyDashboardStats, CompanyRole } from '@bb/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildCompanyStats } from '../../../features/dashboard/components/test-fixtures.ts';
import { COMPANY_REGISTRATION_PATH } from '../../../lib/paths.ts';
import { sharedQueryKeys } from '../../../lib/query-keys.ts';
import { buildUser, mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { DashboardPage } from '../dashboard-page.tsx';

vi.mock('../../../components/charts/line-chart.tsx', () => ({
  LineChart: (props: { description: string }) => <div role="img" aria-label={props.description} />,
}));

const COMPANY_ID = '7d3c1a52-5a0e-4f8e-9b55-1f2e3d4c5b6a';
const member = (role: CompanyRole) => buildUser({ userType: 'company', permissions: { companyRoles: [{ companyId: COMPANY_ID, role }] } });

/** The dashboard page of `user`, with only GET /api/stats/dashboard (answering `answers` in turn) and the first call's booking. */
function renderDashboard(user = member('ADMIN'), ...answers: CompanyDashboardStats[]) {
  const queue = answers.length > 0 ? answers : [buildCompanyStats()];
  let asked = 0;
  const { fetchMock, calls } = mockFetch({
    'GET /api/stats/dashboard': () => ({ body: queue[Math.min(asked++, queue.length - 1)] }),
    'POST /api/companies/me/first-call': () => ({ body: { ...buildCompanyStats().completion, isFirstContactMade: true } }),
  });
  vi.stubGlobal('fetch', fetchMock);
  const rendered = renderWithProviders(<DashboardPage />, { user });
  const gets = () => calls.filter((call) => (call.init?.method ?? 'GET').toUpperCase() === 'GET').map((call) => call.url);
  return { ...rendered, gets };
}

afterEach(() => vi.unstubAllGlobals());

describe('the company dashboard', () => {
  it('renders every first figure from GET /api/stats/dashboard alone: checklist, wallet, programs, reports, rewards', async () => {
    const { gets } = renderDashboard();
    expect(await screen.findByRole('progressbar', { name: 'Completamento: 75%' })).toBeInTheDocument();
    expect(screen.getByTestId('check-isProfileComplete')).toHaveAttribute('data-done', 'false');
    expect(screen.getByTestId('company-balance')).toHaveTextContent('1.000,00 €');
    expect(screen.getByTestId('company-allocated')).toHaveTextContent('5.000,00 €');
    expect(screen.getByText('Budget rimanente: 3.200,00 €')).toBeInTheDocument();
    expect(screen.getByTestId('programs-count')).toHaveTextContent('1');
    expect(screen.getByText('programma inviato · 1 attivo')).toBeInTheDocument();
    expect(screen.getByText('2 bozze salvate')).toBeInTheDocument();
    expect(screen.getByTestId('reports-open')).toHaveTextContent('3');
    expect(screen.getByTestId('reports-received')).toHaveTextContent('11');
    expect(screen.getByTestId('reports-effectiveness')).toHaveTextContent('62,5%');
    expect(screen.getByTestId('reports-inProgress')).toHaveTextContent('1');
    expect(screen.getByTestId('company-total-rewards')).toHaveTextContent('4.250,50 €');
    expect(screen.getByRole('table', { name: 'Tempi di risposta di Acme web, ultimi 90 giorni' })).toBeInTheDocument();
    expect(screen.getByText(/^Call richiesta/)).toBeInTheDocument();
    expect(screen.queryByText('Azienda in attesa di approvazione')).not.toBeInTheDocument();
    expect(gets()).toEqual(['/api/stats/dashboard']);
  });

  it('warns a company not approved yet, from the same answer', async () => {
    const { gets } = renderDashboard(member('VIEWER'), buildCompanyStats({ isVerified: false, programCounts: { sent: 0, active: 0, drafts: null } }));
    expect(await screen.findByText('Azienda in attesa di approvazione')).toBeInTheDocument();
    expect(screen.getByText('Non hai ancora inviato programmi.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Crea un programma' })).not.toBeInTheDocument();
    expect(gets()).toEqual(['/api/stats/dashboard']);
  });

  it("puts the booked first call into the dashboard's checklist without asking for anything again", async () => {
    const open = buildCompanyStats({ completion: { ...buildCompanyStats().completion, isFirstContactMade: false, progressPercentage: 50 } });
    const { gets } = renderDashboard(member('TRIAGER'), open);
    await userEvent.click(await screen.findByRole('button', { name: 'Prenota una call' }));
    expect(await screen.findByText(/^Call richiesta/)).toBeInTheDocument();
    expect(screen.getByTestId('check-isFirstContactMade')).toHaveAttribute('data-done', 'true');
    // The POST primes its CSRF cookie first (GET /api/health); the dashboard is not asked again.
    expect(gets()).toEqual(['/api/stats/dashboard', '/api/health']);
  });

  it("shows the new figures once another feature's change refreshes the dashboard (its shared key)", async () => {
    const later = buildCompanyStats({ programCounts: { sent: 4, active: 3, drafts: 0 } });
    const { queryClient, gets } = renderDashboard(member('ADMIN'), buildCompanyStats(), later);
    expect(await screen.findByTestId('programs-count')).toHaveTextContent('1');
    await queryClient.invalidateQueries({ queryKey: sharedQueryKeys.dashboard });
    await waitFor(() => expect(screen.getByTestId('programs-count')).toHaveTextContent('4'));
    expect(gets()).toEqual(['/api/stats/dashboard', '/api/stats/dashboard']);
  });

  it('asks a company user without a company to register, and asks the API nothing', async () => {
    const { gets } = renderDashboard(buildUser({ userType: 'company' }));
    expect(await screen.findByRole('link', { name: "Registra l'azienda" })).toHaveAttribute('href', COMPANY_REGISTRATION_PATH);
    expect(gets()).toEqual([]);
  });
});
