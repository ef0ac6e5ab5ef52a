import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildUser, mockFetch, renderWithProviders } from '../../../../test/render.tsx';
import { HackerDashboard } from './hacker-dashboard.tsx';

const hacker = buildUser({ userType: 'hacker' });
const completion = { kycCompleted: true, taxRegimeConfigured: false, ibanConfigured: false, progressPercentage: 33 };

afterEach(() => vi.unstubAllGlobals());

describe('hacker dashboard', () => {
  it("shows the hacker's rank, score, bugs resolved and effectiveness from the stats, and the checklist", async () => {
    const { fetchMock, calls } = mockFetch({
      [`GET /api/profile/${hacker.id}/stats`]: () => ({ body: { rank: 12, points: 340, reportsSent: 5, reportsAccepted: 4, effectiveness: 80 } }),
      'GET /api/profile/completion': () => ({ body: completion }),
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<HackerDashboard user={hacker} />, { user: hacker });
    expect(await screen.findByTestId('hacker-rank')).toHaveTextContent('12°');
    expect(screen.getByTestId('hacker-points')).toHaveTextContent('340');
    expect(screen.getByTestId('hacker-bugs-resolved')).toHaveTextContent('4');
    expect(screen.getByTestId('hacker-effectiveness')).toHaveTextContent('80%');
    expect(await screen.findByRole('progressbar', { name: 'Completamento: 33%' })).toBeInTheDocument();
    expect(calls.some((call) => call.url.endsWith(`/api/profile/${hacker.id}/stats`))).toBe(true);
  });

  it('says when the hacker is not ranked yet, and when the checklist cannot be loaded', async () => {
    const { fetchMock } = mockFetch({
      [`GET /api/profile/${hacker.id}/stats`]: () => ({ body: { rank: null, points: 0, reportsSent: 0, reportsAccepted: 0, effectiveness: null } }),
      'GET /api/profile/completion': () => ({ status: 500, body: { code: 'INTERNAL_ERROR', message: '' } }),
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<HackerDashboard user={hacker} />, { user: hacker });
    expect(await screen.findByTestId('hacker-rank')).toHaveTextContent('Non ancora in classifica');
    expect(screen.getByTestId('hacker-effectiveness')).toHaveTextContent('—');
    expect(await screen.findByText('Impossibile caricare il completamento del profilo.')).toBeInTheDocument();
  });
});
