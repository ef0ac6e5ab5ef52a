import type { Notification } from '@bb/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildUser, mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { NotificationsPage } from './notifications-page.tsx';
import { UnreadBadge } from './unread-badge.tsx';
import { buildNotification, REPORT_ID } from './test-fixtures.ts';

const PROGRAM_ID = '5a1b2c3d-0000-4000-8000-000000000001';
const READ_ID = '9f2e3d4c-5b6a-4798-8b1c-2d3e4f5a6b7c';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** A small server: the list filtered by ?unread=true, the count, and the two read calls changing the entries. */
function setup(entries: Notification[], route = '/notifications') {
  let store = entries.map((entry) => ({ ...entry }));
  const unread = () => store.filter((entry) => entry.readAt === null).length;
  const { fetchMock, calls } = mockFetch({
    'GET /api/notifications': (_init, url) => {
      const results = new URL(url, 'http://localhost').searchParams.get('unread') === 'true' ? store.filter((entry) => entry.readAt === null) : store;
      return { body: { count: results.length, unread: unread(), results } };
    },
    'GET /api/notifications/unread-count': () => ({ body: { unread: unread() } }),
    'POST /api/notifications/read-all': () => {
      store = store.map((entry) => ({ ...entry, readAt: entry.readAt ?? new Date().toISOString() }));
      return { body: { unread: 0 } };
    },
    ...Object.fromEntries(
      entries.map((entry) => [
        `POST /api/notifications/${entry.id}/read`,
        () => {
          store = store.map((item) => (item.id === entry.id ? { ...item, readAt: new Date().toISOString() } : item));
          return { body: store.find((item) => item.id === entry.id) };
        },
      ]),
    ),
  });
  vi.stubGlobal('fetch', fetchMock);
  renderWithProviders(
    <>
      <UnreadBadge />
      <NotificationsPage />
      <LocationProbe />
    </>,
    { user: buildUser({ userType: 'company' }), route },
  );
  return { calls, posts: () => calls.filter((call) => call.init?.method === 'POST').map((call) => call.url) };
}

const twoEntries = () => [
  buildNotification({ details: { title: 'SQL injection nel login', change: 'comment', actor: 'ada' } }),
  buildNotification({
    id: READ_ID,
    event: 'programApproved',
    subject: { type: 'program', id: PROGRAM_ID },
    link: `/programs/${PROGRAM_ID}`,
    details: { title: 'Portale clienti', program: null, change: null, actor: null },
    readAt: '2026-11-20T10:00:00.000Z',
    createdAt: '2026-11-20T09:00:00.000Z',
  }),
];

afterEach(() => vi.unstubAllGlobals());

describe('the notifications page', () => {
  it('lists each entry as a sentence with its time, the unread one marked and linking to its report', async () => {
    setup(twoEntries());
    const list = await screen.findByRole('list', { name: 'Tutte le notifiche' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const [unread, read] = items as [HTMLElement, HTMLElement];
    const link = within(unread).getByRole('link', { name: 'Da leggere: ada ha commentato il report “SQL injection nel login”' });
    expect(link).toHaveAttribute('href', `/reports/${REPORT_ID}`);
    expect(unread).toHaveTextContent('2 ore fa');
    expect(unread).toHaveTextContent('Portale clienti');
    expect(within(unread).getByRole('button', { name: 'Segna come letta: ada ha commentato il report “SQL injection nel login”' })).toBeInTheDocument();
    expect(within(read).getByRole('link', { name: 'Il programma “Portale clienti” è stato approvato' })).toHaveAttribute('href', `/programs/${PROGRAM_ID}`);
    expect(read).toHaveTextContent('20 novembre 2026');
    expect(within(read).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByText('2 notifiche')).toBeInTheDocument();
  });

  it('opens the report from an entry and marks it read: the unread count drops', async () => {
    const user = userEvent.setup();
    const { posts } = setup(twoEntries());
    expect(await screen.findByTestId('unread-badge')).toHaveTextContent('1 notifica non letta');
    await user.click(await screen.findByRole('link', { name: /ada ha commentato/ }));
    expect(screen.getByTestId('location')).toHaveTextContent(`/reports/${REPORT_ID}`);
    await waitFor(() => expect(posts()).toEqual([`/api/notifications/${twoEntries()[0]?.id}/read`]));
    await waitFor(() => expect(screen.queryByTestId('unread-badge')).not.toBeInTheDocument());
  });

  it('marks one entry read with its button, without leaving the page', async () => {
    const user = userEvent.setup();
    const { posts } = setup(twoEntries());
    await user.click(await screen.findByRole('button', { name: /^Segna come letta:/ }));
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Segna come letta:/ })).not.toBeInTheDocument());
    expect(posts()).toHaveLength(1);
    expect(screen.getByTestId('location')).toHaveTextContent('/notifications');
    expect(screen.getByRole('link', { name: 'ada ha commentato il report “SQL injection nel login”' })).toBeInTheDocument();
  });

  it('marks all as read, then offers nothing more to mark and empties the Unread tab', async () => {
    const user = userEvent.setup();
    const entries = [
      ...twoEntries(),
      buildNotification({
        id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
        event: 'reportReceived',
        details: { title: 'IDOR sulle fatture', change: null, actor: null, severity: 'high' },
      }),
    ];
    const { posts } = setup(entries, '/notifications?tab=unread');
    const list = await screen.findByRole('list', { name: 'Notifiche da leggere' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    const received = within(list)
      .getByRole('link', { name: /Nuovo report su Portale clienti: “IDOR sulle fatture”/ })
      .closest('li');
    // A new report carries its severity beside the program.
    expect(received).toHaveTextContent('AltaPortale clienti');

    const markAll = screen.getByRole('button', { name: 'Segna tutte come lette' });
    await waitFor(() => expect(markAll).toBeEnabled());
    await user.click(markAll);
    expect(await screen.findByText('Nessuna notifica da leggere')).toBeInTheDocument();
    expect(posts()).toEqual(['/api/notifications/read-all']);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Segna tutte come lette' })).toBeDisabled());
    expect(await screen.findByText('Tutte le notifiche sono state segnate come lette')).toBeInTheDocument();
  });

  it('says so when there is nothing in the last 90 days', async () => {
    setup([]);
    expect(await screen.findByText('Nessuna notifica negli ultimi 90 giorni')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Tutte le notifiche' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Segna tutte come lette' })).toBeDisabled();
  });
});
