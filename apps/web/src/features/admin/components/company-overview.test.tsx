import type { CompanyDetail } from '@bb/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { CompanyOverview } from './company-overview.tsx';

const COMPANY_ID = '7d3c1a52-5a0e-4f8e-9b55-1f2e3d4c5b6a';

const company = (isVerified: boolean): CompanyDetail => ({
  id: COMPANY_ID,
  name: 'Acme',
  businessname: 'Acme S.r.l.',
  vat: '06363391001',
  pec: 'acme@pec.it',
  address: 'Via Roma 1',
  city: 'Roma',
  cap: '00100',
  sdi: 'M5UXCR1',
  state: 'RM',
  country: 'ITA',
  sector: 'OTHER',
  employees: 'SMALL',
  website: null,
  description: null,
  picture: null,
  isVerified,
  balance: 0,
  updatedAt: '2026-01-10T10:00:00.000Z',
  referenceCode: 'BB-ABCDEFGH',
  createdAt: '2026-01-10T10:00:00.000Z',
  firstCallBookedAt: null,
  membersCount: 1,
  adminsCount: 1,
  owner: null,
});

afterEach(() => vi.unstubAllGlobals());

describe('company overview', () => {
  it('offers no approval for an approved company', () => {
    renderWithProviders(<CompanyOverview company={company(true)} />);
    expect(screen.getByText('Approvata')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approva azienda' })).not.toBeInTheDocument();
  });

  it('approves a pending company after the confirmation', async () => {
    const { fetchMock, calls } = mockFetch({ [`POST /api/companies/${COMPANY_ID}/verify`]: () => ({ body: company(true) }) });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<CompanyOverview company={company(false)} />);
    expect(screen.getByText('In attesa di approvazione')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Approva azienda' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approva azienda' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approva' }));
    await waitFor(() => expect(calls.some((call) => call.init?.method === 'POST' && call.url.endsWith(`/api/companies/${COMPANY_ID}/verify`))).toBe(true));
  });
});
