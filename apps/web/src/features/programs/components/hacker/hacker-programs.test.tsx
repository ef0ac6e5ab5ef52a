import type { ProgramCard, ReceivedInvitation } from '@bb/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildUser, mockFetch, renderWithProviders } from '../../../../test/render.tsx';
import { COMPANY_ID, PROGRAM_ID, programCard } from '../test-fixtures.ts';
import { HackerProgramsPage } from './hacker-programs.tsx';

const PRIVATE_ID = '5a1b2c3d-0000-4000-8000-000000000002';

function invitation(overrides: Partial<ReceivedInvitation> = {}): ReceivedInvitation {
  return {
    program: { id: PRIVATE_ID, name: 'App bancaria', status: 'active', isPublic: false },
    company: { id: COMPANY_ID, name: 'Banca Demo', picture: null },
    managedBy: 'platform',
    targets: [{ id: '6b1b2c3d-0000-4000-8000-000000000001', name: 'api.banca.example', type: 'API' }],
    invitedAt: '2026-03-01T10:00:00.000Z',
    status: 'pending',
    decidedAt: null,
    ...overrides,
  };
}

interface Data {
  all: ProgramCard[];
  joined: ProgramCard[];
  invitations: ReceivedInvitation[];
}

const list = <T,>(results: T[]) => ({ body: { count: results.length, results } });

/** The hacker's API: accepting moves the invitation's program into the joined list, as the server does. */
function setup(route: string, data: Partial<Data> = {}) {
  const state: Data = { all: [programCard()], joined: [], invitations: [invitation()], ...data };
  const answer = (status: 'accepted' | 'rejected') => () => {
    state.invitations = state.invitations.map((item) => ({ ...item, status }));
    if (status === 'accepted') state.joined = [programCard({ id: PRIVATE_ID, name: 'App bancaria', isPublic: false })];
    return {
      body: {
        programId: PRIVATE_ID,
        status,
        source: 'invitation',
        createdAt: null,
        decidedAt: null,
        abilities: { requestAccess: false, accept: false, reject: true },
      },
    };
  };
  const { fetchMock, calls } = mockFetch({
    'GET /api/programs': () => list(state.all),
    'GET /api/programs/joined': () => list(state.joined),
    'GET /api/programs/received-invitations': () => list(state.invitations),
    [`POST /api/programs/accept/${PRIVATE_ID}`]: answer('accepted'),
    [`POST /api/programs/reject/${PRIVATE_ID}`]: answer('rejected'),
  });
  vi.stubGlobal('fetch', fetchMock);
  renderWithProviders(<HackerProgramsPage />, { route, user: buildUser({ userType: 'hacker' }) });
  return calls;
}

const queryOf = (calls: { url: string }[], path: string) =>
  new URLSearchParams(
    calls
      .filter((call) => call.url.startsWith(`${path}?`))
      .at(-1)
      ?.url.split('?')[1] ?? '',
  );
const countCalls = (calls: { url: string }[], path: string) => calls.filter((call) => call.url.startsWith(`${path}?`)).length;

afterEach(() => vi.unstubAllGlobals());

describe('hacker programs', () => {
  it('shows the three tabs and the program cards of All', async () => {
    const calls = setup('/programs');
    expect(screen.getByRole('tab', { name: 'Tutti' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'I miei programmi' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Inviti' })).toBeInTheDocument();

    const card = await screen.findByRole('article', { name: 'Portale clienti' });
    expect(within(card).getByText('Demo Srl')).toBeInTheDocument();
    expect(within(card).getByText('DS')).toBeInTheDocument();
    expect(within(card).getByText('Pubblico')).toBeInTheDocument();
    expect(within(card).getByText(/^fino a 7\.500\s€$/)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Vai al programma' })).toHaveAttribute('href', `/programs/${PROGRAM_ID}`);
    expect(calls[0]?.url).toMatch(/^\/api\/programs\?/);
    expect(screen.getByText('1 programma')).toBeInTheDocument();
  });

  it('disables the button of a paused program and says why', async () => {
    setup('/programs', { all: [programCard({ status: 'paused' })] });
    const card = await screen.findByRole('article', { name: 'Portale clienti' });
    const button = within(card).getByRole('button', { name: 'Vai al programma' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('Programma in pausa: non accetta report finché non riprende.');
    expect(within(card).queryByRole('link')).not.toBeInTheDocument();
  });

  it('searches and sorts My programs on the server, and says when nothing matches', async () => {
    const calls = setup('/programs?tab=joined');
    expect(await screen.findByText('Non partecipi ancora a nessun programma.')).toBeInTheDocument();
    expect(screen.getByText(/programmi a cui hai inviato un report.*accetta un invito dalla scheda Inviti/)).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Nome'), 'banca');
    await waitFor(() => expect(queryOf(calls, '/api/programs/joined').get('name__icontains')).toBe('banca'));
    expect(await screen.findByText('Nessun programma corrisponde alla ricerca.')).toBeInTheDocument();

    await userEvent.click(screen.getByLabelText('Ordina per', { selector: 'input' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Nome (A-Z)' }));
    await waitFor(() => expect(queryOf(calls, '/api/programs/joined').get('sort')).toBe('name'));
    expect(queryOf(calls, '/api/programs/joined').get('page')).toBe('1');
    expect(countCalls(calls, '/api/programs')).toBe(0);
  });

  it('lists invitations without sorting, and accepting refreshes them and My programs', async () => {
    const calls = setup('/programs?tab=invitations');
    const card = await screen.findByRole('article', { name: 'App bancaria' });
    expect(screen.queryByLabelText('Ordina per')).not.toBeInTheDocument();
    expect(within(card).getByText('Banca Demo')).toBeInTheDocument();
    expect(within(card).getByText('Piattaforma')).toBeInTheDocument();
    expect(within(card).getByText('api.banca.example (API)')).toBeInTheDocument();
    expect(within(card).getByText('In attesa')).toBeInTheDocument();
    const listed = countCalls(calls, '/api/programs/received-invitations');

    await userEvent.click(within(card).getByRole('button', { name: "Accetta l'invito a App bancaria" }));
    expect(calls.some((call) => call.url === `/api/programs/accept/${PRIVATE_ID}` && call.init?.method === 'POST')).toBe(true);
    expect(await within(card).findByText('Accettato')).toBeInTheDocument();
    expect(countCalls(calls, '/api/programs/received-invitations')).toBeGreaterThan(listed);
    expect(await screen.findByText('Invito accettato: trovi App bancaria in I miei programmi.')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Vai al programma' })).toHaveAttribute('href', `/programs/${PRIVATE_ID}`);

    await userEvent.click(screen.getByRole('tab', { name: 'I miei programmi' }));
    expect(await screen.findByRole('article', { name: 'App bancaria' })).toBeInTheDocument();
    expect(screen.getByText('Privato')).toBeInTheDocument();
  });

  it('asks before rejecting an invitation', async () => {
    const calls = setup('/programs?tab=invitations');
    const card = await screen.findByRole('article', { name: 'App bancaria' });
    await userEvent.click(within(card).getByRole('button', { name: "Rifiuta l'invito a App bancaria" }));
    const dialog = await screen.findByRole('dialog', { name: "Rifiuta l'invito" });
    expect(within(dialog).getByText(/Rifiutare l'invito di Banca Demo a App bancaria\?/)).toBeInTheDocument();
    expect(calls.some((call) => call.url.startsWith('/api/programs/reject/'))).toBe(false);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Rifiuta invito' }));
    await waitFor(() => expect(calls.some((call) => call.url === `/api/programs/reject/${PRIVATE_ID}` && call.init?.method === 'POST')).toBe(true));
    expect(await within(card).findByText('Rifiutato')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: "Accetta l'invito a App bancaria" })).toBeInTheDocument();
  });

  it('says when there are no invitations, with a hint', async () => {
    setup('/programs?tab=invitations', { invitations: [] });
    expect(await screen.findByText('Non hai ricevuto inviti.')).toBeInTheDocument();
    expect(screen.getByText(/l'invito compare qui/)).toBeInTheDocument();
  });

  it('shows an error when the list cannot be loaded', async () => {
    const { fetchMock } = mockFetch({ 'GET /api/programs': () => ({ status: 500, body: { code: 'UNKNOWN_ERROR', message: 'boom' } }) });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<HackerProgramsPage />, { route: '/programs', user: buildUser({ userType: 'hacker' }) });
    expect(await screen.findByText('Non è stato possibile caricare i programmi.')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
