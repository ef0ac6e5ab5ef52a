import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildPublicProfile, HACKER_ID, NO_STATS } from '../../features/hacker-profile/components/test-fixtures.ts';
import { hackerProfilePath } from '../../lib/paths.ts';
import { buildUser, mockFetch, renderWithProviders } from '../../test/render.tsx';
import { HackerProfileRoute } from './hacker-profile-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const PROFILE = `/api/profile/${HACKER_ID}`;

function renderProfile(route: string, viewer: 'staff' | 'superadmin', answers: { profile?: () => { body: unknown } } = {}) {
  const { fetchMock, calls } = mockFetch({
    [`GET ${PROFILE}`]: answers.profile ?? (() => ({ body: buildPublicProfile() })),
    [`GET ${PROFILE}/stats`]: () => ({ body: NO_STATS }),
    [`GET ${PROFILE}/hacktivity`]: () => ({ body: { count: 0, results: [] } }),
    [`POST /api/users/${HACKER_ID}/block`]: () => ({ body: {} }),
  });
  vi.stubGlobal('fetch', fetchMock);
  renderWithProviders(
    <Routes>
      <Route path="/staff/hackers/:hackerId" element={<HackerProfileRoute />} />
    </Routes>,
    { route, user: buildUser({ userType: viewer }) },
  );
  return calls;
}

describe('blocking a hacker from the public profile', () => {
  it('lets a super admin block the hacker after confirming', async () => {
    const calls = renderProfile(hackerProfilePath('superadmin', HACKER_ID), 'superadmin');
    await userEvent.click(await screen.findByRole('button', { name: 'Blocca neo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bloccare neo?' });
    expect(calls.some((call) => call.init?.method === 'POST')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Blocca' }));
    await waitFor(() => expect(calls.some((call) => call.init?.method === 'POST' && call.url.endsWith(`/api/users/${HACKER_ID}/block`))).toBe(true));
    // The profile is read again, so the blocked flag shows.
    await waitFor(() => expect(calls.filter((call) => call.url.endsWith(PROFILE))).toHaveLength(2));
  });

  it('offers unblocking a blocked hacker to a super admin, and nothing to staff', async () => {
    renderProfile(hackerProfilePath('superadmin', HACKER_ID), 'superadmin', { profile: () => ({ body: buildPublicProfile({ isBlocked: true }) }) });
    expect(await screen.findByRole('button', { name: 'Sblocca neo' })).toBeInTheDocument();
    expect(screen.getByText('Account bloccato')).toBeInTheDocument();
  });

  it('shows no block button to staff', async () => {
    renderProfile(hackerProfilePath('staff', HACKER_ID), 'staff');
    expect(await screen.findByRole('heading', { name: 'Profilo di neo', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Blocca/ })).not.toBeInTheDocument();
  });
});
