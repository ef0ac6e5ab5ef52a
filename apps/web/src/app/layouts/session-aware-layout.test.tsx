import type { LeaderboardRow, User } from '@bb/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LeaderboardPage } from '../../features/hacker-profile/components/leaderboard-page.tsx';
import { HallOfFamePage } from '../../features/programs/components/hall-of-fame/hall-of-fame-page.tsx';
import { buildUser, mockFetch, renderWithProviders } from '../../test/render.tsx';
import { SessionAwareLayout } from './session-aware-layout.tsx';

afterEach(() => vi.unstubAllGlobals());

const VISITOR = null;
const hackerId = (n: number) => `5a1c2b3d-0000-4000-8000-${String(n).padStart(12, '0')}`;
const leaderboardRows = (count: number): LeaderboardRow[] =>
  Array.from({ length: count }, (_, i) => ({ position: i + 1, hacker: { id: hackerId(i + 1), username: `hacker${i + 1}`, picture: null }, points: 900 - i }));
const hallOfFameRows = [{ position: 1, hackerId: hackerId(1), name: 'hacker1', score: 500 }];

/** The public pages that also sit in the signed-in sidebar, mounted as the router mounts them. */
function renderPublicPage(route: '/leaderboard' | '/hall-of-fame', user: User | null) {
  const { fetchMock } = mockFetch({
    'GET /api/users/session': () => ({ body: { user } }),
    'GET /api/leaderboard': () => ({ body: { count: 2, results: leaderboardRows(2) } }),
    'GET /api/programs/hall-of-fame': () => ({ body: { count: 1, results: hallOfFameRows } }),
  });
  vi.stubGlobal('fetch', fetchMock);
  renderWithProviders(
    <Routes>
      <Route element={<SessionAwareLayout />}>
        <Route path="/leaderboard" element={<LeaderboardPage />} />
        <Route path="/hall-of-fame" element={<HallOfFamePage />} />
      </Route>
    </Routes>,
    { route },
  );
}

describe('leaderboard in the session-aware layout', () => {
  it('is open to visitors under the public header, names without profile links', async () => {
    renderPublicPage('/leaderboard', VISITOR);
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
    renderPublicPage('/leaderboard', buildUser({ userType: 'company' }));
    const link = await screen.findByRole('link', { name: /hacker1/ });
    expect(link).toHaveAttribute('href', `/company/hackers/${hackerId(1)}`);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener');
    const sidebar = screen.getByRole('navigation', { name: 'Navigazione principale' });
    await waitFor(() => expect(within(sidebar).getByRole('link', { name: 'Classifica' })).toHaveAttribute('aria-current', 'page'));
  });
});

describe('platform hall of fame in the session-aware layout', () => {
  it('is open to visitors under the public header, with a way to sign in', async () => {
    renderPublicPage('/hall-of-fame', VISITOR);
    expect(await screen.findByRole('heading', { name: 'Hall of Fame', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText('hacker1')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Accedi' })).toHaveAttribute('href', '/auth/login?next=%2Fhall-of-fame');
    expect(screen.queryByRole('navigation', { name: 'Navigazione principale' })).not.toBeInTheDocument();
  });

  it("sits in the app's shell for a signed-in user, its sidebar entry current", async () => {
    renderPublicPage('/hall-of-fame', buildUser({ userType: 'hacker' }));
    expect(await screen.findByText('hacker1')).toBeInTheDocument();
    const sidebar = screen.getByRole('navigation', { name: 'Navigazione principale' });
    await waitFor(() => expect(within(sidebar).getByRole('link', { name: 'Hall of Fame' })).toHaveAttribute('aria-current', 'page'));
    expect(within(sidebar).getByRole('link', { name: 'Programmi' })).toHaveAttribute('href', '/programs');
    expect(screen.queryByRole('link', { name: 'Accedi' })).not.toBeInTheDocument();
  });
});
