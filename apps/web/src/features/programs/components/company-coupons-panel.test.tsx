import type { CompanyCoupons } from '@bb/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildUser, mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { CompanyCouponsPanel } from './company-coupons-panel.tsx';
import { COMPANY_ID, PROGRAM_ID } from './test-fixtures.ts';

const PATH = `/api/companies/${COMPANY_ID}`;
const COUPONS: CompanyCoupons = {
  company: { managementDiscount: 10, verificationDiscount: null },
  programs: [
    { id: PROGRAM_ID, name: 'Portale clienti', status: 'active', coupon: null },
    { id: '5a1b2c3d-0000-4000-8000-000000000002', name: 'App mobile', status: 'draft', coupon: { managementDiscount: 50, verificationDiscount: 12.5 } },
  ],
};

function setup(put: (body: unknown) => { status?: number; body?: unknown }) {
  const { fetchMock, calls } = mockFetch({
    [`GET ${PATH}/coupons`]: () => ({ body: COUPONS }),
    [`PUT ${PATH}/coupon`]: (init) => put(JSON.parse(String(init?.body))),
  });
  vi.stubGlobal('fetch', fetchMock);
  renderWithProviders(<CompanyCouponsPanel companyId={COMPANY_ID} />, { user: buildUser({ userType: 'superadmin' }) });
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe('the company coupons panel', () => {
  it('lists the coupons in force: the company’s and the programs’ own', async () => {
    setup(() => ({ body: COUPONS }));
    expect(await screen.findByTestId('company-coupon')).toHaveTextContent('10% / —');
    const table = screen.getByRole('table', { name: 'Coupon in vigore' });
    expect(within(table).getByText('App mobile')).toBeInTheDocument();
    expect(within(table).getByText('50% / 12,5%')).toBeInTheDocument();
  });

  it('assigns a coupon to one program after a confirmation naming it and its discounts', async () => {
    const sent: unknown[] = [];
    setup((body) => {
      sent.push(body);
      return {
        body: { ...COUPONS, programs: [{ ...COUPONS.programs[0]!, coupon: { managementDiscount: 100, verificationDiscount: 20 } }, COUPONS.programs[1]!] },
      };
    });
    await userEvent.click(await screen.findByLabelText('Si applica a', { selector: 'input' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Portale clienti (Attivo)' }));
    const management = screen.getByRole('textbox', { name: /Sconto sulla commissione del servizio gestito/ });
    await userEvent.clear(management);
    await userEvent.type(management, '100');
    await userEvent.type(screen.getByRole('textbox', { name: /Sconto sulla commissione della verifica/ }), '20');
    await userEvent.click(screen.getByRole('button', { name: 'Salva il coupon' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confermi il coupon?' });
    expect(dialog).toHaveTextContent('Portale clienti: sconto 100% sul servizio gestito e 20% sulla verifica delle correzioni');
    expect(sent).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Conferma' }));
    await waitFor(() => expect(sent).toEqual([{ program: PROGRAM_ID, managementDiscount: 100, verificationDiscount: 20 }]));
    expect(await screen.findByText('Coupon salvato')).toBeInTheDocument();
  });

  it('refuses a percent above 100 before sending, and shows the server’s field message', async () => {
    const sent: unknown[] = [];
    setup((body) => {
      sent.push(body);
      return { status: 422, body: { code: 'VALIDATION_ERROR', message: '', fields: { verificationDiscount: ['Sconto non valido'] } } };
    });
    const management = await screen.findByRole('textbox', { name: /Sconto sulla commissione del servizio gestito/ });
    await userEvent.clear(management);
    await userEvent.type(management, '150');
    await userEvent.click(screen.getByRole('button', { name: 'Salva il coupon' }));
    // The input stops at 100; the discount sent is what the form holds.
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Conferma' }));
    expect(await screen.findByText('Sconto non valido')).toBeInTheDocument();
    expect(sent).toEqual([{ program: null, managementDiscount: 100, verificationDiscount: null }]);
  });
});
