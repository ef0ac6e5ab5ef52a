import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildUser, mockFetch, renderWithProviders } from '../../../../test/render.tsx';
import { buildCompanyStats, EMPTY_TREND, NO_REPORTS, PROGRAM_ID } from '../test-fixtures.ts';
import { CompanyStatsSection } from './company-stats.tsx';

vi.mock('../../../../components/charts/line-chart.tsx', () => ({
  LineChart: (props: { label: string; description: string }) => <div role="img" aria-label={props.description} data-series={props.label} />,
}));

const spaces = (text: string | null) => (text ?? '').replace(/\s+/g, ' ');

function renderSection(stats = buildCompanyStats()) {
  vi.stubGlobal('fetch', mockFetch({ 'GET /api/stats/dashboard': () => ({ body: stats }) }).fetchMock);
  renderWithProviders(<CompanyStatsSection />, { user: buildUser({ userType: 'company' }) });
}

afterEach(() => vi.unstubAllGlobals());

describe('company dashboard figures', () => {
  it('leaves pending and received reports and the effectiveness to the Reports card above: no second row of them', async () => {
    renderSection();
    expect(await screen.findByRole('img')).toBeInTheDocument();
    for (const name of ['Report in attesa', 'Efficacia']) expect(screen.queryByText(name)).not.toBeInTheDocument();
  });

  it('shows the total of the rewards paid, and says when there is none yet', async () => {
    renderSection();
    expect(await screen.findByTestId('company-total-rewards')).toHaveTextContent('4.250,50 €');
    expect(screen.getByText('3 ricompense pagate agli hacker')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Vedi i report ricompensati' })).toHaveAttribute('href', '/reports?status=rewarded');
  });

  it('says so when no reward was paid yet', async () => {
    renderSection(buildCompanyStats({ rewards: { amount: 0, count: 0 } }));
    expect(await screen.findByText('Nessuna ricompensa pagata finora.')).toBeInTheDocument();
    expect(screen.queryByTestId('company-total-rewards')).not.toBeInTheDocument();
  });

  it('switches the trend between rewards paid and reports received', async () => {
    renderSection();
    expect(spaces((await screen.findByRole('img')).getAttribute('aria-label'))).toBe('Ultimi 366 giorni: 750,50 € in totale, ricompense: 1.');
    await userEvent.click(screen.getByRole('radio', { name: 'Report ricevuti' }));
    expect(screen.getByRole('heading', { name: 'Andamento dei report ricevuti' })).toBeInTheDocument();
    expect(screen.getByRole('img')).toHaveAttribute('aria-label', 'Ultimi 366 giorni, report ricevuti: 7.');
    const rows = within(screen.getByRole('table', { name: /report ricevuti: 7/ }))
      .getAllByRole('row')
      .map((row) => spaces(row.textContent));
    expect(rows).toEqual(['MeseReport ricevuti', 'febbraio 20266', 'marzo 20261']);
  });

  it('shows each program response times against the targets', async () => {
    renderSection();
    const table = await screen.findByRole('table', { name: 'Tempi di risposta di Acme web, ultimi 90 giorni' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => spaces(row.textContent));
    expect(rows).toEqual([
      'ObiettivoTempo massimoMediana90° percentileNei tempi',
      'Prima risposta1 giorno lavorativoentro 5 oreentro 21 ore9 su 101 in ritardo',
      'Presa in carico2 giorni lavorativientro 30 oreentro 3 giorni8 su 8',
      'Ricompensa5 giorni lavorativi——Nessuna misura',
      'Risoluzione10 giorni lavorativientro 5 giornientro 10 giorni2 su 31 in ritardo',
    ]);
    expect(screen.getByRole('link', { name: 'Acme web' })).toHaveAttribute('href', `/programs/${PROGRAM_ID}`);
  });

  it('shows a program with nothing measured in the window as one line with its targets, not a table of dashes', async () => {
    const stats = buildCompanyStats();
    const [program] = stats.programs;
    const quiet = {
      ...program!,
      responseTimes: {
        ...program!.responseTimes,
        targets: program!.responseTimes.targets.map((time) => ({ ...time, medianHours: null, p90Hours: null, measured: 0, onTime: 0 })),
      },
    };
    renderSection(buildCompanyStats({ programs: [quiet] }));
    const line = await screen.findByTestId(`response-times-none-${PROGRAM_ID}`);
    expect(spaces(line.textContent)).toBe(
      'Nessuna risposta misurata negli ultimi 90 giorni. Obiettivi: Prima risposta entro 1 giorno lavorativo · Presa in carico entro 2 giorni lavorativi · ' +
        'Ricompensa entro 5 giorni lavorativi · Risoluzione entro 10 giorni lavorativi.',
    );
    expect(screen.queryByRole('table', { name: /Tempi di risposta di/ })).not.toBeInTheDocument();
  });

  it('is honest before any activity', async () => {
    renderSection(buildCompanyStats({ reports: NO_REPORTS, rewardTrend: EMPTY_TREND, reportTrend: EMPTY_TREND, programs: [] }));
    expect(await screen.findByText('Ancora nessuna ricompensa pagata: il grafico comparirà con la prima.')).toBeInTheDocument();
    expect(screen.getByText('Nessun programma ancora: i tempi di risposta compariranno con il primo.')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
