import type { CompanyRole, Webhook, WebhookDelivery } from '@bb/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildUser, mockFetch, renderWithProviders } from '../../../../test/render.tsx';
import { WebhooksPage } from './webhooks-page.tsx';

const COMPANY_ID = '3c1f0a2b-0000-4000-8000-000000000001';
const WEBHOOK_ID = '3c1f0a2b-0000-4000-8000-000000000002';
const member = (role: CompanyRole = 'ADMIN') => buildUser({ userType: 'company', permissions: { companyRoles: [{ companyId: COMPANY_ID, role }] } });

const webhook = (overrides: Partial<Webhook> = {}): Webhook => ({
  id: WEBHOOK_ID,
  companyId: COMPANY_ID,
  url: 'https://hooks.example.com/bb',
  events: ['report.created'],
  description: 'Tracker',
  active: true,
  disabledReason: null,
  disabledAt: null,
  consecutiveFailures: 0,
  previousSecretUntil: null,
  createdAt: '2026-01-10T10:00:00.000Z',
  ...overrides,
});

const delivery: WebhookDelivery = {
  id: '3c1f0a2b-0000-4000-8000-000000000003',
  event: 'ping',
  status: 'delivered',
  attempts: 1,
  responseStatus: 200,
  responseMs: 12,
  error: null,
  nextAttemptAt: null,
  createdAt: '2026-01-10T10:01:00.000Z',
  lastAttemptAt: '2026-01-10T10:01:00.000Z',
};

function setup(role: CompanyRole = 'ADMIN', stored: Webhook[] = []) {
  let store = [...stored];
  const log: WebhookDelivery[] = [];
  const { fetchMock, calls } = mockFetch({
    'GET /api/integrations/webhooks': () => ({ body: { results: store } }),
    'POST /api/integrations/webhooks': (init) => {
      const created = webhook(JSON.parse(String(init?.body)) as Partial<Webhook>);
      store = [created];
      return { status: 201, body: { ...created, secret: 'whsec_shown_once' } };
    },
    [`POST /api/integrations/webhooks/${WEBHOOK_ID}/test`]: () => {
      log.unshift(delivery);
      return { body: delivery };
    },
    [`GET /api/integrations/webhooks/${WEBHOOK_ID}/deliveries`]: () => ({ body: { results: log, count: log.length } }),
  });
  vi.stubGlobal('fetch', fetchMock);
  renderWithProviders(<WebhooksPage />, { user: member(role), route: '/integrations' });
  return { calls };
}

afterEach(() => vi.unstubAllGlobals());

describe('WebhooksPage', () => {
  it('creates a webhook with the chosen events, shows its secret once, sends a test and shows it in the log', async () => {
    const user = userEvent.setup();
    const { calls } = setup();
    expect(await screen.findByText('Nessun webhook.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Aggiungi webhook' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/URL dell'endpoint/), 'https://hooks.example.com/bb');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Report creato' }));
    // A company is not offered the platform-only payment events.
    expect(within(dialog).queryByRole('checkbox', { name: 'Stato del pagamento cambiato' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Aggiungi webhook' }));
    expect(await within(dialog).findByTestId('webhook-secret')).toHaveTextContent('whsec_shown_once');
    const post = calls.find((call) => call.init?.method === 'POST');
    expect(JSON.parse(String(post?.init?.body))).toEqual({ url: 'https://hooks.example.com/bb', events: ['report.created'], description: '' });
    // A retry of this creation (the answer lost) carries the same key and gets the same secret, not a second one.
    expect(new Headers(post?.init?.headers).get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    await user.click(within(dialog).getByRole('button', { name: /chiudi/i }));

    const card = await screen.findByRole('article', { name: 'https://hooks.example.com/bb' });
    await user.click(within(card).getByRole('button', { name: 'Invia test' }));
    await user.click(within(card).getByRole('button', { name: 'Mostra le consegne' }));
    const row = await within(card).findByTestId('webhook-delivery');
    expect(row).toHaveTextContent('Consegnata');
    expect(row).toHaveTextContent('ping');
    expect(row).toHaveTextContent('200');
    expect(row).toHaveTextContent('12 ms');
  });

  it('shows an endpoint disabled after failures, with the button that turns it back on', async () => {
    setup('ADMIN', [webhook({ active: false, disabledReason: 'failures', consecutiveFailures: 10 })]);
    const card = await screen.findByRole('article', { name: 'https://hooks.example.com/bb' });
    expect(within(card).getByText('Disattivato per errori')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Attiva' })).toBeInTheDocument();
  });

  it('tells a triager only administrators manage integrations', async () => {
    const { calls } = setup('TRIAGER');
    expect(await screen.findByText("Solo gli amministratori dell'azienda gestiscono le integrazioni.")).toBeInTheDocument();
    await waitFor(() => expect(calls).toHaveLength(0));
  });
});
