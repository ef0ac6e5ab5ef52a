import type { ProgramResponseTimes, ResponseTime } from '@bb/domain';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildUser, mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { ResponseTimesCard } from './response-times-card.tsx';
import { PROGRAM_ID } from './test-fixtures.ts';

const notMeasured = (target: ResponseTime['target'], targetDays: number): ResponseTime => ({
  target,
  targetDays,
  medianHours: null,
  p90Hours: null,
  measured: 0,
  onTime: 0,
});

function responseTimes(targets: ResponseTime[]): ProgramResponseTimes {
  return { programId: PROGRAM_ID, windowDays: 90, targets };
}

function renderCard(body: ProgramResponseTimes | { status: number; body: unknown }) {
  const answer = 'programId' in body ? { body } : body;
  vi.stubGlobal('fetch', mockFetch({ [`GET /api/programs/${PROGRAM_ID}/response-times`]: () => answer }).fetchMock);
  renderWithProviders(<ResponseTimesCard programId={PROGRAM_ID} />, { user: buildUser() });
}

afterEach(() => vi.unstubAllGlobals());

describe('the response times card', () => {
  it('shows each target with its median, 90th percentile, target in business days and share on time', async () => {
    renderCard(
      responseTimes([
        { target: 'firstResponse', targetDays: 2, medianHours: 5, p90Hours: 30, measured: 10, onTime: 8 },
        { target: 'triage', targetDays: 5, medianHours: 1, p90Hours: 1, measured: 1, onTime: 1 },
        { target: 'bounty', targetDays: 14, medianHours: 96, p90Hours: 240, measured: 4, onTime: 3 },
        notMeasured('resolution', 90),
      ]),
    );
    const card = await screen.findByRole('region', { name: 'Tempi di risposta' });
    const first = await within(card).findByTestId('response-firstResponse');
    expect(card).toHaveTextContent('Ultimi 90 giorni');
    expect(within(first).getByRole('heading', { name: 'Prima risposta' })).toBeInTheDocument();
    expect(first).toHaveTextContent('Obiettivo2 giorni lavorativi');
    expect(first).toHaveTextContent('Medianaentro 5 ore');
    expect(first).toHaveTextContent('90° percentileentro 30 ore');
    expect(first).toHaveTextContent('In tempo80% (8 su 10 report misurati)');
    expect(screen.getByTestId('response-triage')).toHaveTextContent('Medianaentro 1 ora');
    expect(screen.getByTestId('response-triage')).toHaveTextContent('100% (1 su 1 report misurato)');
    expect(screen.getByTestId('response-bounty')).toHaveTextContent('Medianaentro 4 giorni');
    expect(screen.getByTestId('response-bounty')).toHaveTextContent('90° percentileentro 10 giorni');
    const resolution = screen.getByTestId('response-resolution');
    expect(resolution).toHaveTextContent('Obiettivo90 giorni lavorativi');
    expect(resolution).toHaveTextContent('Nessuna misura nel periodo');
    expect(screen.queryByTestId('response-times-empty')).not.toBeInTheDocument();
  });

  it('says honestly when nothing was measured in the last 90 days, and still shows the targets', async () => {
    renderCard(responseTimes([notMeasured('firstResponse', 2), notMeasured('triage', 5), notMeasured('bounty', 21), notMeasured('resolution', 90)]));
    expect(await screen.findByTestId('response-times-empty')).toHaveTextContent('Nessun report misurato negli ultimi 90 giorni');
    expect(screen.getByTestId('response-bounty')).toHaveTextContent('21 giorni lavorativi');
    expect(screen.queryByText('Mediana')).not.toBeInTheDocument();
  });

  it('says when the times could not be loaded', async () => {
    renderCard({ status: 500, body: { code: 'INTERNAL_ERROR', message: '' } });
    expect(await screen.findByText('Non è stato possibile caricare i tempi di risposta.')).toBeInTheDocument();
  });
});
