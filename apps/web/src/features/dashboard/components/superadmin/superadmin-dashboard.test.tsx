import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildUser, mockFetch, renderWithProviders } from '../../../../test/render.tsx';
import { buildNationalityStats, buildPlatformStats, buildSuperadminStats, EMPTY_TREND, PROGRAM_ID } from '../test-fixtures.ts';
import { SuperadminDashboard } from './superadmin-dashboard.tsx';

const drawn = vi.hoisted(() => ({
  bars: null as null | { labels: string[] },
  doughnut: null as null | { slices: { value: number }[] },
  map: null as null | ReadonlyMap<string, number>,
}));

// jsdom has no canvas: stand-ins record what each chart would draw.
vi.mock('../../../../components/charts/line-chart.tsx', () => ({
  LineChart: (props: { description: string }) => <div role="img" aria-label={props.description} />,
}));
vi.mock('../../../../components/charts/bar-chart.tsx', () => ({
  BarChart: (props: { labels: string[]; description: string }) => {
    drawn.bars = props;
    return <div role="img" aria-label={props.description} />;
  },
}));
vi.mock('../../../../components/charts/doughnut-chart.tsx', () => ({
  DoughnutChart: (props: { slices: { value: number }[]; description: string }) => {
    drawn.doughnut = props;
    return <div role="img" aria-label={props.description} />;
  },
}));
vi.mock('./nationality-map.tsx', () => ({
  NationalityMap: (props: { counts: ReadonlyMap<string, number>; description: string }) => {
    drawn.map = props.counts;
    return <div role="img" aria-label={props.description} data-testid="map" />;
  },
}));

const spaces = (text: string | null) => (text ?? '').replace(/\s+/g, ' ');
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => spaces(row.textContent));

function renderDashboard({ stats = buildSuperadminStats(), platform = buildPlatformStats(), nationalities = buildNationalityStats() } = {}) {
  vi.stubGlobal(
    'fetch',
    mockFetch({
      'GET /api/stats/dashboard': () => ({ body: stats }),
      'GET /api/stats/platform': () => ({ body: platform }),
      'GET /api/stats/nationalities': () => ({ body: nationalities }),
    }).fetchMock,
  );
  renderWithProviders(<SuperadminDashboard />, { user: buildUser({ userType: 'superadmin' }) });
}

afterEach(() => {
  vi.unstubAllGlobals();
  drawn.bars = null;
  drawn.doughnut = null;
  drawn.map = null;
});

describe('super admin dashboard', () => {
  it('opens with the work waiting, then the platform cards', async () => {
    renderDashboard();
    expect(await screen.findByRole('link', { name: /^\d+ Aziende da approvare$/ })).toHaveAttribute('href', '/users?tab=companies&status=pending');
    expect(screen.getByRole('link', { name: /^\d+ Pagamenti in ritardo$/ })).toHaveAttribute('href', '/payments?tab=hackers&overdue=true');
    expect(screen.getAllByTestId(/^work-/)).toHaveLength(9);
    expect(spaces(screen.getByTestId('admin-bounties').textContent)).toBe('5 · 2.500,00 €');
    expect(spaces(screen.getByTestId('admin-rewards-paid').textContent)).toBe('12.345,67 €');
    expect(spaces(screen.getByTestId('admin-budget').textContent)).toBe('80.000,00 €');
    expect(screen.getByTestId('admin-hackers')).toHaveTextContent('321');
  });

  it('draws the budget split with its table of parts and shares', async () => {
    renderDashboard();
    const table = await screen.findByRole('table', { name: /Budget delle aziende/ });
    expect(rowsOf(table)).toEqual([
      'Nei wallet20.000,00 €25%',
      'Disponibile nei programmi30.000,00 €37,5%',
      'Riservato ai report10.000,00 €12,5%',
      'Pagato agli hacker15.000,00 €18,8%',
      'Commissioni della piattaforma5.000,00 €6,3%',
    ]);
    await screen.findByRole('img', { name: /Budget delle aziende: 80.000,00/ });
    expect(drawn.doughnut?.slices.map((slice) => slice.value)).toEqual([20000, 30000, 10000, 15000, 5000]);
  });

  it('draws reports received and accepted per month, with the same figures as a table', async () => {
    renderDashboard();
    const summary = '3 mesi, da gennaio 2026 a marzo 2026: 20 ricevuti, 11 accettati.';
    const table = await screen.findByRole('table', { name: summary });
    expect(rowsOf(table)).toEqual(['MeseRicevutiAccettati', 'gennaio 2026125', 'febbraio 202686', 'marzo 202600']);
    await screen.findByRole('img', { name: summary });
    expect(drawn.bars?.labels).toEqual(['gen 26', 'feb 26', 'mar 26']);
  });

  it('draws every month between the first and the last, a month without reports at zero, and says how many it draws', async () => {
    // The API sends only the months with reports: here 10 of the 12 from December 2025 to November 2026.
    const withReports = ['2025-12', '2026-01', '2026-03', '2026-05', '2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11'];
    renderDashboard({ platform: buildPlatformStats({ reportMonths: withReports.map((month) => ({ month, received: 2, accepted: 1 })) }) });
    const summary = '12 mesi, da dicembre 2025 a novembre 2026: 20 ricevuti, 10 accettati.';
    const table = await screen.findByRole('table', { name: summary });
    expect(rowsOf(table)).toHaveLength(13);
    expect(rowsOf(table).slice(3, 6)).toEqual(['febbraio 202600', 'marzo 202621', 'aprile 202600']);
    await screen.findByRole('img', { name: summary });
    expect(drawn.bars?.labels).toEqual([
      'dic 25',
      'gen 26',
      'feb 26',
      'mar 26',
      'apr 26',
      'mag 26',
      'giu 26',
      'lug 26',
      'ago 26',
      'set 26',
      'ott 26',
      'nov 26',
    ]);
  });

  it('shows the top 5 countries with their shares, the map and the table of every country', async () => {
    renderDashboard();
    const top = await screen.findByRole('list', { name: 'I primi 5 paesi' });
    const items = within(top)
      .getAllByRole('listitem')
      .map((item) => spaces(item.textContent));
    expect(items).toEqual(['Italia40% (40)', 'Francia25% (25)', 'Germania15% (15)', 'Spagna10% (10)', 'Stati Uniti6% (6)']);
    expect(within(top).getAllByRole('presentation', { hidden: true }).length).toBeGreaterThan(0);
    expect(await screen.findByTestId('map')).toBeInTheDocument();
    expect(drawn.map?.get('ITA')).toBe(40);
    const table = screen.getByRole('table', { name: '100 hacker in 6 paesi.' });
    expect(rowsOf(table)).toEqual(['PaeseHackerFascia', 'Italia4031+', 'Francia2521–30', 'Germania156–20', 'Spagna106–20', 'Stati Uniti66–20', 'Svizzera41–5']);
    expect(screen.getByText('7 hacker non hanno indicato il paese.')).toBeInTheDocument();
    const legend = screen.getByRole('list', { name: 'Legenda: hacker per paese' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['0', '1–5', '6–20', '21–30', '31+']);
  });

  it('lists the programs with breached targets, linking to their late reports', async () => {
    renderDashboard();
    expect(await screen.findByRole('link', { name: '3 report in ritardo in Acme web' })).toHaveAttribute('href', `/reports?program=${PROGRAM_ID}&breached=yes`);
    expect(screen.getAllByRole('link', { name: 'Acme web' })[0]).toHaveAttribute('href', `/programs/${PROGRAM_ID}`);
  });

  it('is honest on an empty platform', async () => {
    renderDashboard({
      stats: buildSuperadminStats({
        work: [],
        breachedPrograms: [],
        cards: { bountiesToApprove: { count: 0, amount: 0 }, rewardsPaid: 0, budgetOnPlatform: 0, registeredHackers: 0 },
      }),
      platform: buildPlatformStats({
        budget: { wallets: 0, remaining: 0, reserved: 0, paid: 0, platformFee: 0 },
        paymentTrend: EMPTY_TREND,
        reportMonths: [{ month: '2026-03', received: 0, accepted: 0 }],
      }),
      nationalities: { total: 0, unknown: 3, countries: [] },
    });
    expect(await screen.findByText("Niente in attesa: non c'è nulla che richieda il tuo intervento.")).toBeInTheDocument();
    expect(await screen.findByText('Ancora nessun budget: le aziende non hanno ricaricato il wallet.')).toBeInTheDocument();
    expect(screen.getByText('Ancora nessun report ricevuto: il grafico comparirà con il primo.')).toBeInTheDocument();
    expect(screen.getByText('Ancora nessun pagamento agli hacker: il grafico comparirà con il primo.')).toBeInTheDocument();
    expect(await screen.findByText('Nessun hacker ha ancora indicato il paese (3 senza paese).')).toBeInTheDocument();
    expect(screen.getByText('Nessun programma ha tempi di risposta superati.')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
