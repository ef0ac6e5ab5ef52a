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
