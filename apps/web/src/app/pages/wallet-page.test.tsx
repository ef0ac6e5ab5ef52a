import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildUser, mockFetch, renderWithProviders } from '../../test/render.tsx';
import { WalletRoute } from './wallet-page.tsx';

const COMPANY_ID = '7d3c1a52-5a0e-4f8e-9b55-1f2e3d4c5b6a';
const EMPTY_WALLET = { earned: 0, paid: 0, pending: 0, withheld: 0, actionRequired: 0, nextDueDate: null, monthly: [] };

function renderWallet(user: ReturnType<typeof buildUser>) {
  const { fetchMock, calls } = mockFetch({
    'GET /api/payments/wallet': () => ({ body: EMPTY_WALLET }),
    'GET /api/payments/intents': () => ({ body: { count: 0, results: [] } }),
  });
  vi.stubGlobal('fetch', fetchMock);
  renderWithProviders(
    <Routes>
      <Route path="/wallet" element={<WalletRoute />} />
      <Route path="/dashboard" element={<p>dashboard</p>} />
    </Routes>,
    { user, route: '/wallet' },
  );
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe('/wallet', () => {
  it("is a hacker's rewards and withdrawals", async () => {
    const calls = renderWallet(buildUser({ userType: 'hacker' }));
    expect(await screen.findByRole('tab', { name: 'Ricompense' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Pagamenti effettuati' })).toBeInTheDocument();
    await waitFor(() => expect(calls.some((call) => call.url === '/api/payments/wallet')).toBe(true));
  });

  it("is a company's balance and movements, with no call to the hacker payments", async () => {
    const calls = renderWallet(buildUser({ userType: 'company', permissions: { companyRoles: [{ companyId: COMPANY_ID, role: 'ADMIN' }] } }));
    expect(await screen.findByText('Il saldo della tua azienda, i movimenti e i bonifici ricevuti.')).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Ricompense' })).not.toBeInTheDocument();
    expect(calls.some((call) => call.url.startsWith('/api/payments/'))).toBe(false);
  });

  it('sends staff to their dashboard', async () => {
    renderWallet(buildUser({ userType: 'staff' }));
    expect(await screen.findByText('dashboard')).toBeInTheDocument();
  });
});
