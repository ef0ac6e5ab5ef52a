import type { Deposit } from '@bb/domain';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildUser, mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { CompanyTransfersTab } from './company-transfers-tab.tsx';

const NONE = { approve: false, skip: false, sendInvoice: false, skipInvoice: false };

function deposit(id: string, overrides: Partial<Deposit>): Deposit {
  return {
    id,
    accreditationStatus: 'pending',
    invoiceStatus: 'pending',
    invoiceId: null,
    invoiceNumber: null,
    amount: 6100,
    vatExempt: null,
    creditedAmount: null,
    vatAmount: null,
    date: '2026-11-20',
    payerName: 'DEMO SOFTWARE S.R.L.',
    description: 'RICARICA WALLET BB-DEMS2K26',
    additionalInfo: null,
    source: 'camt053',
    company: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    abilities: { ...NONE, approve: true, skip: true },
    ...overrides,
  };
}

afterEach(() => vi.unstubAllGlobals());

describe("the super admin's incoming transfers", () => {
  it('shows each description whole, with the company code the matching reads in it, even as the bank garbled it', async () => {
    const results = [
      deposit('5b1f0f3e-2c4d-4e5f-8a9b-0c1d2e3f4a01', {}),
      // Banks drop the hyphen and change the case: the code is still found, and shown as the matching reads it.
      deposit('5b1f0f3e-2c4d-4e5f-8a9b-0c1d2e3f4a02', { description: 'Integrazione budget secondo semestre bb dems2k26', payerName: 'Demo Software S.r.l.' }),
      deposit('5b1f0f3e-2c4d-4e5f-8a9b-0c1d2e3f4a03', { description: 'SALDO FATTURA 118/2026', payerName: 'ESPOSITO MARIO' }),
    ];
    vi.stubGlobal('fetch', mockFetch({ 'GET /api/banking/company-transfers': () => ({ body: { count: results.length, results } }) }).fetchMock);
    renderWithProviders(<CompanyTransfersTab />, { user: buildUser({ userType: 'superadmin' }) });
    const table = within(await screen.findByRole('region', { name: 'Storico dei bonifici' })).getByRole('table');
    await within(table).findByText('RICARICA WALLET BB-DEMS2K26');
    const [header, first, second, third] = within(table).getAllByRole('row') as HTMLElement[];
    expect(within(header!).getByRole('columnheader', { name: 'Ordinante e causale' })).toBeInTheDocument();
    expect(first).toHaveTextContent(/DEMO SOFTWARE S\.R\.L\.\s*RICARICA WALLET BB-DEMS2K26\s*Codice azienda\s*BB-DEMS2K26/);
    expect(within(second!).getByText('Integrazione budget secondo semestre bb dems2k26')).toBeInTheDocument();
    expect(within(second!).getByText('BB-DEMS2K26')).toBeInTheDocument();
    expect(third).toHaveTextContent('SALDO FATTURA 118/2026');
    expect(third).not.toHaveTextContent('Codice azienda');
  });
});
