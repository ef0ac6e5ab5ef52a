import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderWithProviders } from '../test/render.tsx';
import { CrashBoundary } from './crash-boundary.tsx';

afterEach(() => vi.unstubAllGlobals());

function Broken(): never {
  throw new TypeError("Cannot read properties of undefined (reading 'length')");
}

describe('a screen that fails to render', () => {
  it('shows the crash page with reload and support instead of a blank app, and the next address renders again', async () => {
    vi.stubGlobal('fetch', mockFetch({ 'GET /api/platform': () => ({ body: { supportEmail: 'help@example.com', disabledFeatures: [] } }) }).fetchMock);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithProviders(
      <>
        <Link to="/dashboard">home</Link>
        <CrashBoundary>
          <Routes>
            <Route path="/payments" element={<Broken />} />
            <Route path="/dashboard" element={<p>dashboard-page</p>} />
          </Routes>
        </CrashBoundary>
      </>,
      { route: '/payments' },
    );
    expect(await screen.findByRole('heading', { name: 'Qualcosa è andato storto' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ricarica la pagina' })).toBeInTheDocument();
    await vi.waitFor(() => expect(screen.getByTestId('support-email')).toHaveAttribute('href', 'mailto:help@example.com'));
    expect(console.error).toHaveBeenCalledWith('A screen failed to render', expect.any(TypeError), expect.any(String));
    await userEvent.click(screen.getByRole('link', { name: 'home' }));
    expect(await screen.findByText('dashboard-page')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Qualcosa è andato storto' })).not.toBeInTheDocument();
  });
});
