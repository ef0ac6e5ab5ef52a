import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildUser, mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { PaymentDetailModal } from './payment-detail-modal.tsx';
import { buildDetail, PAYMENT_ID, sentBodies } from './test-fixtures.ts';

const UPLOAD_ID = '2e4f6a8c-0b1d-4e3f-9a5b-7c9d1e3f5a7b';
const RECEIPT = { fileName: 'ricevuta-prestazione-occasionale.pdf', url: `/api/payments/intents/${PAYMENT_ID}/receipt.pdf` };
const ABILITIES = { confirm: false, uploadDocument: true, uploadDocumentForHacker: false, approve: false, payExternally: false, skip: false };

function renderDetail(detail = buildDetail({ status: 'pendingHackerDocumentsUpload', receipt: RECEIPT, abilities: ABILITIES })) {
  let current = detail;
  const { fetchMock, calls } = mockFetch({
    [`GET /api/payments/intents/${PAYMENT_ID}`]: () => ({ body: current }),
    'POST /api/uploads/presigned-url': () => ({ body: { items: [{ id: UPLOAD_ID, signedUrl: '/api/uploads/signed/receipt' }] } }),
    'PUT /api/uploads/signed/receipt': () => ({ status: 200 }),
    [`POST /api/payments/intents/${PAYMENT_ID}/documents`]: () => {
      current = { ...current, status: 'pendingStaffApproval', hackerDocument: { id: UPLOAD_ID, fileName: 'ricevuta-firmata.pdf' } };
      return { body: current };
    },
  });
  vi.stubGlobal('fetch', fetchMock);
  renderWithProviders(<PaymentDetailModal paymentId={PAYMENT_ID} onClose={() => {}} />, { user: buildUser() });
  return { calls };
}

afterEach(() => vi.unstubAllGlobals());

describe('the receipt of occasional work', () => {
  it('offers the prefilled receipt, uploads the signed PDF and attaches its upload id, then names the file', async () => {
    const user = userEvent.setup();
    const { calls } = renderDetail();
    const section = await screen.findByRole('region', { name: 'Ricevuta di prestazione occasionale' });
    const download = within(section).getByRole('link', { name: 'Scarica la ricevuta precompilata' });
    expect(download).toHaveAttribute('href', RECEIPT.url);
    expect(download).toHaveAttribute('download', RECEIPT.fileName);

    await user.upload(
      within(section).getByLabelText('Carica la ricevuta firmata (PDF)'),
      new File(['%PDF-1.7'], 'ricevuta-firmata.pdf', { type: 'application/pdf' }),
    );

    expect(await screen.findByText('Documento caricato')).toBeInTheDocument();
    expect(sentBodies(calls, 'POST', '/api/uploads/presigned-url')).toMatchObject([
      { purpose: 'document', items: [{ fileName: 'ricevuta-firmata.pdf', contentType: 'application/pdf' }] },
    ]);
    expect(calls.some((call) => call.url === '/api/uploads/signed/receipt' && call.init?.method === 'PUT')).toBe(true);
    expect(sentBodies(calls, 'POST', `/api/payments/intents/${PAYMENT_ID}/documents`)).toEqual([{ document: UPLOAD_ID }]);
    const uploaded = await screen.findByTestId('hacker-document');
    expect(within(uploaded).getByRole('link', { name: 'ricevuta-firmata.pdf' })).toHaveAttribute('href', `/api/uploads/${UPLOAD_ID}`);
    await waitFor(() => expect(screen.getByRole('dialog')).toHaveTextContent('In attesa di approvazione'));
  });

  it('refuses anything but a PDF before uploading', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { calls } = renderDetail();
    const section = await screen.findByRole('region', { name: 'Ricevuta di prestazione occasionale' });
    await user.upload(within(section).getByLabelText('Carica la ricevuta firmata (PDF)'), new File(['x'], 'ricevuta.docx', { type: 'application/msword' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent('Tipo di file non consentito');
    // Every drop zone shakes at a refused drop, not only the picture's.
    await waitFor(() => expect(within(section).getByLabelText('Carica la ricevuta firmata (PDF)').closest('.mantine-Dropzone-root')).toHaveClass('bb-shake'));
    expect(calls.some((call) => call.url === '/api/uploads/presigned-url')).toBe(false);
  });

  it('shows the uploaded file without an upload zone once the payment no longer takes one', async () => {
    renderDetail(
      buildDetail({
        status: 'approved',
        receipt: RECEIPT,
        hackerDocument: { id: UPLOAD_ID, fileName: 'firmata.pdf' },
        abilities: { ...ABILITIES, uploadDocument: false },
      }),
    );
    const section = await screen.findByRole('region', { name: 'Ricevuta di prestazione occasionale' });
    expect(within(section).getByRole('link', { name: 'firmata.pdf' })).toBeInTheDocument();
    expect(within(section).queryByLabelText('Carica la ricevuta firmata (PDF)')).not.toBeInTheDocument();
  });

  it('shows no receipt to sign for a regime without one, and no minus before a zero withholding', async () => {
    renderDetail(
      buildDetail({
        status: 'pendingStaffApproval',
        taxRegime: 'foreign_occasional',
        needsDocument: false,
        needsPreviousYearTotal: false,
        receipt: null,
        withholdingAmount: 0,
        transferAmount: 800,
        abilities: ABILITIES,
      }),
    );
    const figures = await screen.findByTestId('payment-figures');
    expect(within(figures).getByText("Ritenuta d'acconto").nextElementSibling).toHaveTextContent(/^0,00\s€$/);
    expect(screen.queryByRole('region', { name: 'Ricevuta di prestazione occasionale' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Carica la ricevuta firmata (PDF)')).not.toBeInTheDocument();
  });
});
