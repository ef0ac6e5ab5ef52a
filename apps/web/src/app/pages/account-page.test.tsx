import type { UserType } from '@bb/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildUser, mockFetch, renderWithProviders } from '../../test/render.tsx';
import { AccountPage } from './account-page.tsx';
import { buildHackerProfile, buildPaymentSettings } from '../../features/hacker-account/components/test-fixtures.ts';

function renderAccount(route: string, userType: UserType = 'hacker') {
  const { fetchMock, calls } = mockFetch({
    'GET /api/profile': () => ({ body: buildHackerProfile({ profileDescription: 'Web and mobile.' }) }),
    'GET /api/payments/settings': () => ({ body: buildPaymentSettings() }),
    'GET /api/users/me/notification-settings': () => ({ body: {} }),
  });
  vi.stubGlobal('fetch', fetchMock);
  renderWithProviders(<AccountPage />, { user: buildUser({ userType }), route });
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe('the hacker account tabs', () => {
  it('opens on Profile by default, with the four hacker tabs first', async () => {
    renderAccount('/account');
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs.slice(0, 4)).toEqual(['Profilo', 'Informazioni personali', 'Pagamenti', 'Account e sicurezza']);
    expect(screen.getByRole('tab', { name: 'Profilo' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('Web and mobile.')).toBeInTheDocument();
  });

  it.each([
    ['personal', 'Informazioni personali', 'Data di nascita'],
    ['payments', 'Pagamenti', 'Nessun conto bancario inserito'],
  ])('opens ?tab=%s on its tab', async (tab, label, content) => {
    renderAccount(`/account?tab=${tab}`);
    expect(screen.getByRole('tab', { name: label })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText(content)).toBeInTheDocument();
  });

  it('switches tab when another one is chosen', async () => {
    const calls = renderAccount('/account?tab=unknown');
    expect(screen.getByRole('tab', { name: 'Profilo' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(screen.getByRole('tab', { name: 'Pagamenti' }));
    expect(await screen.findByText('Nessun regime fiscale configurato')).toBeInTheDocument();
    expect(calls.some((call) => call.url === '/api/payments/settings')).toBe(true);
  });

  it('keeps the account and security cards for hackers under their own tab', async () => {
    renderAccount('/account?tab=security');
    expect(screen.getByRole('tab', { name: 'Account e sicurezza' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('heading', { name: 'Password' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Username' })).toBeInTheDocument();
    // The Personal information tab owns the name for hackers.
    expect(screen.queryByRole('heading', { name: 'Nome e cognome' })).not.toBeInTheDocument();
  });

  it('keeps the name card in the profile tab of the other users', async () => {
    renderAccount('/account', 'company');
    expect(await screen.findByRole('heading', { name: 'Nome e cognome' })).toBeInTheDocument();
  });

  it('says when a tab could not load and tries again on request', async () => {
    let failures = 1;
    const { fetchMock } = mockFetch({
      'GET /api/payments/settings': () => (failures-- > 0 ? { status: 500, body: { code: 'INTERNAL_ERROR', message: '' } } : { body: buildPaymentSettings() }),
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<AccountPage />, { user: buildUser(), route: '/account?tab=payments' });
    expect(await screen.findByText('Non è stato possibile caricare i dati. Riprova.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByText('Nessun conto bancario inserito')).toBeInTheDocument();
  });

  it('leaves companies their own tabs, without the hacker ones', () => {
    const calls = renderAccount('/account?tab=payments', 'company');
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(['Profilo', 'Sicurezza', 'Notifiche', 'Token API', 'Codice invito']);
    expect(screen.getByRole('tab', { name: 'Profilo' })).toHaveAttribute('aria-selected', 'true');
    expect(calls.some((call) => call.url.startsWith('/api/profile'))).toBe(false);
  });

  it.each(['staff', 'superadmin'] as const)('offers %s no invite code: the referral programme pays hackers and companies', (userType) => {
    renderAccount('/account?tab=referral', userType);
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(['Profilo', 'Sicurezza', 'Notifiche', 'Token API']);
  });
});
