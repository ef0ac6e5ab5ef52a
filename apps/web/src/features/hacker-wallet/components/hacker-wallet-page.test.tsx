import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildUser, mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { HackerWalletPage } from './hacker-wallet-page.tsx';
import { buildDetail, buildIntent, buildWallet, listFilters, REPORT_ID } from './test-fixtures.ts';

// jsdom has no canvas: the chart is a stand-in here (its figures are checked through the accessible table).
vi.mock('./monthly-value-chart.tsx', () => ({ MonthlyValueChart: ({ description }: { description: string }) => <div role="img" aria-label={description} /> }));

const OVERDUE_ID = '6c2a9d3f-4b5e-4f70-9bac-1d2e3f4a5b6c';
const REFERRAL_ID = '7d3b0e4a-5c6f-4a81-8cbd-2e3f4a5b6c7d';

const intents = [
  buildIntent(),
  buildIntent({
    id: OVERDUE_ID,
    status: 'ibanNotValid',
    statusReason: 'Conto estinto',
    overdue: true,
    report: { id: REPORT_ID, title: 'XSS nel profilo', createdAt: '2026-01-01T10:00:00.000Z', programName: 'Acme Web' },
    bountyTotalAmount: 500,
    transferAmount: 400,
    abilities: { confirm: false, uploadDocument: false, uploadDocumentForHacker: false, approve: false, payExternally: false, skip: false },
  }),
  buildIntent({
    id: REFERRAL_ID,
    kind: 'referral',
    report: null,
    program: null,
    company: null,
    status: 'accredited',
    bountyTotalAmount: 1000,
    transferAmount: 1000,
  }),
];

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

function setup(route = '/wallet', routes: Parameters<typeof mockFetch>[0] = {}) {
  const { fetchMock, calls } = mockFetch({
    'GET /api/payments/wallet': () => ({ body: buildWallet() }),
    'GET /api/payments/intents': () => ({ body: { count: intents.length, results: intents } }),
    [`GET /api/payments/intents/${OVERDUE_ID}`]: () => ({
      body: buildDetail({
        ...intents[1],
        history: [
          { status: 'ibanNotValid', oldStatus: 'processing', reason: 'Conto estinto', by: null, date: '2026-03-05T10:00:00.000Z' },
          { status: 'pending', oldStatus: null, reason: null, by: { id: REPORT_ID, username: 'staffer' }, date: '2026-02-01T10:00:00.000Z' },
        ],
      }),
    }),
    ...routes,
  });
  vi.stubGlobal('fetch', fetchMock);
  renderWithProviders(
    <>
      <HackerWalletPage />
      <LocationProbe />
    </>,
    { user: buildUser(), route },
  );
  return { calls };
}

const location = () => screen.getByTestId('location').textContent ?? '';

afterEach(() => vi.unstubAllGlobals());

describe('the hacker wallet', () => {
  it('shows the figures and every payment: report link, program, gross, net, due date with the overdue flag, status with its reason', async () => {
    setup();
    expect(await screen.findByTestId('wallet-earned')).toHaveTextContent('3.500,00 €');
    expect(screen.getByTestId('wallet-paid')).toHaveTextContent('1.600,00 €');
    expect(screen.getByTestId('wallet-pending')).toHaveTextContent('1.200,00 €');
    expect(screen.getByTestId('wallet-withheld')).toHaveTextContent('700,00 €');
    expect(screen.getByTestId('wallet-nextDueDate')).toHaveTextContent('22 marzo 2026');
    expect(screen.getByTestId('wallet-actionRequired')).toHaveTextContent('2 pagamenti');
    expect(screen.getByRole('link', { name: 'Mostra i pagamenti' })).toHaveAttribute('href', '/wallet?tab=rewards&status=needsAction');

    const table = within(await screen.findByRole('region', { name: 'Tabella delle ricompense' })).getByRole('table');
    const rows = await within(table).findAllByRole('row');
    expect(rows).toHaveLength(4);
    const [, first, overdue, referral] = rows as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];
    expect(within(first).getByRole('link', { name: 'SQL injection nel login' })).toHaveAttribute('href', `/reports/${REPORT_ID}`);
    expect(first).toHaveTextContent('Acme Web');
    expect(first).toHaveTextContent('1.000,00 €');
    expect(first).toHaveTextContent('800,00 €');
    expect(first).toHaveTextContent('22 mar 2026');
    expect(first).toHaveTextContent('In attesa di conferma');
    expect(within(first).queryByText('Scaduto')).not.toBeInTheDocument();
    expect(within(overdue).getByText('Scaduto')).toBeInTheDocument();
    // The reason is read with the badge (the tooltip is for the pointer).
    expect(within(overdue).getByText('IBAN non valido')).toHaveTextContent('IBAN non validoMotivo: Conto estinto');
    expect(referral).toHaveTextContent('Bonus referral');
    expect(within(referral).queryByRole('link')).not.toBeInTheDocument();
    expect(referral).toHaveTextContent('Accreditato');

    // The phone layout, hidden from xs up (jsdom's window is 1024 px wide): one card per payment.
    const list = screen.getAllByRole('list', { hidden: true }).find((element) => element.getAttribute('aria-label') === 'Tabella delle ricompense');
    if (!list) throw new Error('no payment cards for phones');
    expect(list).not.toBeVisible();
    const cards = within(list).getAllByRole('listitem', { hidden: true });
    expect(cards).toHaveLength(3);
    expect(cards[1]).toHaveTextContent('Conto estinto');
    expect(cards[1]).toHaveTextContent('Netto 400,00 €');
  });

  it('sends the status filter 1 s after the change and keeps it in the URL; "Pagamenti effettuati" asks only for paid-out payments', async () => {
    const user = userEvent.setup();
    const { calls } = setup();
    await waitFor(() => expect(listFilters(calls)).toEqual([{}]));

    await user.click(screen.getByLabelText('Stato', { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'Richiedono la tua azione' }));
    expect(location()).toBe('/wallet?status=needsAction');
    // Not yet: the wallet filter waits for a second of quiet.
    expect(listFilters(calls)).toHaveLength(1);
    await waitFor(
      () => expect(listFilters(calls).at(-1)).toEqual({ status__in: 'pendingHackerInformation,pending,pendingHackerDocumentsUpload,ibanNotValid' }),
      {
        timeout: 3000,
      },
    );

    await user.click(screen.getByRole('tab', { name: 'Pagamenti effettuati' }));
    await waitFor(() => expect(listFilters(calls).at(-1)).toEqual({ status__in: 'processing,sent,accredited,sentExternally' }));
    // The rewards tab's "needs you" is no choice here: the status select offers the paid-out statuses only.
    await user.click(screen.getByLabelText('Stato', { selector: 'input' }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      'In lavorazione',
      'Inviato',
      'Accreditato',
      'Pagato esternamente',
    ]);
  });

  it('reads the filters of a shared link at once', async () => {
    const { calls } = setup('/wallet?status=needsAction&from=2026-01-01&search=sql');
    await waitFor(() => expect(listFilters(calls).length).toBeGreaterThan(0));
    const [first] = listFilters(calls);
    expect(first).toMatchObject({ status__in: 'pendingHackerInformation,pending,pendingHackerDocumentsUpload,ibanNotValid', search: 'sql' });
    expect(first?.date__gte).toBe(new Date('2026-01-01T00:00:00').toISOString());
  });

  it('opens a payment from its row: figures, beneficiary data, history, and the way to fix a refused IBAN', async () => {
    const user = userEvent.setup();
    setup();
    await user.click(await screen.findByRole('button', { name: 'Dettagli del pagamento: XSS nel profilo' }));
    expect(location()).toBe(`/wallet?payment=${OVERDUE_ID}`);
    const dialog = await screen.findByRole('dialog', { name: 'Dettaglio del pagamento' });
    expect(await within(dialog).findByText('Motivo:')).toBeInTheDocument();
    expect(within(dialog).getByText('Motivo:').parentElement).toHaveTextContent('Motivo: Conto estinto');
    expect(within(dialog).getByTestId('payment-figures')).toHaveTextContent('Ricompensa lorda500,00 €');
    expect(within(dialog).getByTestId('payment-figures')).toHaveTextContent('Bonifico netto400,00 €');
    expect(within(dialog).getByText('IT60X0542811101000000123456')).toBeInTheDocument();
    expect(within(dialog).getByText('Via Roma 1, 00100 Roma (RM), Italia')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Vai alle impostazioni di pagamento' })).toHaveAttribute('href', '/account?tab=payments');
    // No confirm button when the abilities do not allow it.
    expect(within(dialog).queryByRole('button', { name: 'Conferma i dati di pagamento' })).not.toBeInTheDocument();
    const history = within(dialog).getByRole('region', { name: 'Storico' });
    expect(history).toHaveTextContent(/IBAN non valido.*dalla piattaforma.*In attesa di conferma.*da @staffer/);

    await user.click(within(dialog).getByRole('button', { name: 'Chiudi' }));
    expect(location()).toBe('/wallet');
  });

  it('says an upcoming due date as the next one', async () => {
    // The clock is pinned: the fixture's 22 March 2026 is ahead of it.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-01T09:00:00Z') });
    try {
      setup();
      const card = await screen.findByTestId('wallet-nextDueDate');
      expect(card).toHaveTextContent('22 marzo 2026');
      expect(screen.getByText('Prossima scadenza')).toBeInTheDocument();
      expect(screen.queryByText('Pagamento scaduto dal')).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('says a due date already past as overdue, not as the next one', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-28T09:00:00Z') });
    try {
      setup();
      const card = await screen.findByTestId('wallet-nextDueDate');
      expect(card).toHaveTextContent('22 marzo 2026');
      expect(screen.getByText('Pagamento scaduto dal')).toBeInTheDocument();
      expect(screen.queryByText('Prossima scadenza')).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('says so honestly when there is nothing yet', async () => {
    setup('/wallet', {
      'GET /api/payments/wallet': () => ({
        body: buildWallet({ earned: 0, paid: 0, pending: 0, withheld: 0, actionRequired: 0, nextDueDate: null, monthly: [] }),
      }),
      'GET /api/payments/intents': () => ({ body: { count: 0, results: [] } }),
    });
    expect(await screen.findByText('Nessuna ricompensa per ora')).toBeInTheDocument();
    expect(screen.getByText("Le ricompense compaiono qui quando un'azienda premia uno dei tuoi report.")).toBeInTheDocument();
    expect(screen.getByText('Nessun pagamento negli ultimi 12 mesi: il grafico comparirà con la tua prima ricompensa.')).toBeInTheDocument();
    expect(screen.getByTestId('wallet-actionRequired')).toHaveTextContent('Nulla da fare');
    expect(screen.getByTestId('wallet-nextDueDate')).toHaveTextContent('Nessun pagamento in attesa');
  });
});
