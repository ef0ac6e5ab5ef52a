import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildUser, mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { paymentIntent, pendingBeneficiaries, PAYMENT_ID } from './payment-fixtures.ts';
import { PaymentsPage } from './payments-page.tsx';

function LocationProbe() {
  return <output data-testid="location">{useLocation().search}</output>;
}

const admin = buildUser({ userType: 'superadmin', username: 'root' });

function setup(
  route = '/payments?tab=hackers',
  results = [paymentIntent({ overdue: true, status: 'failed', statusReason: 'Conto chiuso' })],
  counted: { count: number; countCapped?: boolean } = { count: results.length },
) {
  const { fetchMock, calls } = mockFetch({
    'GET /api/payments/intents': () => ({ body: { ...counted, results } }),
    'GET /api/payments/pending-beneficiaries': () => ({ body: pendingBeneficiaries() }),
    [`GET /api/payments/intents/${PAYMENT_ID}`]: () => ({ body: { ...results[0], history: [] } }),
  });
  vi.stubGlobal('fetch', fetchMock);
  renderWithProviders(
    <>
      <PaymentsPage />
      <LocationProbe />
    </>,
    { user: admin, route },
  );
  const listQueries = () => calls.filter((call) => call.url.startsWith('/api/payments/intents?')).map((call) => new URLSearchParams(call.url.split('?')[1]));
  return { calls, listQueries };
}

const search = () => new URLSearchParams(screen.getByTestId('location').textContent ?? '');

afterEach(() => vi.unstubAllGlobals());

describe('the Hackers tab of the payments page', () => {
  it('lists the payments with their hacker, source, amounts, regime, due date, status and reason', async () => {
    const { listQueries } = setup();
    expect(screen.getByRole('tab', { name: 'Hacker', selected: true })).toBeInTheDocument();
    const table = await screen.findByRole('region', { name: 'Storico dei pagamenti agli hacker' });
    const row = (await within(table).findByText('XSS riflesso nella ricerca')).closest('tr');
    expect(row).not.toBeNull();
    const cells = within(row!);
    expect(cells.getByRole('link', { name: /ada/ })).toHaveAttribute('href', expect.stringContaining('/staff/hackers/'));
    expect(cells.getByRole('link', { name: 'XSS riflesso nella ricerca' })).toHaveAttribute('href', `/reports/9c1d2e3f-0000-4000-8000-000000000001`);
    // Seven columns fit beside the sidebar at 1280 px: the regime under the hacker, company and date under the source.
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Hacker e regime fiscale', 'Report / referral, azienda e data', 'Lordo', 'Netto', 'Scadenza', 'Stato', 'Azioni']);
    expect(cells.getByText(/^Demo Srl ·/)).toBeInTheDocument();
    expect(cells.getByText('1.000,00 €')).toBeInTheDocument();
    expect(cells.getByText('800,00 €')).toBeInTheDocument();
    expect(cells.getByText('Prestazione occasionale - lavoratore dipendente')).toBeInTheDocument();
    expect(cells.getByText('Scaduto')).toBeInTheDocument();
    // The reason is in the tooltip and read out with the status.
    expect(cells.getByText('Fallito')).toHaveTextContent('Fallito (Conto chiuso)');
    expect(screen.getByText('1 pagamento')).toBeInTheDocument();
    const query = listQueries().at(-1);
    expect(query?.get('sort')).toBe('-date');
    expect(query?.get('size')).toBe('10');
    expect(query?.has('status')).toBe(false);
  });

  it('reads its filters, order and page from the URL', async () => {
    const { listQueries } = setup(
      '/payments?tab=hackers&status=failed,failedRetry&company=demo&hacker=ada&from=2026-03-01&to=2026-03-31&overdue=true&sort=-amount&page=2',
    );
    await waitFor(() => expect(listQueries().length).toBeGreaterThan(0));
    const query = listQueries().at(-1);
    expect(query?.get('status__in')).toBe('failed,failedRetry');
    expect(query?.has('status')).toBe(false);
    expect(query?.get('companyName__icontains')).toBe('demo');
    expect(query?.get('hacker__icontains')).toBe('ada');
    expect(query?.get('date__gte')).toBe(new Date('2026-03-01T00:00:00').toISOString());
    expect(query?.get('date__lte')).toBe(new Date('2026-03-31T23:59:59.999').toISOString());
    expect(query?.get('overdue')).toBe('true');
    expect(query?.get('sort')).toBe('-amount');
    expect(query?.get('page')).toBe('2');
    expect(screen.getByRole('searchbox', { name: 'Azienda' })).toHaveValue('demo');
    expect(screen.getByRole('switch', { name: 'Solo scaduti' })).toBeChecked();
  });

  it('sends one status as status=, and writes the overdue switch into the URL', async () => {
    const { listQueries } = setup('/payments?tab=hackers&status=pendingStaffApproval&page=3');
    await waitFor(() => expect(listQueries().at(-1)?.get('status')).toBe('pendingStaffApproval'));
    expect(listQueries().at(-1)?.has('status__in')).toBe(false);

    await userEvent.click(screen.getByRole('switch', { name: 'Solo scaduti' }));
    await waitFor(() => expect(listQueries().at(-1)?.get('overdue')).toBe('true'));
    // A filter change goes back to page 1; the tab stays.
    expect(search().get('overdue')).toBe('true');
    expect(search().get('page')).toBeNull();
    expect(search().get('tab')).toBe('hackers');
    expect(listQueries().at(-1)?.get('page')).toBe('1');
  });

  it('waits a second after typing a hacker before filtering, then keeps it in the URL', async () => {
    const { listQueries } = setup();
    await waitFor(() => expect(listQueries().length).toBeGreaterThan(0));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Hacker' }), 'grace');
    expect(listQueries().some((query) => query.has('hacker__icontains'))).toBe(false);
    await waitFor(() => expect(listQueries().at(-1)?.get('hacker__icontains')).toBe('grace'), { timeout: 2500 });
    expect(search().get('hacker')).toBe('grace');
  });

  it('offers the next page when the count is a lower bound (a search counts what the pages showed)', async () => {
    const page = Array.from({ length: 10 }, (_, i) => paymentIntent({ id: `9c1d2e3f-0000-4000-8000-${String(i).padStart(12, '0')}` }));
    const { listQueries } = setup('/payments?tab=hackers&hacker=ada', page, { count: 10, countCapped: true });
    expect(await screen.findByText('Più di 10 pagamenti')).toBeInTheDocument();
    const pager = screen.getByRole('navigation', { name: /pagin/i });
    await userEvent.click(within(pager).getByRole('button', { name: '2' }));
    await waitFor(() => expect(listQueries().at(-1)?.get('page')).toBe('2'));
  });

  it('says when nothing matches the filters', async () => {
    setup('/payments?tab=hackers&overdue=true', []);
    expect(await screen.findByText('Nessun pagamento corrisponde ai filtri')).toBeInTheDocument();
  });

  it('opens a payment in its detail dialog', async () => {
    setup();
    const [button] = await screen.findAllByRole('button', { name: /^Dettagli del pagamento a ada/ });
    await userEvent.click(button!);
    const dialog = await screen.findByRole('dialog', { name: 'Dettaglio pagamento' });
    expect(await within(dialog).findByText('IT60X0542811101000000123456')).toBeInTheDocument();
  });
});
