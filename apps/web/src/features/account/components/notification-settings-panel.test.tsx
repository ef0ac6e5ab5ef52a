import { NOTIFICATION_SETTINGS_BY_USER_TYPE, type UserType } from '@bb/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { NotificationSettingsPanel } from './notification-settings-panel.tsx';

const LABELS: Record<string, string> = {
  programApproved: 'Programma approvato',
  programCreated: 'Nuovo programma',
  reportUpdate: 'Aggiornamenti dei report',
  reportReceived: 'Nuovo report',
  reportFinalized: 'Report concluso',
  invitationReceived: 'Inviti ricevuti',
  invitationUpdate: 'Risposte agli inviti',
};

function settingsFor(userType: UserType) {
  return Object.fromEntries(NOTIFICATION_SETTINGS_BY_USER_TYPE[userType].map((key) => [key, true]));
}

afterEach(() => vi.unstubAllGlobals());

describe('notification switches', () => {
  it.each(['hacker', 'company', 'staff', 'superadmin'] as const)('shows only the switches of a %s', async (userType) => {
    // Even if the API sent more, the panel offers only the user's type's switches.
    const everything = Object.fromEntries(Object.keys(LABELS).map((key) => [key, false]));
    const { fetchMock } = mockFetch({ 'GET /api/users/me/notification-settings': () => ({ body: { ...everything, ...settingsFor(userType) } }) });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<NotificationSettingsPanel user={{ userType }} />);

    const offered = NOTIFICATION_SETTINGS_BY_USER_TYPE[userType];
    expect(await screen.findAllByRole('switch')).toHaveLength(offered.length);
    for (const [key, label] of Object.entries(LABELS)) {
      if (offered.includes(key as never)) expect(screen.getByRole('switch', { name: new RegExp(label) })).toBeChecked();
      else expect(screen.queryByRole('switch', { name: new RegExp(`^${label}`) })).not.toBeInTheDocument();
    }
  });

  it('saves a toggle at once and confirms it', async () => {
    const { fetchMock, calls } = mockFetch({
      'GET /api/users/me/notification-settings': () => ({ body: settingsFor('hacker') }),
      'PATCH /api/users/me/notification-settings': (init) => ({ body: { ...settingsFor('hacker'), ...JSON.parse(String(init?.body)) } }),
    });
    vi.stubGlobal('fetch', fetchMock);
    document.cookie = 'bb_csrf=t; path=/';
    renderWithProviders(<NotificationSettingsPanel user={{ userType: 'hacker' }} />);
    const toggle = await screen.findByRole('switch', { name: /Report concluso/ });
    await userEvent.click(toggle);
    expect(toggle).not.toBeChecked();
    expect(await screen.findByText('Preferenze aggiornate')).toBeInTheDocument();
    const patch = calls.find((call) => call.init?.method === 'PATCH');
    expect(JSON.parse(String(patch?.init?.body))).toEqual({ reportFinalized: false });
  });

  it('moves the switch back and says so when saving fails', async () => {
    const { fetchMock } = mockFetch({
      'GET /api/users/me/notification-settings': () => ({ body: settingsFor('company') }),
      'PATCH /api/users/me/notification-settings': () => ({ status: 500, body: { code: 'INTERNAL_ERROR', message: '' } }),
    });
    vi.stubGlobal('fetch', fetchMock);
    document.cookie = 'bb_csrf=t; path=/';
    renderWithProviders(<NotificationSettingsPanel user={{ userType: 'company' }} />);
    const toggle = await screen.findByRole('switch', { name: /Nuovo report/ });
    await userEvent.click(toggle);
    expect(await screen.findByText('Non è stato possibile aggiornare le preferenze, riprova più tardi')).toBeInTheDocument();
    await waitFor(() => expect(toggle).toBeChecked());
  });
});
