import type { CompanyRole, TrackerConnection } from '@bb/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildUser, mockFetch, renderWithProviders } from '../../../../test/render.tsx';
import { TrackerCard } from './tracker-card.tsx';

const COMPANY_ID = '3c1f0a2b-0000-4000-8000-000000000001';
const member = (role: CompanyRole = 'ADMIN') => buildUser({ userType: 'company', permissions: { companyRoles: [{ companyId: COMPANY_ID, role }] } });

const github: TrackerConnection = {
  kind: 'github',
  settings: { kind: 'github', repository: 'acme/webapp', apiBaseUrl: 'https://api.github.com' },
  tokenHint: '…wxyz',
  createdAt: '2026-01-10T10:00:00.000Z',
  updatedAt: '2026-01-10T10:00:00.000Z',
};

function setup(role: CompanyRole = 'ADMIN', stored: TrackerConnection | null = null) {
  let connection = stored;
  const { fetchMock, calls } = mockFetch({
    'GET /api/integrations/tracker': () => ({ body: { connection } }),
    'PUT /api/integrations/tracker': () => {
      connection = github;
      return { body: { connection } };
    },
    'DELETE /api/integrations/tracker': () => {
      connection = null;
      return { body: { connection } };
    },
  });
  vi.stubGlobal('fetch', fetchMock);
  renderWithProviders(<TrackerCard />, { user: member(role), route: '/integrations' });
  return { calls };
}

afterEach(() => vi.unstubAllGlobals());

describe('TrackerCard', () => {
  it('explains what connecting does, connects a GitHub repository and shows only the token hint', async () => {
    const user = userEvent.setup();
    const { calls } = setup();
    expect(await screen.findByText(/mai i dati personali dell'hacker/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Collega un tracker' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText(/Indirizzo delle API/)).toHaveValue('https://api.github.com');
    await user.type(within(dialog).getByLabelText(/Repository/), 'acme/webapp');
    await user.type(within(dialog).getByLabelText(/Token fine-grained/), 'github_pat_secretwxyz');
    await user.click(within(dialog).getByRole('button', { name: 'Verifica e collega' }));
    expect(await screen.findByText('acme/webapp')).toBeInTheDocument();
    expect(screen.getByText('…wxyz')).toBeInTheDocument();
    const put = calls.find((call) => call.init?.method === 'PUT');
    expect(JSON.parse(String(put?.init?.body))).toEqual({
      settings: { kind: 'github', repository: 'acme/webapp', apiBaseUrl: 'https://api.github.com' },
      token: 'github_pat_secretwxyz',
    });
  });

  it("shows a Jira site's fields when Jira is chosen", async () => {
    const user = userEvent.setup();
    setup();
    await user.click(await screen.findByRole('button', { name: 'Collega un tracker' }));
    const dialog = await screen.findByRole('dialog');
    await user.selectOptions(within(dialog).getByLabelText('Servizio'), 'jira');
    expect(within(dialog).getByLabelText(/Sito Jira Cloud/)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Chiave del progetto/)).toBeInTheDocument();
    expect(within(dialog).queryByLabelText(/Repository/)).toBeNull();
  });

  it('disconnects after a confirmation', async () => {
    const user = userEvent.setup();
    const { calls } = setup('ADMIN', github);
    await user.click(await screen.findByRole('button', { name: 'Scollega' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Scollega' }));
    expect(await screen.findByRole('button', { name: 'Collega un tracker' })).toBeInTheDocument();
    expect(calls.some((call) => call.init?.method === 'DELETE')).toBe(true);
  });

  it('is not shown to members who do not administer the company', () => {
    setup('TRIAGER');
    expect(screen.queryByText('Tracker')).toBeNull();
  });
});
