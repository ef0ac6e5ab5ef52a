import type { PaymentBatch, PendingBeneficiaries } from '@bb/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildUser, mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { BATCH_ID, OTHER_PAYMENT_ID, PAYMENT_ID, pendingBeneficiaries } from './payment-fixtures.ts';
import { BankBatchPanel } from './bank-batch-panel.tsx';

type Route = Parameters<typeof mockFetch>[0][string];

const NEW_BATCH: PaymentBatch = {
  id: '5d4c3b2a-1908-4f7e-8d6c-5b4a39281706',
  messageId: 'BB-20260310-0002',
  count: 2,
  total: 1600,
  createdAt: '2026-03-10T09:00:00.000Z',
};

function setup({ pending = pendingBeneficiaries(), routes = {} }: { pending?: PendingBeneficiaries; routes?: Record<string, Route> } = {}) {
  const { fetchMock, calls } = mockFetch({
    'GET /api/payments/pending-beneficiaries': () => ({ body: pending }),
    'POST /api/payments/batches': () => ({ status: 201, body: NEW_BATCH }),
    ...routes,
  });
  vi.stubGlobal('fetch', fetchMock);
  document.cookie = 'bb_csrf=t; path=/';
  const onOpen = vi.fn();
  renderWithProviders(<BankBatchPanel onOpen={onOpen} />, { user: buildUser({ userType: 'superadmin' }) });
  const callsOf = (method: string, path: string) => calls.filter((call) => (call.init?.method ?? 'GET') === method && call.url === path);
  const count = (method: string, path: string) => callsOf(method, path).length;
  const lastCall = (method: string, path: string) => callsOf(method, path).at(-1);
  return { calls, callsOf, count, lastCall, onOpen };
}

const idempotencyKeyOf = (call: { init?: RequestInit } | undefined) => new Headers(call?.init?.headers).get('Idempotency-Key');

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const panel = () => screen.findByRole('region', { name: 'Prossimo lotto per la banca' });

describe('the bank batch panel', () => {
  it('shows what waits for the next batch, the counts elsewhere and the recent batches with their files', async () => {
    const { onOpen } = setup();
    const region = await panel();
    const view = within(region);
    expect(await view.findByText('1.600,00 €')).toBeInTheDocument();
    expect(view.getByText('Pagamenti in attesa').nextElementSibling).toHaveTextContent('2');
    expect(view.getByRole('button', { name: 'Rimetti in lista (3)' })).toBeEnabled();
    expect(view.getByRole('button', { name: 'Riprova i falliti (1)' })).toBeEnabled();
    expect(view.getByRole('link', { name: 'Scarica il file SEPA del lotto BB-20260301-0001' })).toHaveAttribute(
      'href',
      `/api/payments/beneficiaries.xml?batch=${BATCH_ID}`,
    );
    expect(view.getByRole('link', { name: 'Scarica il CSV del lotto BB-20260301-0001' })).toHaveAttribute(
      'href',
      `/api/payments/beneficiaries.csv?batch=${BATCH_ID}`,
    );

    await userEvent.click(view.getByRole('button', { name: 'Mostra i 2 pagamenti' }));
    await userEvent.click(view.getByRole('button', { name: /^grace/ }));
    expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ id: OTHER_PAYMENT_ID }));
    expect(onOpen).not.toHaveBeenCalledWith(expect.objectContaining({ id: PAYMENT_ID }));
  });

  it('makes the batch only after a confirmation naming how many payments and how much money, and what follows', async () => {
    const { count } = setup();
    const view = within(await panel());
    await view.findByText('1.600,00 €');
    await userEvent.click(view.getByRole('button', { name: 'Crea il lotto per la banca' }));
    const dialog = await screen.findByRole('dialog', { name: 'Creare il lotto per la banca?' });
    expect(dialog).toHaveTextContent(
      'I 2 pagamenti in attesa, 1.600,00 € in tutto, passano in lavorazione in banca e il loro pagamento viene registrato in contabilità. Poi scarichi il file SEPA da consegnare alla banca.',
    );
    // Nothing is made by opening, nor by cancelling; the focus goes back to the button.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annulla' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(count('POST', '/api/payments/batches')).toBe(0);
    await waitFor(() => expect(view.getByRole('button', { name: 'Crea il lotto per la banca' })).toHaveFocus());
  });

  it('posts once per opening with one Idempotency-Key (a double click makes one batch), then offers the new batch’s files', async () => {
    const { callsOf, count } = setup();
    const view = within(await panel());
    await view.findByText('1.600,00 €');
    expect(count('GET', '/api/payments/pending-beneficiaries')).toBe(1);
    await userEvent.click(view.getByRole('button', { name: 'Crea il lotto per la banca' }));
    const dialog = await screen.findByRole('dialog', { name: 'Creare il lotto per la banca?' });
    await userEvent.dblClick(within(dialog).getByRole('button', { name: 'Crea il lotto' }));

    const notice = await view.findByRole('status', { name: /^Lotto BB-20260310-0002 creato: 2 pagamenti, 1\.600,00\s€$/ });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const posts = callsOf('POST', '/api/payments/batches');
    expect(posts.length).toBeGreaterThanOrEqual(1);
    expect(new Set(posts.map(idempotencyKeyOf)).size).toBe(1);
    expect(idempotencyKeyOf(posts[0])).toMatch(/^[0-9a-f-]{36}$/);
    // The notice takes the focus, and keeps it once the dialog has closed.
    await waitFor(() => expect(notice).toHaveFocus());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(notice).toHaveFocus();
    expect(within(notice).getByRole('link', { name: 'Scarica il file SEPA (XML)' })).toHaveAttribute(
      'href',
      `/api/payments/beneficiaries.xml?batch=${NEW_BATCH.id}`,
    );
    expect(within(notice).getByRole('link', { name: 'Scarica il CSV dei beneficiari' })).toHaveAttribute(
      'href',
      `/api/payments/beneficiaries.csv?batch=${NEW_BATCH.id}`,
    );
    await waitFor(() => expect(count('GET', '/api/payments/pending-beneficiaries')).toBe(2));

    // Another opening is another attempt, with a key of its own.
    await userEvent.click(view.getByRole('button', { name: 'Crea il lotto per la banca' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Creare il lotto per la banca?' })).getByRole('button', { name: 'Crea il lotto' }));
    await waitFor(() => expect(count('POST', '/api/payments/batches')).toBe(posts.length + 1));
    expect(idempotencyKeyOf(callsOf('POST', '/api/payments/batches').at(-1))).not.toBe(idempotencyKeyOf(posts[0]));
  });

  it('says so when nothing was left to put in a batch', async () => {
    setup({ routes: { 'POST /api/payments/batches': () => ({ status: 400, body: { code: 'PAYMENT_BATCH_EMPTY', message: 'x' } }) } });
    const view = within(await panel());
    await view.findByText('1.600,00 €');
    await userEvent.click(view.getByRole('button', { name: 'Crea il lotto per la banca' }));
    const dialog = await screen.findByRole('dialog', { name: 'Creare il lotto per la banca?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Crea il lotto' }));
    expect(await screen.findByTestId('error-modal-message')).toHaveTextContent('Nessun pagamento in attesa di invio alla banca.');
    expect(view.queryByRole('status', { name: /^Lotto .* creato/ })).not.toBeInTheDocument();
  });

  it('cannot make a batch of an empty list', async () => {
    setup({ pending: pendingBeneficiaries({ count: 0, total: 0, results: [], processing: 0, failedRetry: 0 }) });
    const view = within(await panel());
    expect(await view.findByText('Nessun pagamento in attesa del prossimo lotto.')).toBeInTheDocument();
    expect(view.getByRole('button', { name: 'Crea il lotto per la banca' })).toBeDisabled();
    expect(view.getByRole('button', { name: 'Rimetti in lista (0)' })).toBeDisabled();
    expect(view.getByRole('button', { name: 'Riprova i falliti (0)' })).toBeDisabled();
  });

  it("imports the bank's answer as XML and shows how many payments it applied and ignored", async () => {
    const { lastCall } = setup({
      routes: {
        'POST /api/payments/bank-answers': () => ({
          body: {
            format: 'pain.002',
            applied: [
              { id: PAYMENT_ID, status: 'accredited', reason: null },
              { id: OTHER_PAYMENT_ID, status: 'ibanNotValid', reason: 'AC01' },
            ],
            ignored: 1,
          },
        }),
      },
    });
    const view = within(await panel());
    await view.findByText('1.600,00 €');
    await userEvent.click(view.getByRole('button', { name: 'Importa risposta della banca' }));
    const dialog = await screen.findByRole('dialog', { name: 'Importa risposta della banca' });
    const file = new File(['<Document/>'], 'pain002.xml', { type: 'application/xml' });
    // Mantine's FileInput is a button named by its label, over a hidden file input.
    expect(within(dialog).getByRole('button', { name: /File pain\.002 o camt\.053/ })).toBeInTheDocument();
    await userEvent.upload(dialog.querySelector<HTMLInputElement>('input[type="file"]')!, file);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Importa' }));

    expect(await within(dialog).findByText('2 pagamenti aggiornati')).toBeInTheDocument();
    expect(within(dialog).getByText('1 → Accreditato')).toBeInTheDocument();
    expect(within(dialog).getByText('1 → IBAN non valido')).toBeInTheDocument();
    expect(within(dialog).getByText('1 voce ignorata (pagamento non trovato o già aggiornato)')).toBeInTheDocument();
    const sent = lastCall('POST', '/api/payments/bank-answers');
    expect(sent?.init?.body).toBe('<Document/>');
    expect(new Headers(sent?.init?.headers).get('Content-Type')).toBe('application/xml');
  });

  it('resets the chosen batch back to the list after a confirmation', async () => {
    const { lastCall } = setup({ routes: { 'POST /api/payments/reset-pending-beneficiaries': () => ({ body: { moved: 3 } }) } });
    const view = within(await panel());
    await view.findByText('1.600,00 €');
    await userEvent.click(view.getByRole('button', { name: 'Rimetti in lista (3)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rimettere in lista i pagamenti inviati?' });
    expect(lastCall('POST', '/api/payments/reset-pending-beneficiaries')).toBeUndefined();
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Lotto' }));
    await userEvent.click(await screen.findByRole('option', { name: /^BB-20260301-0001/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rimetti in lista' }));
    expect(await screen.findByText('3 pagamenti rimessi in lista')).toBeInTheDocument();
    expect(JSON.parse(String(lastCall('POST', '/api/payments/reset-pending-beneficiaries')?.init?.body))).toEqual({ batch: BATCH_ID });
  });

  it('resets every processing payment when no batch is chosen', async () => {
    const { lastCall } = setup({ routes: { 'POST /api/payments/reset-pending-beneficiaries': () => ({ body: { moved: 3 } }) } });
    const view = within(await panel());
    await view.findByText('1.600,00 €');
    await userEvent.click(view.getByRole('button', { name: 'Rimetti in lista (3)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rimettere in lista i pagamenti inviati?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rimetti in lista' }));
    await waitFor(() => expect(JSON.parse(String(lastCall('POST', '/api/payments/reset-pending-beneficiaries')?.init?.body))).toEqual({}));
  });

  it('retries the failed payments after a confirmation naming how many', async () => {
    const { lastCall } = setup({ routes: { 'POST /api/payments/reset-failed-beneficiaries': () => ({ body: { moved: 1 } }) } });
    const view = within(await panel());
    await view.findByText('1.600,00 €');
    await userEvent.click(view.getByRole('button', { name: 'Riprova i falliti (1)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Riprovare i pagamenti falliti?' });
    expect(within(dialog).getByText(/^1 pagamento fallito per un motivo temporaneo/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByText('1 pagamento rimesso in lista')).toBeInTheDocument();
    expect(lastCall('POST', '/api/payments/reset-failed-beneficiaries')).toBeDefined();
  });
});
