import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildUser, mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { ReportActions } from './report-actions.tsx';
import { abilities, ORIGINAL_ID, REPORT_ID, reportDetail, reportListItem } from './test-fixtures.ts';
import type { ReportDetail } from '@bb/domain';

function setup(report: ReportDetail, answer: Partial<ReportDetail> = {}) {
  const { fetchMock, calls } = mockFetch({
    [`POST /api/reports/${REPORT_ID}/reward`]: () => ({ body: reportDetail({ ...answer, status: 'rewarded', reward: 1200 }) }),
    [`POST /api/reports/${REPORT_ID}/reject`]: () => ({ body: reportDetail({ ...answer, status: 'duplicate' }) }),
    'GET /api/reports': () => ({ body: { count: 1, results: [reportListItem({ id: ORIGINAL_ID, title: 'XSS nella ricerca, prima segnalazione' })] } }),
  });
  vi.stubGlobal('fetch', fetchMock);
  renderWithProviders(<ReportActions report={report} />, { user: buildUser({ userType: 'company' }) });
  const posts = () => calls.filter((call) => call.init?.method === 'POST');
  return { calls, posts };
}

const buttonNames = () =>
  within(screen.getByRole('group', { name: 'Azioni sul report' }))
    .getAllByRole('button')
    .map((button) => button.textContent);

afterEach(() => vi.unstubAllGlobals());

describe('report actions', () => {
  it('shows exactly the actions the abilities allow', () => {
    setup(reportDetail({ abilities: abilities({ start: true, moreInfo: true, changeSeverity: true, reject: true, comment: true }) }));
    expect(buttonNames()).toEqual(['Prendi in carico', 'Chiedi informazioni', 'Cambia gravità', 'Rifiuta']);
  });

  it('shows a company the reward and send back on a report for approval, and nothing when nothing is allowed', () => {
    setup(reportDetail({ status: 'forApproval', abilities: abilities({ reward: true, sendBack: true }) }));
    expect(buttonNames()).toEqual(['Invia ricompensa', 'Rimanda in valutazione']);
  });

  it('offers no action at all without abilities', () => {
    setup(reportDetail({ abilities: abilities({ comment: true }) }));
    expect(screen.queryByRole('group', { name: 'Azioni sul report' })).not.toBeInTheDocument();
  });

  it('asks to confirm a reward, prefilled with the default, and sends it with an Idempotency-Key', async () => {
    const { posts } = setup(reportDetail({ status: 'forApproval', abilities: abilities({ reward: true }) }));
    await userEvent.click(screen.getByRole('button', { name: 'Invia ricompensa' }));
    const amount = await screen.findByRole('textbox', { name: /Importo/ });
    expect(amount).toHaveValue('1500');
    await userEvent.clear(amount);
    await userEvent.type(amount, '1200');
    await userEvent.click(screen.getByRole('button', { name: 'Continua' }));
    // Nothing moves before the confirmation.
    expect(await screen.findByText("L'operazione è irreversibile")).toBeInTheDocument();
    expect(posts()).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: /^Invia 1\.200,00/ }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    const call = posts()[0];
    expect(call?.url).toBe(`/api/reports/${REPORT_ID}/reward`);
    expect(JSON.parse(String(call?.init?.body))).toEqual({ amount: 1200 });
    expect(new Headers(call?.init?.headers).get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(await screen.findByText('Ricompensa inviata')).toBeInTheDocument();
  });

  it('refuses a duplicate without its original, then sends the original picked from the same program', async () => {
    const { posts, calls } = setup(reportDetail({ abilities: abilities({ reject: true }) }));
    await userEvent.click(screen.getByRole('button', { name: 'Rifiuta' }));
    await userEvent.click(await screen.findByLabelText(/^Motivo/, { selector: 'input' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Duplicato' }));
    await userEvent.type(screen.getByLabelText(/^Dettagli/, { selector: 'textarea' }), 'Già segnalato a febbraio.');
    await userEvent.click(screen.getByRole('button', { name: 'Continua' }));
    expect(await screen.findByText('Indica il report originale')).toBeInTheDocument();
    expect(posts()).toHaveLength(0);

    // The candidates are the same program's reports.
    const listCall = calls.find((call) => call.url.startsWith('/api/reports?'));
    expect(new URLSearchParams(listCall?.url.split('?')[1]).get('program')).toBe(reportDetail().program.id);
    await userEvent.click(await screen.findByLabelText(/^Report originale/, { selector: 'input' }));
    await userEvent.click(await screen.findByRole('option', { name: /XSS nella ricerca, prima segnalazione/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Continua' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Rifiuta il report' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(JSON.parse(String(posts()[0]?.init?.body))).toEqual({ reason: 'duplicate', details: 'Già segnalato a febbraio.', duplicateOf: ORIGINAL_ID });
    expect(await screen.findByText('Report rifiutato')).toBeInTheDocument();
  });
});
