import type { LeaderboardRow } from '@bb/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { LeaderboardPage } from './leaderboard-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const hackerId = (n: number) => `5a1c2b3d-0000-4000-8000-${String(n).padStart(12, '0')}`;
const rows = (count: number, offset = 0): LeaderboardRow[] =>
  Array.from({ length: count }, (_, i) => ({
    position: offset + i + 1,
    hacker: { id: hackerId(offset + i + 1), username: `hacker${offset + i + 1}`, picture: null },
    points: 900 - offset - i,
  }));

/** The page as a visitor sees it (the public frame and the signed-in shell are tested with SessionAwareLayout in app/). */
function renderLeaderboard(leaderboard: (page: number) => { count: number; results: LeaderboardRow[] }) {
  const { fetchMock, calls } = mockFetch({
    'GET /api/leaderboard': (_init, url) => ({ body: leaderboard(Number(new URL(url, 'http://x').searchParams.get('page'))) }),
  });
  vi.stubGlobal('fetch', fetchMock);
  renderWithProviders(<LeaderboardPage />, { route: '/leaderboard' });
  return calls;
}

describe('leaderboard page', () => {
  it('pages through the ranking by 10', async () => {
    const calls = renderLeaderboard((page) => ({ count: 12, results: page === 1 ? rows(10) : rows(2, 10) }));
    expect(await screen.findByText('hacker10')).toBeInTheDocument();
    expect(screen.getByText('12 hacker in classifica')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '2' }));
    expect(await screen.findByText('hacker12')).toBeInTheDocument();
    expect(screen.queryByText('hacker10')).not.toBeInTheDocument();
    const last = calls.filter((call) => call.url.includes('/api/leaderboard')).at(-1);
    expect(last?.url).toContain('page=2');
    expect(last?.url).toContain('size=10');
  });

  it('says so when nobody is ranked yet', async () => {
    renderLeaderboard(() => ({ count: 0, results: [] }));
    expect(await screen.findByText('Nessun hacker in classifica')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
