import type { PendingBeneficiaries } from '@bb/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildUser, mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { BATCH_ID, OTHER_PAYMENT_ID, PAYMENT_ID, pendingBeneficiaries } from './payment-fixtures.ts';
import { BankBatchPanel } from './bank-batch-panel.tsx';

type Route = Parameters<typeof mockFetch>[0][string];

const NEW_BATCH_ID = '5d4c3b2a-1908-4f7e-8d6c-5b4a39281706';
const SEPA_XML = '<?xml version="1.0"?><Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.001.001.03"/>';

/** The API's XML export: the file, with the batch id and the file name in its headers (mockFetch answers JSON only). */
function sepaExport(): Response {
  return new Response(SEPA_XML, {
    status: 200,
    headers: {
      'Content-Type': 'application/xml',
      'X-Batch-Id': NEW_BATCH_ID,
      'Content-Disposition': 'attachment; filename="beneficiaries-BB-20260310-0002.xml"',
    },
  });
}

function setup({
  pending = pendingBeneficiaries(),
  routes = {},
  xml = sepaExport,
}: { pending?: PendingBeneficiaries; routes?: Record<string, Route>; xml?: () => Response } = {}) {
  const json = mockFetch({ 'GET /api/payments/pending-beneficiaries': () => ({ body: pending }), ...routes });
  const fetchMock = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.toString() : input.url;
    if (url === '/api/payments/beneficiaries.xml') {
      json.calls.push({ url, init });
      return xml();
    }
    return json.fetchMock(input, init);
  };
  vi.stubGlobal('fetch', fetchMock);
  document.cookie = 'bb_csrf=t; path=/';
  const onOpen = vi.fn();
  renderWithProviders(<BankBatchPanel onOpen={onOpen} />, { user: buildUser({ userType: 'superadmin' }) });
  const count = (method: string, path: string) => json.calls.filter((call) => (call.init?.method ?? 'GET') === method && call.url === path).length;
  const lastCall = (method: string, path: string) => json.calls.filter((call) => (call.init?.method ?? 'GET') === method && call.url === path).at(-1);
  return { calls: json.calls, count, lastCall, onOpen };
}

const blobs: Blob[] = [];
beforeEach(() => {
  blobs.length = 0;
  Object.assign(URL, { createObjectURL: (blob: Blob) => (blobs.push(blob), 'blob:sepa'), revokeObjectURL: () => {} });
});
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

  it('exports the SEPA file: saves it under its name, reads X-Batch-Id for the CSV of the same batch, then refetches', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { count } = setup();
    const view = within(await panel());
    await view.findByText('1.600,00 €');
    expect(count('GET', '/api/payments/pending-beneficiaries')).toBe(1);
    await userEvent.click(view.getByRole('button', { name: 'Esporta file SEPA' }));

    expect(await view.findByText('Lotto esportato: beneficiaries-BB-20260310-0002.xml')).toBeInTheDocument();
    expect(click).toHaveBeenCalledOnce();
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('beneficiaries-BB-20260310-0002.xml');
    expect(link.href).toBe('blob:sepa');
    expect(await blobs[0]?.text()).toBe(SEPA_XML);
    expect(view.getByRole('link', { name: 'Esporta CSV di questo lotto' })).toHaveAttribute('href', `/api/payments/beneficiaries.csv?batch=${NEW_BATCH_ID}`);
    await waitFor(() => expect(count('GET', '/api/payments/pending-beneficiaries')).toBe(2));
  });

  it('says so when there was nothing left to export', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    setup({
      xml: () => new Response(JSON.stringify({ code: 'PAYMENT_BATCH_EMPTY', message: 'x' }), { status: 400, headers: { 'Content-Type': 'application/json' } }),
    });
    const view = within(await panel());
    await view.findByText('1.600,00 €');
    await userEvent.click(view.getByRole('button', { name: 'Esporta file SEPA' }));
    expect(await screen.findByTestId('error-modal-message')).toHaveTextContent('Nessun pagamento in attesa di invio alla banca.');
    expect(click).not.toHaveBeenCalled();
  });

  it('cannot export an empty list', async () => {
    setup({ pending: pendingBeneficiaries({ count: 0, total: 0, results: [], processing: 0, failedRetry: 0 }) });
    const view = within(await panel());
    expect(await view.findByText('Nessun pagamento in attesa del prossimo lotto.')).toBeInTheDocument();
    expect(view.getByRole('button', { name: 'Esporta file SEPA' })).toBeDisabled();
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
    expect(sent?.init?.body).toBe(file);
    expect((sent?.init?.headers as Record<string, string>)['Content-Type']).toBe('application/xml');
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
