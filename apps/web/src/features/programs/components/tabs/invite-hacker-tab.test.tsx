import type { InvitableUser, InvitationOutcome, ProgramInvitationResult, ProgramStats } from '@bb/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '../../../../lib/format.ts';
import { buildUser, mockFetch, renderWithProviders } from '../../../../test/render.tsx';
import { PROGRAM_ID } from '../test-fixtures.ts';
import { InviteHackerTab } from './invite-hacker-tab.tsx';

const REQUESTED_AT = '2026-03-05T09:30:00.000Z';
const ADA: InvitableUser = {
  id: '0b6f3c5e-8d1a-4c7e-9f00-1a2b3c4d5e6f',
  username: 'ada',
  firstName: 'Ada',
  lastName: 'Lovelace',
  picture: null,
  accessRequestedAt: null,
};
const ADAM: InvitableUser = { ...ADA, id: '1b6f3c5e-8d1a-4c7e-9f00-1a2b3c4d5e6f', username: 'adam', firstName: null, lastName: null };
const GRACE: InvitableUser = {
  ...ADA,
  id: '2b6f3c5e-8d1a-4c7e-9f00-1a2b3c4d5e6f',
  username: 'grace',
  firstName: 'Grace',
  lastName: 'Hopper',
  accessRequestedAt: REQUESTED_AT,
};

const STATS: ProgramStats = {
  budget: { allocated: 7500, used: 0, remaining: 7500, leftPercentage: 100 },
  reports: { total: 0, pending: 0, rewarded: 0, closed: 0 },
  effectiveness: null,
  hackers: { admitted: 4, pendingInvitations: 2, pendingRequests: 1 },
  testingAccounts: { total: 1, assigned: 0 },
  retests: null,
};

const BASE = `/api/programs/${PROGRAM_ID}`;

function invitation(hacker: InvitableUser, outcome: InvitationOutcome): ProgramInvitationResult {
  const approved = outcome === 'requestApproved' || outcome === 'alreadyAdmitted';
  return {
    programId: PROGRAM_ID,
    outcome,
    hacker,
    status: approved ? 'accepted' : 'pending',
    source: approved ? 'request' : 'invitation',
    createdAt: '2026-03-01T10:00:00.000Z',
    decidedAt: approved ? '2026-03-06T10:00:00.000Z' : null,
  };
}

interface Setup {
  searchable?: InvitableUser[];
  requests?: () => { status?: number; body?: unknown };
  stats?: ProgramStats;
  outcome?: InvitationOutcome;
}

function setup({ searchable = [ADA, ADAM, GRACE], requests = () => ({ body: [GRACE] }), stats = STATS, outcome = 'invited' }: Setup = {}) {
  const { fetchMock, calls } = mockFetch({
    [`GET ${BASE}/stats`]: () => ({ body: stats }),
    [`GET ${BASE}/invitable-users`]: (_init, url) => {
      const query = new URL(url, 'http://x').searchParams;
      if (query.get('requested') === 'true') return requests();
      const username = query.get('username') ?? '';
      return { body: searchable.filter((user) => user.username.startsWith(username)) };
    },
    [`POST ${BASE}/invitations`]: (init) => {
      const { user } = JSON.parse(String(init?.body)) as { user: string };
      const hacker = searchable.find((item) => item.id === user) ?? GRACE;
      return { status: 201, body: invitation(hacker, outcome) };
    },
  });
  vi.stubGlobal('fetch', fetchMock);
  renderWithProviders(<InviteHackerTab programId={PROGRAM_ID} />, { user: buildUser({ userType: 'staff' }) });
  return calls;
}

const invitableCalls = (calls: { url: string }[]) =>
  calls.filter((call) => call.url.includes('/invitable-users')).map((call) => new URL(call.url, 'http://x').searchParams);
const searches = (calls: { url: string }[]) => invitableCalls(calls).flatMap((query) => (query.has('username') ? [query.get('username')] : []));
const requestLists = (calls: { url: string }[]) => invitableCalls(calls).filter((query) => query.get('requested') === 'true').length;
const statsCalls = (calls: { url: string }[]) => calls.filter((call) => call.url.endsWith('/stats')).length;

const searchFor = (text: string) => userEvent.type(screen.getByRole('searchbox', { name: 'Cerca hacker' }), text);

afterEach(() => vi.unstubAllGlobals());

describe('invite hacker tab, search', () => {
  it('shows who has access and who is waiting', async () => {
    setup();
    expect(await screen.findByText('4')).toBeInTheDocument();
    expect(screen.getByText('Richieste di accesso in attesa')).toBeInTheDocument();
  });

  it('searches once typing stops, without the leading @, invites the hacker chosen and refreshes both lists and the figures', async () => {
    const calls = setup();
    expect(screen.getByText(/Scrivi l'inizio di uno username/)).toBeInTheDocument();
    await screen.findByRole('list', { name: 'Hacker in attesa di approvazione' });
    await waitFor(() => expect(statsCalls(calls)).toBe(1));
    await searchFor('@Ada');

    const results = await screen.findByRole('list', { name: 'Hacker trovati' });
    expect(searches(calls)).toEqual(['ada']);
    const [row, second] = within(results).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(within(row).getByText('Ada Lovelace')).toBeInTheDocument();
    expect(within(row).queryByText("Ha chiesto l'accesso")).not.toBeInTheDocument();
    expect(within(second).getByText('@adam')).toBeInTheDocument();

    await userEvent.click(within(row).getByRole('button', { name: 'Invita @ada' }));
    expect(await screen.findByText('Invito inviato a @ada.')).toBeInTheDocument();
    const post = calls.find((call) => call.init?.method === 'POST');
    expect(JSON.parse(String(post?.init?.body))).toEqual({ user: ADA.id });
    await waitFor(() => expect(searches(calls)).toEqual(['ada', 'ada']));
    await waitFor(() => expect(requestLists(calls)).toBe(2));
    await waitFor(() => expect(statsCalls(calls)).toBe(2));
  });

  it('marks a hacker who asked for access and offers to approve them', async () => {
    setup({ outcome: 'requestApproved' });
    await searchFor('gr');
    const results = await screen.findByRole('list', { name: 'Hacker trovati' });
    const [row] = within(results).getAllByRole('listitem') as [HTMLElement];
    expect(within(row).getByText("Ha chiesto l'accesso")).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /Invita/ })).not.toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: 'Approva @grace' }));
    expect(await screen.findByText('Richiesta di accesso di @grace approvata.')).toBeInTheDocument();
  });

  it('says when nobody matches', async () => {
    setup();
    await searchFor('zed');
    expect(await screen.findByText('Nessun hacker trovato')).toBeInTheDocument();
  });

  it.each([
    ['alreadyInvited', '@ada è già stato invitato.'],
    ['alreadyAdmitted', '@ada ha già accesso al programma.'],
  ] as const)('says what an invitation that already stood did (%s)', async (outcome, message) => {
    setup({ outcome });
    await searchFor('ada');
    await userEvent.click(await screen.findByRole('button', { name: 'Invita @ada' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });
});

describe('invite hacker tab, access requests', () => {
  it('lists the waiting requests with their date and approves one', async () => {
    let waiting = [GRACE];
    const calls = setup({ requests: () => ({ body: waiting }), outcome: 'requestApproved' });
    const list = await screen.findByRole('list', { name: 'Hacker in attesa di approvazione' });
    const [row] = within(list).getAllByRole('listitem') as [HTMLElement];
    expect(within(row).getByText('@grace')).toBeInTheDocument();
    expect(within(row).getByText('Grace Hopper')).toBeInTheDocument();
    expect(within(row).getByText(`Richiesta il ${formatDateTime(REQUESTED_AT)}`)).toBeInTheDocument();

    waiting = [];
    await userEvent.click(within(row).getByRole('button', { name: 'Approva @grace' }));
    expect(await screen.findByText('Richiesta di accesso di @grace approvata.')).toBeInTheDocument();
    expect(JSON.parse(String(calls.find((call) => call.init?.method === 'POST')?.init?.body))).toEqual({ user: GRACE.id });
    expect(await screen.findByText('Nessuna richiesta in attesa')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Hacker in attesa di approvazione' })).not.toBeInTheDocument();
  });

  it('says when nobody is waiting', async () => {
    setup({ requests: () => ({ body: [] }), stats: { ...STATS, hackers: { ...STATS.hackers, pendingRequests: 0 } } });
    expect(await screen.findByText('Nessuna richiesta in attesa')).toBeInTheDocument();
  });

  it('says when the requests could not be loaded', async () => {
    setup({ requests: () => ({ status: 500, body: { code: 'INTERNAL', message: '' } }) });
    expect(await screen.findByText('Non è stato possibile caricare le richieste di accesso.')).toBeInTheDocument();
  });

  it('says when more requests wait than are listed', async () => {
    setup({ stats: { ...STATS, hackers: { ...STATS.hackers, pendingRequests: 70 } } });
    expect(await screen.findByText(/Sono mostrate le 1 richieste più vecchie su 70/)).toBeInTheDocument();
  });
});
