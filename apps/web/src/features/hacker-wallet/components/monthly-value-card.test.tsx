import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildUser, mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { formatEuroTick, MonthlyValueCard } from './monthly-value-card.tsx';
import { buildWallet } from './test-fixtures.ts';

const chartProps = vi.hoisted(() => ({ last: null as null | { labels: string[]; gross: number[]; net: number[] } }));

// jsdom has no canvas: a stand-in records what the chart would draw.
vi.mock('./monthly-value-chart.tsx', () => ({
  MonthlyValueChart: (props: { labels: string[]; gross: number[]; net: number[]; description: string }) => {
    chartProps.last = props;
    return <div role="img" aria-label={props.description} />;
  },
}));

/** Intl writes a no-break space before the euro sign. */
const spaces = (text: string | null) => (text ?? '').replace(/\s+/g, ' ');

function renderCard(wallet = buildWallet()) {
  vi.stubGlobal('fetch', mockFetch({ 'GET /api/payments/wallet': () => ({ body: wallet }) }).fetchMock);
  renderWithProviders(<MonthlyValueCard />, { user: buildUser() });
}

afterEach(() => {
  vi.unstubAllGlobals();
  chartProps.last = null;
});

describe('the monthly value', () => {
  it('draws gross and net per month, with the same figures in a table for screen readers', async () => {
    renderCard();
    const chart = await screen.findByRole('img');
    expect(spaces(chart.getAttribute('aria-label'))).toBe('Lordo e netto per mese, ultimi 3 mesi: in totale 3.500,00 € lordi, 2.800,00 € netti.');
    expect(chartProps.last).toMatchObject({ labels: ['gen 26', 'feb 26', 'mar 26'], gross: [2000, 0, 1500], net: [1600, 0, 1200] });

    const table = screen.getByRole('table', { name: /Lordo e netto per mese/ });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => spaces(row.textContent));
    expect(rows).toEqual(['MeseLordoNetto', 'gennaio 20262.000,00 €1.600,00 €', 'febbraio 20260,00 €0,00 €', 'marzo 20261.500,00 €1.200,00 €']);
  });

  it('draws nothing when there is nothing to draw, and says why', async () => {
    renderCard(buildWallet({ monthly: [{ month: '2026-03', gross: 0, net: 0 }] }));
    expect(await screen.findByText('Nessun pagamento negli ultimi 12 mesi: il grafico comparirà con la tua prima ricompensa.')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(chartProps.last).toBeNull();
  });

  it('writes the axis in euro, thousands with k', () => {
    expect([0, 500, 1500, 12000].map(formatEuroTick)).toEqual(['0 €', '500 €', '1,5k €', '12k €']);
  });
});
