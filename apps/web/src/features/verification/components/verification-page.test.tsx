import { KYC_STATUSES, type KycStatus, type VerificationProviderName } from '@bb/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildUser, mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { VerificationPage } from './verification-page.tsx';

// Sumsub's SDK opens an iframe on Sumsub's servers: a stand-in shows which token it was given.
vi.mock('@sumsub/websdk-react', () => ({
  default: ({ accessToken }: { accessToken: string }) => <div data-testid="sumsub-sdk" data-token={accessToken} />,
}));

const STARTABLE: Record<KycStatus, boolean> = { not_started: true, init: true, pending: false, approved: false, retry: true, rejected: false };

/** The API: a status that the sandbox outcome moves, a token for the given provider. */
function verificationApi(initial: KycStatus, provider: VerificationProviderName) {
  let status = initial;
  const outcomes: Record<string, KycStatus> = { approve: 'approved', retry: 'retry', reject: 'rejected' };
  return mockFetch({
    'GET /api/verification/status': () => ({ body: { verificationStatus: status, provider } }),
    'POST /api/verification/sumsub/token': () => ({
      body: { verificationStatus: status, provider, token: `${provider}-token-1`, expiresAt: '2030-01-01T00:00:00.000Z' },
    }),
    'POST /api/verification/sandbox/complete': (init) => {
      const { outcome } = JSON.parse(String(init?.body)) as { outcome: string };
      status = outcomes[outcome] ?? status;
      return { body: { verificationStatus: status, provider } };
    },
  });
}

function statusReads(calls: { url: string; init: RequestInit | undefined }[]) {
  return calls.filter((call) => call.url.endsWith('/api/verification/status') && (call.init?.method ?? 'GET') === 'GET').length;
}

const renderPage = () => renderWithProviders(<VerificationPage />, { user: buildUser({ userType: 'hacker' }), route: '/verification' });

beforeEach(() => {
  document.cookie = 'bb_csrf=t; path=/';
});
afterEach(() => vi.unstubAllGlobals());

describe('identity verification screen', () => {
  it.each(KYC_STATUSES)('with status %s shows its badge and offers the start button only when startable', async (status) => {
    const { fetchMock } = verificationApi(status, 'sandbox');
    vi.stubGlobal('fetch', fetchMock);
    renderPage();
    const badge = await screen.findByTestId('verification-status');
    expect(badge).toBeInTheDocument();
    const start = screen.queryByRole('button', { name: /Avvia/ });
    if (STARTABLE[status]) expect(start).toBeInTheDocument();
    else expect(start).not.toBeInTheDocument();
  });

  it('names pending "In attesa" and approved "Accettata"', async () => {
    vi.stubGlobal('fetch', verificationApi('pending', 'sandbox').fetchMock);
    const { unmount } = renderPage();
    expect(await screen.findByTestId('verification-status')).toHaveTextContent('In attesa');
    unmount();
    vi.stubGlobal('fetch', verificationApi('approved', 'sandbox').fetchMock);
    renderPage();
    expect(await screen.findByTestId('verification-status')).toHaveTextContent('Accettata');
  });

  it('opens the marked sandbox panel, sends the chosen outcome, closes and reads the status again', async () => {
    const { fetchMock, calls } = verificationApi('not_started', 'sandbox');
    vi.stubGlobal('fetch', fetchMock);
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Avvia verifica' }));

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Ambiente di prova — nessun documento reale')).toBeInTheDocument();
    expect(screen.queryByTestId('sumsub-sdk')).not.toBeInTheDocument();
    const readsBefore = statusReads(calls);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approva' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const complete = calls.find((call) => call.url.endsWith('/api/verification/sandbox/complete'));
    expect(JSON.parse(String(complete?.init?.body))).toEqual({ outcome: 'approve' });
    await waitFor(() => expect(statusReads(calls)).toBeGreaterThan(readsBefore));
    expect(screen.getByTestId('verification-status')).toHaveTextContent('Accettata');
    expect(screen.queryByRole('button', { name: /Avvia/ })).not.toBeInTheDocument();
  });

  it('after "Chiedi di riprovare" offers to start again', async () => {
    vi.stubGlobal('fetch', verificationApi('init', 'sandbox').fetchMock);
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Avvia verifica' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Chiedi di riprovare' }));
    await waitFor(() => expect(screen.getByTestId('verification-status')).toHaveTextContent('Da ripetere'));
    expect(screen.getByRole('button', { name: 'Avvia di nuovo la verifica' })).toBeInTheDocument();
  });

  it("mounts Sumsub's WebSDK with the token when the provider is sumsub, and closing it refetches the status", async () => {
    const { fetchMock, calls } = verificationApi('not_started', 'sumsub');
    vi.stubGlobal('fetch', fetchMock);
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Avvia verifica' }));

    expect(await screen.findByTestId('sumsub-sdk')).toHaveAttribute('data-token', 'sumsub-token-1');
    expect(screen.queryByText('Ambiente di prova — nessun documento reale')).not.toBeInTheDocument();
    const readsBefore = statusReads(calls);
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Chiudi' }));

    await waitFor(() => expect(screen.queryByTestId('sumsub-sdk')).not.toBeInTheDocument());
    await waitFor(() => expect(statusReads(calls)).toBeGreaterThan(readsBefore));
  });

  it('sends other users back to their dashboard without asking for a status', () => {
    const { fetchMock, calls } = verificationApi('not_started', 'sandbox');
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<VerificationPage />, { user: buildUser({ userType: 'company' }), route: '/verification' });
    expect(screen.queryByRole('heading', { name: 'Verifica identità' })).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('says so when the status cannot be loaded', async () => {
    vi.stubGlobal('fetch', mockFetch({ 'GET /api/verification/status': () => ({ status: 500, body: { code: 'INTERNAL_ERROR', message: '' } }) }).fetchMock);
    renderPage();
    expect(await screen.findByText('Impossibile caricare lo stato della verifica.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Riprova' })).toBeInTheDocument();
  });
});
