import { act, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildUser, mockFetch, renderWithProviders } from '../../test/render.tsx';
import { AppLayout } from './app-layout.tsx';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderLayout(unread: () => number) {
  const { fetchMock, calls } = mockFetch({ 'GET /api/notifications/unread-count': () => ({ body: { unread: unread() } }) });
  vi.stubGlobal('fetch', fetchMock);
  renderWithProviders(
    <Routes>
      <Route element={<AppLayout />}>
        <Route path="/dashboard" element={<p>dashboard-page</p>} />
      </Route>
    </Routes>,
    { route: '/dashboard', user: buildUser({ userType: 'company' }) },
  );
  return calls;
}

const sidebar = () => screen.getByRole('navigation', { name: 'Navigazione principale' });

describe('the sidebar notifications entry', () => {
  it('links to the notifications with the unread count, named for a screen reader', async () => {
    renderLayout(() => 3);
    const link = await within(sidebar()).findByRole('link', { name: 'Notifiche 3 notifiche non lette' });
    expect(link).toHaveAttribute('href', '/notifications');
    expect(within(link).getByText('3')).toHaveAttribute('aria-hidden', 'true');
    // The header's bell says the same for phones, where the sidebar hides behind the burger.
    // Hidden from xs up, and jsdom's window is 1024 px wide.
    expect(screen.getByRole('link', { name: 'Notifiche: 3 non lette', hidden: true })).toHaveAttribute('href', '/notifications');
  });

  it('shows no badge while everything is read', async () => {
    const calls = renderLayout(() => 0);
    await vi.waitFor(() => expect(calls.some((call) => call.url === '/api/notifications/unread-count')).toBe(true));
    expect(await within(sidebar()).findByRole('link', { name: 'Notifiche' })).toBeInTheDocument();
    expect(screen.queryByTestId('unread-badge')).not.toBeInTheDocument();
  });

  it('asks for the count again every 30 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let unread = 1;
    renderLayout(() => unread);
    expect(await within(sidebar()).findByRole('link', { name: 'Notifiche 1 notifica non letta' })).toBeInTheDocument();
    unread = 4;
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(await within(sidebar()).findByRole('link', { name: 'Notifiche 4 notifiche non lette' })).toBeInTheDocument();
  });
});

describe("the hacker's own public profile in the sidebar", () => {
  function renderAs(userType: 'hacker' | 'company', route: string) {
    const { fetchMock } = mockFetch({ 'GET /api/notifications/unread-count': () => ({ body: { unread: 0 } }) });
    vi.stubGlobal('fetch', fetchMock);
    const user = buildUser({ userType });
    renderWithProviders(
      <Routes>
        <Route element={<AppLayout />}>
          <Route path="*" element={<p>page</p>} />
        </Route>
      </Routes>,
      { route, user },
    );
    return user;
  }

  it('links a hacker to their public profile, marked as the current page there', () => {
    const user = renderAs('hacker', '/dashboard');
    const link = within(sidebar()).getByRole('link', { name: 'Il mio profilo pubblico' });
    expect(link).toHaveAttribute('href', `/hackers/${user.id}`);
    expect(link).not.toHaveAttribute('aria-current');
  });

  it('marks it current on the profile page', () => {
    const user = buildUser({ userType: 'hacker' });
    renderAs('hacker', `/hackers/${user.id}`);
    expect(within(sidebar()).getByRole('link', { name: 'Il mio profilo pubblico' })).toHaveAttribute('aria-current', 'page');
  });

  it('is not offered to a company', () => {
    renderAs('company', '/dashboard');
    expect(within(sidebar()).queryByRole('link', { name: 'Il mio profilo pubblico' })).not.toBeInTheDocument();
  });
});
