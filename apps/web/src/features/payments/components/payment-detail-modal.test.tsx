import type { PaymentDetail } from '@bb/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildUser, mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { NO_ABILITIES, PAYMENT_ID, paymentDetail, UPLOAD_ID } from './payment-fixtures.ts';
import { PaymentDetailModal } from './payment-detail-modal.tsx';

type Route = Parameters<typeof mockFetch>[0][string];

const intentPath = `/api/payments/intents/${PAYMENT_ID}`;

function setup(detail: PaymentDetail, routes: Record<string, Route> = {}) {
  const { fetchMock, calls } = mockFetch({
    [`GET ${intentPath}`]: () => ({ body: detail }),
    'POST /api/uploads/presigned-url': () => ({ body: { items: [{ id: UPLOAD_ID, signedUrl: '/api/uploads/signed/proof' }] } }),
    'PUT /api/uploads/signed/proof': () => ({ status: 200 }),
    ...routes,
  });
  vi.stubGlobal('fetch', fetchMock);
  document.cookie = 'bb_csrf=t; path=/';
  renderWithProviders(<PaymentDetailModal paymentId={PAYMENT_ID} onClose={() => {}} />, { user: buildUser({ userType: 'superadmin' }) });
  const posts = (action: string) => calls.filter((call) => call.init?.method === 'POST' && call.url === `${intentPath}/${action}`);
  const bodyOf = (action: string) => JSON.parse(String(posts(action).at(-1)?.init?.body)) as unknown;
  return { calls, posts, bodyOf };
}

/** Once `after` holds, every GET answers 300 ms late: the screen shows what it drew from the action's own answer. */
function refetchesSlowlyAfter(after: () => boolean) {
  const answer = globalThis.fetch;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    if ((init?.method ?? 'GET') === 'GET' && after()) await new Promise((resolve) => setTimeout(resolve, 300));
    return answer(input, init);
  });
}

const headerOf = (init: RequestInit | undefined, name: string) => new Headers(init?.headers).get(name) ?? undefined;

async function openDialog() {
  const dialog = await screen.findByRole('dialog', { name: 'Dettaglio pagamento' });
  await within(dialog).findByText('Ada Lovelace');
  return dialog;
}

const pdf = (name: string) => new File(['%PDF-1.7'], name, { type: 'application/pdf' });

afterEach(() => vi.unstubAllGlobals());

describe('the hacker payment detail', () => {
  it('shows every field of the payment, its documents and history', async () => {
    setup(paymentDetail({ staffDocument: { id: UPLOAD_ID, fileName: 'prova.pdf' }, inpsDue: true }));
    const dialog = await openDialog();
    const view = within(dialog);
    expect(view.getByText('IT60X0542811101000000123456')).toBeInTheDocument();
    expect(view.getByText('BPMOIT22XXX')).toBeInTheDocument();
    expect(view.getByText('LVLDAA85T50H501Z')).toBeInTheDocument();
    expect(view.getByText('Prestazione occasionale - lavoratore dipendente')).toBeInTheDocument();
    expect(view.getByText('Via Roma 1, 00100 Roma, RM, Italia')).toBeInTheDocument();
    expect(view.getByText('1.200,00 €')).toBeInTheDocument();
    expect(view.getByText('200,00 €')).toBeInTheDocument();
    expect(view.getByText('Dovuti (soglia superata)')).toBeInTheDocument();
    expect(view.getByRole('link', { name: 'ricevuta.pdf' })).toHaveAttribute('href', `${intentPath}/receipt.pdf`);
    expect(view.getByRole('link', { name: 'ricevuta-firmata.pdf' })).toHaveAttribute('href', '/api/uploads/2d3e4f5a-6b7c-4d8e-9f0a-1b2c3d4e5f6a');
    expect(view.getByRole('link', { name: 'prova.pdf' })).toHaveAttribute('href', `/api/uploads/${UPLOAD_ID}`);
    expect(view.getByText('da In attesa di conferma')).toBeInTheDocument();
  });

  it("shows the INPS shares of occasional work above the year's threshold: the hacker's withheld, the platform's borne", async () => {
    // 4,500 received this year + 800: on the 300 above 5,000, 33.72 withheld and 67.44 borne; 800 - 160 - 33.72 = 606.28.
    const inps = { inpsDue: true, inpsTaxableAmount: 300, inpsHackerAmount: 33.72, inpsPlatformAmount: 67.44 };
    setup(paymentDetail({ previousYearlyPaymentsAmount: 4500, bountyTotalAmount: 800, withholdingAmount: 160, transferAmount: 606.28, ...inps }));
    const view = within(await openDialog());
    const value = (label: string) => view.getByText(label).nextElementSibling?.textContent?.replace(/\s/g, ' ');
    expect(value("Contributi INPS a carico dell'hacker (11,24% di 300,00 €)")).toBe('33,72 €');
    expect(value('Contributi INPS a carico della piattaforma (22,48% di 300,00 €)')).toBe('67,44 €');
    expect(value('Bonifico netto')).toBe('606,28 €');
    expect(value("Compensi occasionali già ricevuti nell'anno")).toBe('4.500,00 €');
    expect(view.queryByText('Dovuti (soglia superata)')).not.toBeInTheDocument();
  });

  it('offers only the actions its abilities allow', async () => {
    setup(paymentDetail({ abilities: { ...NO_ABILITIES, skip: true } }));
    const dialog = await openDialog();
    expect(within(dialog).getByRole('button', { name: 'Salta' })).toBeInTheDocument();
    for (const name of ['Approva', 'Paga esternamente', 'Carica ricevuta firmata'])
      expect(within(dialog).queryByRole('button', { name })).not.toBeInTheDocument();
  });

  it('offers no signed receipt to upload for a regime without one', async () => {
    setup(paymentDetail({ taxRegime: 'foreign_occasional', needsDocument: false, needsPreviousYearTotal: false, receipt: null, hackerDocument: null }));
    const dialog = await openDialog();
    expect(within(dialog).getByRole('button', { name: 'Approva' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Carica ricevuta firmata' })).not.toBeInTheDocument();
  });

  it('says there is nothing to do when no ability is on', async () => {
    setup(paymentDetail({ status: 'accredited', abilities: NO_ABILITIES }));
    const dialog = await openDialog();
    expect(within(dialog).getByText('Nessuna azione disponibile in questo stato.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Salta' })).not.toBeInTheDocument();
  });

  it('approves after a confirmation with { payExternally: false } and an Idempotency-Key', async () => {
    // The answer is the intent without its history, as the API sends it: the open detail keeps its history.
    const { history: _history, ...approved } = paymentDetail({ status: 'approved', abilities: NO_ABILITIES });
    const { posts, bodyOf } = setup(paymentDetail(), { [`POST ${intentPath}/approve`]: () => ({ body: approved }) });
    refetchesSlowlyAfter(() => posts('approve').length > 0);
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approva' }));
    expect(within(dialog).getByText('Il pagamento entra nella lista del prossimo lotto per la banca.')).toBeInTheDocument();
    expect(posts('approve')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approva il pagamento' }));
    expect(await screen.findByText('Pagamento approvato')).toBeInTheDocument();
    expect(within(dialog).getByText('da In attesa di conferma')).toBeInTheDocument();
    expect(bodyOf('approve')).toEqual({ payExternally: false });
    expect(headerOf(posts('approve')[0]?.init, 'Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('pays externally with the uploaded proof and the note', async () => {
    const { calls, bodyOf } = setup(paymentDetail(), { [`POST ${intentPath}/approve`]: () => ({ body: paymentDetail({ status: 'sentExternally' }) }) });
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Paga esternamente' }));
    await userEvent.upload(within(dialog).getByLabelText('Carica la prova del pagamento'), pdf('bonifico.pdf'));
    expect(await within(dialog).findByText('bonifico.pdf')).toBeInTheDocument();
    const presign = calls.find((call) => call.url === '/api/uploads/presigned-url');
    expect(JSON.parse(String(presign?.init?.body))).toMatchObject({
      purpose: 'document',
      items: [{ fileName: 'bonifico.pdf', contentType: 'application/pdf' }],
    });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Nota/ }), 'Pagato con bonifico istantaneo');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Segna come pagato' }));
    expect(await screen.findByText('Pagamento segnato come pagato esternamente')).toBeInTheDocument();
    expect(bodyOf('approve')).toEqual({ payExternally: true, document: UPLOAD_ID, reason: 'Pagato con bonifico istantaneo' });
  });

  it('pays externally with no proof and no note', async () => {
    const { bodyOf } = setup(paymentDetail({ status: 'failed', abilities: { ...NO_ABILITIES, payExternally: true } }), {
      [`POST ${intentPath}/approve`]: () => ({ body: paymentDetail({ status: 'sentExternally' }) }),
    });
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Paga esternamente' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Segna come pagato' }));
    await waitFor(() => expect(bodyOf('approve')).toEqual({ payExternally: true }));
  });

  it('skips only with a reason', async () => {
    const { posts, bodyOf } = setup(paymentDetail(), { [`POST ${intentPath}/skip`]: () => ({ body: paymentDetail({ status: 'skipped' }) }) });
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salta' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salta il pagamento' }));
    expect(await within(dialog).findByText('Questo campo è obbligatorio')).toBeInTheDocument();
    expect(posts('skip')).toHaveLength(0);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Motivo/ }), 'Ricompensa duplicata');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salta il pagamento' }));
    expect(await screen.findByText('Pagamento saltato')).toBeInTheDocument();
    expect(bodyOf('skip')).toEqual({ reason: 'Ricompensa duplicata' });
  });

  it("says approval waits for the signed receipt, and uploads it on the hacker's behalf", async () => {
    const { posts, bodyOf } = setup(
      paymentDetail({
        status: 'pendingHackerDocumentsUpload',
        hackerDocument: null,
        abilities: { ...NO_ABILITIES, uploadDocumentForHacker: true, skip: true },
      }),
      { [`POST ${intentPath}/documents`]: () => ({ body: paymentDetail() }) },
    );
    const dialog = await openDialog();
    expect(within(dialog).getByText(/L'approvazione attende la ricevuta firmata/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Carica ricevuta firmata' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Carica' }));
    expect(await within(dialog).findByText('Questo campo è obbligatorio')).toBeInTheDocument();
    expect(posts('documents')).toHaveLength(0);
    await userEvent.upload(within(dialog).getByLabelText('Carica la ricevuta firmata'), pdf('firmata.pdf'));
    expect(await within(dialog).findByText('firmata.pdf')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Carica' }));
    expect(await screen.findByText('Documento caricato')).toBeInTheDocument();
    expect(bodyOf('documents')).toEqual({ document: UPLOAD_ID });
  });

  it('shows a refusal in the error modal and keeps the form', async () => {
    setup(paymentDetail(), {
      [`POST ${intentPath}/approve`]: () => ({ status: 400, body: { code: 'INVALID_PAYMENT_STATUS', message: 'x' } }),
    });
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approva' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approva il pagamento' }));
    expect(await screen.findByTestId('error-modal-message')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Approva il pagamento' })).toBeInTheDocument();
  });
});
