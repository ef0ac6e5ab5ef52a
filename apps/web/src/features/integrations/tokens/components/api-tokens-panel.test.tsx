import type { ApiToken } from '@bb/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderWithProviders } from '../../../../test/render.tsx';
import { ApiTokensPanel } from './api-tokens-panel.tsx';

const TOKEN_ID = '3c1f0a2b-0000-4000-8000-0000000000aa';
const SECRET = `bbt_${'x'.repeat(43)}`;

const token = (overrides: Partial<ApiToken> = {}): ApiToken => ({
  id: TOKEN_ID,
  name: 'Export Jira',
  hint: 'bbt_abcdefgh',
  scopes: { reports: 'read' },
  state: 'active',
  createdAt: '2026-11-01T10:00:00.000Z',
  expiresAt: '2027-01-30T10:00:00.000Z',
  lastUsedAt: null,
  revokedAt: null,
  ...overrides,
});

function setup(stored: ApiToken[] = [], userType: 'company' | 'staff' = 'company') {
  let store = [...stored];
  const { fetchMock, calls } = mockFetch({
    'GET /api/integrations/tokens': () => ({ body: { count: store.length, results: store } }),
    'POST /api/integrations/tokens': (init) => {
      const body = JSON.parse(String(init?.body)) as { name: string; scopes: ApiToken['scopes'] };
      const created = token({ name: body.name, scopes: body.scopes });
      store = [created];
      return { status: 201, body: { token: SECRET, item: created } };
    },
    [`POST /api/integrations/tokens/${TOKEN_ID}/revoke`]: () => {
      store = [token({ state: 'revoked', revokedAt: '2026-11-29T10:00:00.000Z' })];
      return { body: store[0] };
    },
  });
  vi.stubGlobal('fetch', fetchMock);
  renderWithProviders(<ApiTokensPanel userType={userType} />, { route: '/account?tab=tokens' });
  return { calls };
}

afterEach(() => vi.unstubAllGlobals());

describe('ApiTokensPanel', () => {
  it('creates a token with the chosen scopes and shows it once, then lists it', async () => {
    const user = userEvent.setup();
    const { calls } = setup();
    expect(await screen.findByText('Non hai ancora creato token API.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Crea token' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuovo token API' });
    await user.type(within(dialog).getByRole('textbox', { name: /Nome/ }), 'Scanner CI');
    // No scope yet: the form says so and sends nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Crea token' }));
    expect(await within(dialog).findByText('Scegli almeno un ambito')).toBeInTheDocument();
    expect(calls.filter((call) => call.init?.method === 'POST')).toHaveLength(0);
    // Staff confirm with a code; a company user is not asked for one.
    expect(within(dialog).queryByText('Codice di autenticazione a due fattori')).toBeNull();

    await user.click(within(within(dialog).getByRole('radiogroup', { name: 'Report' })).getByText('Lettura e scrittura'));
    await user.click(within(dialog).getByRole('button', { name: 'Crea token' }));
    const shown = await screen.findByRole('dialog', { name: 'Token creato' });
    expect(within(shown).getByTestId('new-api-token')).toHaveTextContent(SECRET);
    const post = calls.find((call) => call.init?.method === 'POST');
    expect(JSON.parse(String(post?.init?.body))).toEqual({ name: 'Scanner CI', scopes: { reports: 'write' }, expiresInDays: 90 });
    // A retry of this creation (the answer lost) carries the same key and gets the same secret, not a second one.
    expect(new Headers(post?.init?.headers).get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    await user.click(within(shown).getByRole('button', { name: /chiudi/i }));
    const row = await screen.findByRole('row', { name: /Scanner CI/ });
    expect(row).toHaveTextContent('Report: Lettura e scrittura');
    expect(row).toHaveTextContent('Mai usato');
  });

  it('asks staff for a two-factor code', async () => {
    const user = userEvent.setup();
    setup([], 'staff');
    await user.click(await screen.findByRole('button', { name: 'Crea token' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuovo token API' });
    expect(within(dialog).getByText('Codice di autenticazione a due fattori')).toBeInTheDocument();
  });

  it('revokes an active token after a confirmation', async () => {
    const user = userEvent.setup();
    const { calls } = setup([token()]);
    const row = await screen.findByRole('row', { name: /Export Jira/ });
    await user.click(within(row).getByRole('button', { name: 'Revoca il token Export Jira' }));
    const confirm = await screen.findByRole('dialog', { name: 'Revocare il token?' });
    await user.click(within(confirm).getByRole('button', { name: 'Revoca' }));
    expect(await screen.findByText('Revocato')).toBeInTheDocument();
    expect(calls.some((call) => call.url.endsWith(`/api/integrations/tokens/${TOKEN_ID}/revoke`))).toBe(true);
  });
});
