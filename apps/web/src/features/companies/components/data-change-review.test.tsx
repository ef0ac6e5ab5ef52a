import type { CompanyDataChange } from '@bb/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildUser, mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { DataChangeReview } from './data-change-review.tsx';

const COMPANY_ID = '7d3c1a52-5a0e-4f8e-9b55-1f2e3d4c5b6a';
const CHANGE_ID = '1c2d3e4f-0000-4000-8000-0000000000c1';
const fiscal = { businessname: 'Demo Srl', vat: '06363391001', pec: 'demo@pec.it', sdi: 'ABC1234', country: 'ITA' };
const pending: CompanyDataChange = {
  id: CHANGE_ID,
  company: { id: COMPANY_ID, name: 'Demo' },
  status: 'pending',
  requested: { ...fiscal, businessname: 'Demo Italia Srl' },
  previous: fiscal,
  fields: ['businessname'],
  reason: 'Fusione',
  decisionReason: null,
  requestedBy: 'ada',
  requestedAt: '2026-03-01T10:00:00.000Z',
  decidedAt: null,
  abilities: { approve: true, reject: true, withdraw: false },
};

function setup() {
  const { fetchMock, calls } = mockFetch({
    'GET /api/companies/data-changes': () => ({ body: [pending] }),
    [`POST /api/companies/data-changes/${CHANGE_ID}/approve`]: () => ({ body: { ...pending, status: 'approved' } }),
    [`POST /api/companies/data-changes/${CHANGE_ID}/reject`]: () => ({ body: { ...pending, status: 'rejected' } }),
  });
  vi.stubGlobal('fetch', fetchMock);
  renderWithProviders(<DataChangeReview companyId={COMPANY_ID} />, { user: buildUser({ userType: 'superadmin' }) });
  return calls;
}
const posts = (calls: { url: string; init: RequestInit | undefined }[]) =>
  calls.filter((call) => call.init?.method === 'POST').map((call) => [call.url, JSON.parse(String(call.init?.body ?? 'null'))]);

afterEach(() => vi.unstubAllGlobals());

describe('the fiscal data change review', () => {
  it('shows what changes and why, and approves after a confirmation', async () => {
    const calls = setup();
    const request = await screen.findByTestId('data-change-request');
    expect(request).toHaveTextContent('Ragione sociale: Demo Srl → Demo Italia Srl');
    expect(request).toHaveTextContent('Motivo: Fusione');
    expect(calls.find((call) => call.url.startsWith('/api/companies/data-changes?'))?.url).toContain(`company=${COMPANY_ID}`);
    await userEvent.click(within(request).getByRole('button', { name: 'Approva' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Approvare la modifica?' })).getByRole('button', { name: 'Approva' }));
    await waitFor(() => expect(posts(calls)).toEqual([[`/api/companies/data-changes/${CHANGE_ID}/approve`, null]]));
  });

  it('rejects only with a reason', async () => {
    const calls = setup();
    await userEvent.click(within(await screen.findByTestId('data-change-request')).getByRole('button', { name: 'Rifiuta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rifiutare la modifica?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rifiuta' }));
    expect(await within(dialog).findByText('Questo campo è obbligatorio')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Motivo del rifiuto/ }), 'Manca la visura');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rifiuta' }));
    await waitFor(() => expect(posts(calls)).toEqual([[`/api/companies/data-changes/${CHANGE_ID}/reject`, { reason: 'Manca la visura' }]]));
  });
});
