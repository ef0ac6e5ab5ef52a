import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildUser, mockFetch, renderWithProviders } from '../../../../test/render.tsx';
import { buildHackerStats, EMPTY_TREND } from '../test-fixtures.ts';
import { HackerDashboard } from './hacker-dashboard.tsx';

const chart = vi.hoisted(() => ({ values: null as null | number[] }));

// jsdom has no canvas: a stand-in records what the line chart would draw.
vi.mock('../../../../components/charts/line-chart.tsx', () => ({
  LineChart: (props: { values: number[]; description: string }) => {
    chart.values = props.values;
    return <div role="img" aria-label={props.description} />;
  },
}));

const hacker = buildUser({ userType: 'hacker' });
const completion = { kycCompleted: true, taxRegimeConfigured: false, ibanConfigured: false, progressPercentage: 33 };
/** Intl writes a no-break space before the euro sign. */
const spaces = (text: string | null) => (text ?? '').replace(/\s+/g, ' ');

function renderDashboard(stats: unknown, completionAnswer: { status?: number; body: unknown } = { body: completion }) {
  const mock = mockFetch({ 'GET /api/stats/dashboard': () => ({ body: stats }), 'GET /api/profile/completion': () => completionAnswer });
  vi.stubGlobal('fetch', mock.fetchMock);
  renderWithProviders(<HackerDashboard user={hacker} />, { user: hacker });
  return mock;
}

afterEach(() => {
  vi.unstubAllGlobals();
  chart.values = null;
});

describe('hacker dashboard', () => {
  it("shows the hacker's rank, score, bugs resolved and effectiveness from the dashboard, and the checklist", async () => {
    const { calls } = renderDashboard(buildHackerStats());
    expect(await screen.findByTestId('hacker-rank')).toHaveTextContent('12°');
    expect(screen.getByTestId('hacker-points')).toHaveTextContent('340');
    expect(screen.getByTestId('hacker-bugs-resolved')).toHaveTextContent('4');
    expect(screen.getByTestId('hacker-effectiveness')).toHaveTextContent('80%');
    expect(await screen.findByRole('progressbar', { name: 'Completamento: 33%' })).toBeInTheDocument();
    expect(calls.some((call) => call.url.includes('/api/profile/') && call.url.endsWith('/stats'))).toBe(false);
  });

  it('draws the rewards trend over 366 days with a table of the months for screen readers', async () => {
    renderDashboard(buildHackerStats());
    const image = await screen.findByRole('img');
    expect(spaces(image.getAttribute('aria-label'))).toBe('Ultimi 366 giorni: 3.500,00 € in totale, ricompense: 3.');
    expect(chart.values).toHaveLength(366);
    expect(chart.values?.filter((value) => value > 0)).toEqual([2000, 1500]);
    const table = screen.getByRole('table', { name: /Ultimi 366 giorni/ });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => spaces(row.textContent));
    expect(rows).toEqual(['MeseImportoRicompense', 'gennaio 20262.000,00 €1', 'marzo 20261.500,00 €2']);
  });

  it('says when the hacker is not ranked yet and has no rewards, and when the checklist cannot be loaded', async () => {
    renderDashboard(buildHackerStats({ rank: null, points: 0, resolved: 0, effectiveness: null, rewards: 0, rewardTrend: EMPTY_TREND }), {
      status: 500,
      body: { code: 'INTERNAL_ERROR', message: '' },
    });
    expect(await screen.findByTestId('hacker-rank')).toHaveTextContent('Non ancora in classifica');
    expect(screen.getByTestId('hacker-effectiveness')).toHaveTextContent('—');
    expect(screen.getByText('Ancora nessuna ricompensa: il grafico comparirà con la prima.')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(chart.values).toBeNull();
    expect(await screen.findByText('Impossibile caricare il completamento del profilo.')).toBeInTheDocument();
  });
});
