import type { Deposit } from '@bb/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { ManageDepositModal } from './manage-deposit-modal.tsx';

const DEPOSIT_ID = '5b1f0f3e-2c4d-4e5f-8a9b-0c1d2e3f4a5b';
const COMPANY = { id: '7d3c1a52-5a0e-4f8e-9b55-1f2e3d4c5b6a', name: 'Demo Srl', businessname: 'Demo S.r.l.', picture: null };
const OTHER_COMPANY_ID = '9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b';
const NONE = { approve: false, skip: false, sendInvoice: false, skipInvoice: false };

function deposit(overrides: Partial<Deposit> = {}): Deposit {
  return {
    id: DEPOSIT_ID,
    accreditationStatus: 'pending',
    invoiceStatus: 'pending',
    invoiceId: null,
    invoiceNumber: null,
    amount: 1220,
    vatExempt: null,
    creditedAmount: null,
    vatAmount: null,
    date: '2026-03-02',
    payerName: 'Demo Srl',
    description: 'Ricarica BB-ABCD2345',
    additionalInfo: null,
    source: 'manual',
    company: COMPANY,
    createdAt: '2026-03-02T10:00:00.000Z',
    abilities: { ...NONE, approve: true, skip: true },
    ...overrides,
  };
}

const approved = deposit({
  accreditationStatus: 'accredited',
  invoiceStatus: 'generated',
  invoiceId: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  invoiceNumber: '2026/1',
  vatExempt: false,
  creditedAmount: 1000,
  vatAmount: 220,
  abilities: { ...NONE, sendInvoice: true, skipInvoice: true },
});

type Route = Parameters<typeof mockFetch>[0][string];

function stubApi(approve: Route) {
  const { fetchMock, calls } = mockFetch({
    'GET /api/admin/settings': () => ({ body: { VAT_RATE_PERCENT: 22 } }),
    'GET /api/companies': () => ({ body: { count: 1, results: [{ ...COMPANY, id: OTHER_COMPANY_ID, name: 'Acme' }] } }),
    [`POST /api/banking/company-transfers/${DEPOSIT_ID}/approve`]: approve,
  });
  vi.stubGlobal('fetch', fetchMock);
  document.cookie = 'bb_csrf=t; path=/';
  const approvals = () => calls.filter((call) => call.init?.method === 'POST' && call.url.endsWith('/approve'));
  return { approvals };
}

const headerOf = (init: RequestInit | undefined, name: string) => new Headers(init?.headers).get(name) ?? undefined;

afterEach(() => vi.unstubAllGlobals());

describe('manage deposit', () => {
  it('offers approve and skip for a pending deposit, with its company pre-selected and the credit previewed', async () => {
    stubApi(() => ({ body: approved }));
    renderWithProviders(<ManageDepositModal deposit={deposit()} onChange={() => {}} onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Gestisci bonifico' });
    expect(within(dialog).getByText('BB-ABCD2345')).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: 'Azienda' })).toHaveValue('Demo Srl');
    expect(within(dialog).getByRole('button', { name: 'Approva' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Salta' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Invia a SDI' })).not.toBeInTheDocument();
    // 1220 / 1.22 to the cent; "1.000,00" once the domain's formatEuro groups thousands.
    expect((await within(dialog).findByTestId('credit-preview')).textContent?.replace(/\s+/g, ' ')).toMatch(
      /^Il wallet riceverà 1\.?000,00 € \(IVA 220,00 €\)$/,
    );
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Esente IVA/ }));
    expect(within(dialog).getByTestId('credit-preview').textContent?.replace(/\s+/g, ' ')).toBe('Il wallet riceverà 1.220,00 € (IVA 0,00 €)');
  });

  it('approves with { companyId, vatExempt } and an Idempotency-Key, reused after a network error', async () => {
    let attempt = 0;
    const { approvals } = stubApi(() => {
      attempt += 1;
      if (attempt === 1) throw new TypeError('Failed to fetch');
      return { body: approved };
    });
    const onChange = vi.fn();
    renderWithProviders(<ManageDepositModal deposit={deposit()} onChange={onChange} onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Gestisci bonifico' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approva' }));
    const errorModal = (await screen.findByTestId('error-modal-message')).closest<HTMLElement>('[role="dialog"]');
    await userEvent.click(within(errorModal ?? document.body).getByRole('button', { name: 'Chiudi' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approva' }));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(approved));

    const [first, second] = approvals();
    expect(JSON.parse(String(second?.init?.body))).toEqual({ companyId: COMPANY.id, vatExempt: false });
    const key = headerOf(first?.init, 'Idempotency-Key');
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(headerOf(second?.init, 'Idempotency-Key')).toBe(key);
  });

  it('shows a missing company under the field and sends nothing', async () => {
    const { approvals } = stubApi(() => ({ body: approved }));
    renderWithProviders(<ManageDepositModal deposit={deposit({ company: null })} onChange={() => {}} onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Gestisci bonifico' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approva' }));
    expect(await within(dialog).findByText("Seleziona un'azienda")).toBeInTheDocument();
    expect(approvals()).toHaveLength(0);
  });

  it("puts the API's field error under the company and takes a new key for the next attempt", async () => {
    const { approvals } = stubApi(() => ({ status: 422, body: { code: 'VALIDATION_ERROR', message: 'x', fields: { companyId: ['Azienda non trovata'] } } }));
    renderWithProviders(<ManageDepositModal deposit={deposit()} onChange={() => {}} onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Gestisci bonifico' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approva' }));
    expect(await within(dialog).findByText('Azienda non trovata')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approva' }));
    await waitFor(() => expect(approvals()).toHaveLength(2));
    const [first, second] = approvals();
    expect(headerOf(second?.init, 'Idempotency-Key')).not.toBe(headerOf(first?.init, 'Idempotency-Key'));
  });

  it('offers sending or skipping the invoice of an accredited deposit, and its download', async () => {
    const { fetchMock, calls } = mockFetch({
      [`POST /api/banking/company-transfers/${DEPOSIT_ID}/invoice/send`]: () => ({ body: { ...approved, invoiceStatus: 'sent', abilities: NONE } }),
    });
    vi.stubGlobal('fetch', fetchMock);
    document.cookie = 'bb_csrf=t; path=/';
    const onChange = vi.fn();
    renderWithProviders(<ManageDepositModal deposit={approved} onChange={onChange} onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Gestisci bonifico' });
    expect(within(dialog).queryByRole('button', { name: 'Approva' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Salta' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Scarica la fattura 2026/1 in formato XML' })).toHaveAttribute(
      'href',
      `/api/banking/company-transfers/${DEPOSIT_ID}/invoice.xml`,
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Invia a SDI' }));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ invoiceStatus: 'sent' })));
    expect(calls.at(-1)?.init?.body).toBeUndefined();
  });

  it('asks before skipping a deposit', async () => {
    const { fetchMock, calls } = mockFetch({
      'GET /api/admin/settings': () => ({ body: { VAT_RATE_PERCENT: 22 } }),
      'GET /api/companies': () => ({ body: { count: 0, results: [] } }),
      [`POST /api/banking/company-transfers/${DEPOSIT_ID}/skip`]: () => ({
        body: deposit({ accreditationStatus: 'skipped', abilities: { ...NONE, skipInvoice: true } }),
      }),
    });
    vi.stubGlobal('fetch', fetchMock);
    document.cookie = 'bb_csrf=t; path=/';
    renderWithProviders(<ManageDepositModal deposit={deposit()} onChange={() => {}} onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Gestisci bonifico' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salta' }));
    expect(within(dialog).getByText('Saltare questo bonifico?')).toBeInTheDocument();
    expect(calls.some((call) => call.url.endsWith('/skip'))).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salta il bonifico' }));
    await waitFor(() => expect(calls.some((call) => call.init?.method === 'POST' && call.url.endsWith('/skip'))).toBe(true));
  });
});
