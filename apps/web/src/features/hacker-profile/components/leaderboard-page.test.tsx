import type { LeaderboardRow } from '@bb/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionAwareLayout } from '../../../components/session-aware-layout.tsx';
import { buildUser, mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { LeaderboardPage } from './leaderboard-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const hackerId = (n: number) => `5a1c2b3d-0000-4000-8000-${String(n).padStart(12, '0')}`;
const rows = (count: number, offset = 0): LeaderboardRow[] =>
  Array.from({ length: count }, (_, i) => ({
    position: offset + i + 1,
    hacker: { id: hackerId(offset + i + 1), username: `hacker${offset + i + 1}`, picture: null },
    points: 900 - offset - i,
  }));

const UNAUTHENTICATED = { status: 401, body: { code: 'UNAUTHENTICATED', message: '' } };

function renderLeaderboard(me: { status?: number; body?: unknown }, leaderboard: (page: number) => { count: number; results: LeaderboardRow[] }) {
  const { fetchMock, calls } = mockFetch({
    'GET /api/users/me': () => me,
    'GET /api/leaderboard': (_init, url) => ({ body: leaderboard(Number(new URL(url, 'http://x').searchParams.get('page'))) }),
  });
  vi.stubGlobal('fetch', fetchMock);
  renderWithProviders(
    <Routes>
      <Route element={<SessionAwareLayout />}>
        <Route path="/leaderboard" element={<LeaderboardPage />} />
      </Route>
    </Routes>,
    { route: '/leaderboard' },
  );
  return calls;
}

describe('leaderboard page', () => {
  it('is open to visitors under the public header, names without profile links', async () => {
    renderLeaderboard(UNAUTHENTICATED, () => ({ count: 2, results: rows(2) }));
    expect(await screen.findByRole('heading', { name: 'Classifica', level: 1 })).toBeInTheDocument();
    const table = await screen.findByRole('table');
    const first = (await within(table).findAllByRole('row'))[1] as HTMLElement;
    expect(within(first).getByText('hacker1')).toBeInTheDocument();
    expect(within(first).getByText('900')).toBeInTheDocument();
    expect(within(table).queryByRole('link')).not.toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Punti' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Accedi' })).toHaveAttribute('href', '/auth/login?next=%2Fleaderboard');
    expect(screen.queryByRole('navigation', { name: 'Navigazione principale' })).not.toBeInTheDocument();
  });

  it("links each hacker to the profile on the viewer's route, in a new tab, inside the app's shell", async () => {
    renderLeaderboard({ body: buildUser({ userType: 'company' }) }, () => ({ count: 1, results: rows(1) }));
    const link = await screen.findByRole('link', { name: /hacker1/ });
    expect(link).toHaveAttribute('href', `/company/hackers/${hackerId(1)}`);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener');
    const sidebar = screen.getByRole('navigation', { name: 'Navigazione principale' });
    await waitFor(() => expect(within(sidebar).getByRole('link', { name: 'Classifica' })).toHaveAttribute('aria-current', 'page'));
  });

  it('pages through the ranking by 10', async () => {
    const calls = renderLeaderboard(UNAUTHENTICATED, (page) => ({ count: 12, results: page === 1 ? rows(10) : rows(2, 10) }));
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
    renderLeaderboard(UNAUTHENTICATED, () => ({ count: 0, results: [] }));
    expect(await screen.findByText('Nessun hacker in classifica')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
