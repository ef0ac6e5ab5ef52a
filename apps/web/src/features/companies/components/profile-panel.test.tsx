import type { Company, CompanyDataChange } from '@bb/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildUser, mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { CompanyProfilePanel } from './profile-panel.tsx';

const COMPANY_ID = '7d3c1a52-5a0e-4f8e-9b55-1f2e3d4c5b6a';
const CHANGE_ID = '1c2d3e4f-0000-4000-8000-0000000000c1';
const COMPANY: Company = {
  id: COMPANY_ID,
  name: 'Demo',
  businessname: 'Demo Srl',
  vat: '06363391001',
  pec: 'demo@pec.it',
  address: 'Via Roma 1',
  city: 'Milano',
  cap: '20121',
  sdi: 'ABC1234',
  state: 'MI',
  country: 'ITA',
  sector: 'TECHNOLOGY',
  employees: 'SMALL',
  website: 'https://demo.example',
  description: 'Software',
  picture: null,
  isVerified: true,
  balance: 1000,
  updatedAt: '2026-01-10T10:00:00.000Z',
};
const fiscal = { businessname: 'Demo Srl', vat: '06363391001', pec: 'demo@pec.it', sdi: 'ABC1234', country: 'ITA' };
const change = (overrides: Partial<CompanyDataChange>): CompanyDataChange => ({
  id: CHANGE_ID,
  company: { id: COMPANY_ID, name: 'Demo' },
  status: 'pending',
  requested: { ...fiscal, pec: 'nuova@pec.it' },
  previous: fiscal,
  fields: ['pec'],
  reason: null,
  decisionReason: null,
  requestedBy: 'ada',
  requestedAt: '2026-03-01T10:00:00.000Z',
  decidedAt: null,
  abilities: { approve: false, reject: false, withdraw: true },
  ...overrides,
});
const admin = buildUser({ userType: 'company', permissions: { companyRoles: [{ companyId: COMPANY_ID, role: 'ADMIN' }] } });

function setup(changes: CompanyDataChange[], extra: Parameters<typeof mockFetch>[0] = {}) {
  const { fetchMock, calls } = mockFetch({
    'GET /api/companies/me/data-changes': () => ({ body: changes }),
    'GET /api/platform': () => ({ body: { supportEmail: 'aiuto@piattaforma.example', disabledFeatures: [] } }),
    ...extra,
  });
  vi.stubGlobal('fetch', fetchMock);
  renderWithProviders(<CompanyProfilePanel company={COMPANY} canEdit />, { user: admin });
  return calls;
}
const sent = (calls: { url: string; init: RequestInit | undefined }[], path: string) =>
  calls.filter((call) => call.url === path && call.init?.method && call.init.method !== 'GET').map((call) => JSON.parse(String(call.init?.body ?? 'null')));

afterEach(() => vi.unstubAllGlobals());

describe('the company profile', () => {
  it('lets an administrator change the head office directly', async () => {
    const calls = setup([], { 'PATCH /api/companies/me/head-office': () => ({ body: { ...COMPANY, address: 'Corso Italia 10' } }) });
    const office = screen.getByRole('region', { name: 'Sede legale' });
    await userEvent.click(within(office).getByRole('button', { name: 'Modifica: Sede legale' }));
    const address = within(office).getByRole('textbox', { name: /Indirizzo/ });
    await userEvent.clear(address);
    await userEvent.type(address, 'Corso Italia 10');
    await userEvent.click(within(office).getByRole('button', { name: 'Salva' }));
    await waitFor(() =>
      expect(sent(calls, '/api/companies/me/head-office')).toEqual([{ address: 'Corso Italia 10', city: 'Milano', cap: '20121', state: 'MI' }]),
    );
  });

  it('sends a fiscal data change request and names support with its address', async () => {
    const calls = setup([], { 'POST /api/companies/me/data-changes': () => ({ status: 201, body: change({}) }) });
    const card = screen.getByRole('region', { name: 'Dati fiscali' });
    await waitFor(() => expect(within(card).getByTestId('support-email')).toHaveAttribute('href', 'mailto:aiuto@piattaforma.example'));
    await userEvent.click(within(card).getByRole('button', { name: 'Richiedi una modifica' }));
    const pec = within(card).getByRole('textbox', { name: /PEC/ });
    await userEvent.clear(pec);
    await userEvent.type(pec, 'nuova@pec.it');
    await userEvent.type(within(card).getByRole('textbox', { name: /Motivo della modifica/ }), 'Nuova casella');
    await userEvent.click(within(card).getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(sent(calls, '/api/companies/me/data-changes')).toEqual([{ ...fiscal, pec: 'nuova@pec.it', reason: 'Nuova casella' }]));
    expect(await screen.findByText('Richiesta inviata: ti avviseremo appena viene esaminata')).toBeInTheDocument();
  });

  it('shows the waiting request with what changes and withdraws it after a confirmation', async () => {
    const calls = setup([change({})], { [`POST /api/companies/data-changes/${CHANGE_ID}/withdraw`]: () => ({ body: change({ status: 'withdrawn' }) }) });
    const pending = await screen.findByTestId('fiscal-request-pending');
    expect(pending).toHaveTextContent('PEC: demo@pec.it → nuova@pec.it');
    expect(screen.queryByRole('button', { name: 'Richiedi una modifica' })).not.toBeInTheDocument();
    await userEvent.click(within(pending).getByRole('button', { name: 'Ritira la richiesta' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Ritirare la richiesta?' })).getByRole('button', { name: 'Ritira la richiesta' }));
    await waitFor(() => expect(calls.some((call) => call.url === `/api/companies/data-changes/${CHANGE_ID}/withdraw`)).toBe(true));
  });

  it('keeps the reason of the last rejection in sight', async () => {
    setup([
      change({
        status: 'rejected',
        decisionReason: 'Manca la visura camerale',
        decidedAt: '2026-03-02T10:00:00.000Z',
        abilities: { approve: false, reject: false, withdraw: false },
      }),
    ]);
    expect(await screen.findByTestId('fiscal-request-rejected')).toHaveTextContent('Manca la visura camerale');
  });
});
