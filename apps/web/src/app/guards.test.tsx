import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildUser, mockFetch, renderWithProviders } from '../test/render.tsx';
import { RequireAuth } from './guards.tsx';

afterEach(() => vi.unstubAllGlobals());

function renderAt(route: string) {
  return renderWithProviders(
    <Routes>
      <Route element={<RequireAuth />}>
        <Route path="/dashboard" element={<p>dashboard-page</p>} />
        <Route path="/account/two-factor" element={<p>enrolment-page</p>} />
      </Route>
      <Route path="/auth/login" element={<p>login-page</p>} />
    </Routes>,
    { route },
  );
}

describe('route guard', () => {
  it('sends anonymous visitors to the login page', async () => {
    vi.stubGlobal('fetch', mockFetch({ 'GET /api/users/session': () => ({ body: { user: null } }) }).fetchMock);
    renderAt('/dashboard');
    expect(await screen.findByText('login-page')).toBeInTheDocument();
  });

  it('keeps a user who must enrol in two-factor on the enrolment screen', async () => {
    vi.stubGlobal(
      'fetch',
      mockFetch({ 'GET /api/users/session': () => ({ body: { user: buildUser({ userType: 'superadmin', otpEnrollmentRequired: true }) } }) }).fetchMock,
    );
    renderAt('/dashboard');
    expect(await screen.findByText('enrolment-page')).toBeInTheDocument();
  });

  it('lets a signed-in user through', async () => {
    vi.stubGlobal('fetch', mockFetch({ 'GET /api/users/session': () => ({ body: { user: buildUser() } }) }).fetchMock);
    renderAt('/dashboard');
    expect(await screen.findByText('dashboard-page')).toBeInTheDocument();
  });
});
