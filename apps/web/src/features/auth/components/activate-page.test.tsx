import { screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { ActivatePage } from './activate-page.tsx';

afterEach(() => vi.unstubAllGlobals());

function renderActivation(code: string) {
  return renderWithProviders(
    <StrictMode>
      <Routes>
        <Route path="/auth/activate" element={<ActivatePage />} />
      </Routes>
    </StrictMode>,
    { route: `/auth/activate?code=${code}` },
  );
}

describe('account activation', () => {
  it('sends the code once, as a POST (following the link changes nothing by itself), and says it worked', async () => {
    const bodies: unknown[] = [];
    const { fetchMock, calls } = mockFetch({
      'POST /api/users/activate': (init) => {
        bodies.push(JSON.parse(String(init?.body)));
        return { body: { ok: true } };
      },
    });
    vi.stubGlobal('fetch', fetchMock);
    document.cookie = 'bb_csrf=t; path=/';
    renderActivation('abc-123');
    expect(await screen.findByRole('heading', { name: 'Account attivato' })).toBeInTheDocument();
    expect(bodies).toEqual([{ code: 'abc-123' }]);
    expect(calls.filter((call) => call.url.startsWith('/api/users/activate') && (call.init?.method ?? 'GET') === 'GET')).toEqual([]);
  });

  it('says the link no longer works when the code was used or expired', async () => {
    const { fetchMock } = mockFetch({
      'POST /api/users/activate': () => ({ status: 400, body: { code: 'REQUEST_EXPIRED', message: 'expired' } }),
    });
    vi.stubGlobal('fetch', fetchMock);
    document.cookie = 'bb_csrf=t; path=/';
    renderActivation('used');
    expect(await screen.findByRole('heading', { name: "Impossibile attivare l'account" })).toBeInTheDocument();
  });
});
