import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { OptOutPage } from './opt-out-page.tsx';

afterEach(() => vi.unstubAllGlobals());

function renderOptOut(token: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/opt" element={<OptOutPage />} />
    </Routes>,
    { route: `/opt?token=${token}` },
  );
}

describe('the unsubscribe link', () => {
  it('names the emails and the masked address, and stops them only on the click', async () => {
    let enabled = true;
    const posted: unknown[] = [];
    const { fetchMock } = mockFetch({
      'GET /api/opt': (_init, url) => {
        expect(new URL(url, 'http://x').searchParams.get('token')).toBe('signed.token');
        return { body: { kind: 'programCreated', enabled, emailMasked: 'm***i@example.com' } };
      },
      'POST /api/opt': (init) => {
        posted.push(JSON.parse(String(init?.body)));
        enabled = false;
        return { body: { kind: 'programCreated', enabled, emailMasked: 'm***i@example.com' } };
      },
    });
    vi.stubGlobal('fetch', fetchMock);
    document.cookie = 'bb_csrf=t; path=/';
    renderOptOut('signed.token');
    expect(await screen.findByRole('heading', { name: 'Non ricevere più queste email' })).toBeInTheDocument();
    expect(screen.getByText(/m\*\*\*i@example\.com/)).toBeInTheDocument();
    expect(posted).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Disattiva queste email' }));
    expect(await screen.findByRole('heading', { name: 'Email disattivate' })).toBeInTheDocument();
    expect(posted).toEqual([{ token: 'signed.token' }]);
    expect(screen.getByRole('link', { name: 'Impostazioni delle notifiche' })).toHaveAttribute('href', '/account?tab=notifications');
  });

  it('says an altered or expired link is not valid, with the way to the settings and to support', async () => {
    const { fetchMock } = mockFetch({
      'GET /api/opt': () => ({ status: 400, body: { code: 'OPT_OUT_LINK_INVALID', message: 'invalid' } }),
    });
    vi.stubGlobal('fetch', fetchMock);
    renderOptOut('forged');
    expect(await screen.findByRole('heading', { name: 'Link non valido o scaduto' })).toBeInTheDocument();
    expect(screen.getByTestId('support-email')).toBeInTheDocument();
  });
});
