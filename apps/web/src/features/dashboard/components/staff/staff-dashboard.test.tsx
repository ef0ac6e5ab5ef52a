import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildUser, mockFetch, renderWithProviders } from '../../../../test/render.tsx';
import { buildStaffStats, EMPTY_TREND } from '../test-fixtures.ts';
import { StaffDashboard } from './staff-dashboard.tsx';

vi.mock('../../../../components/charts/line-chart.tsx', () => ({
  LineChart: (props: { description: string }) => <div role="img" aria-label={props.description} />,
}));

function renderDashboard(stats = buildStaffStats()) {
  vi.stubGlobal('fetch', mockFetch({ 'GET /api/stats/dashboard': () => ({ body: stats }) }).fetchMock);
  renderWithProviders(<StaffDashboard />, { user: buildUser({ userType: 'staff' }) });
}

afterEach(() => vi.unstubAllGlobals());

describe('triager dashboard', () => {
  it('opens with the work waiting, then the reports taken in charge and their rewards', async () => {
    renderDashboard();
    const notTaken = await screen.findByRole('link', { name: /^\d+ Report non presi in carico$/ });
    const heading = screen.getByRole('heading', { name: 'Da fare ora' });
    expect(notTaken).toHaveAttribute('href', '/reports?tab=new');
    expect(screen.getByRole('link', { name: /^\d+ Tempo di risposta superato$/ })).toHaveAttribute('href', '/reports?breached=yes&managed=true');
    expect(screen.queryByTestId('work-targetsAboutToBreach')).not.toBeInTheDocument();
    // Work first: the heading comes before the triager's own figures.
    expect(heading.compareDocumentPosition(screen.getByTestId('staff-assigned-open')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByTestId('staff-assigned-open')).toHaveTextContent('2');
    expect(screen.getByTestId('staff-assigned-total')).toHaveTextContent('9');
    expect(screen.getByRole('link', { name: 'Vai ai miei report' })).toHaveAttribute('href', '/reports?tab=mine');
    expect((await screen.findByRole('img')).getAttribute('aria-label')?.replace(/\s+/g, ' ')).toBe('Ultimi 366 giorni: 400,00 € in totale, ricompense: 1.');
  });

  it('says when nothing waits and no reward came yet', async () => {
    renderDashboard(buildStaffStats({ work: [{ item: 'reportsNotTaken', count: 0 }], rewardTrend: EMPTY_TREND, assigned: { open: 0, total: 0 } }));
    expect(await screen.findByText("Niente in attesa: non c'è nulla che richieda il tuo intervento.")).toBeInTheDocument();
    expect(screen.getByText('Ancora nessuna ricompensa sui report che hai preso in carico.')).toBeInTheDocument();
  });
});
