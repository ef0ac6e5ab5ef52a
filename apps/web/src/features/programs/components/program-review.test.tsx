import { PROGRAM_ACTIONS, type ProgramDetail, type User } from '@bb/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildUser, mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { ProgramDetailPage } from './program-detail-page.tsx';
import { COMPANY_ID, PROGRAM_ID, programDetail } from './test-fixtures.ts';

const PATH = `/api/programs/${PROGRAM_ID}`;
const NONE = Object.fromEntries(PROGRAM_ACTIONS.map((action) => [action, false])) as ProgramDetail['abilities'];
const REVIEW = { ...NONE, approve: true, requestChanges: true, reject: true, edit: true };
const staff = buildUser({ userType: 'staff' });
const company = buildUser({ userType: 'company', permissions: { companyRoles: [{ companyId: COMPANY_ID, role: 'ADMIN' }] } });

function renderPage(user: User, program: ProgramDetail, routes: Parameters<typeof mockFetch>[0] = {}) {
  const { fetchMock, calls } = mockFetch({
    [`GET ${PATH}`]: () => ({ body: program }),
    // The hall of fame tab: the overview's charts need a canvas jsdom has not.
    [`GET ${PATH}/hall-of-fame`]: () => ({ body: { count: 0, results: [] } }),
    ...routes,
  });
  vi.stubGlobal('fetch', fetchMock);
  renderWithProviders(
    <Routes>
      <Route path="/programs/:id" element={<ProgramDetailPage />} />
    </Routes>,
    { route: `/programs/${PROGRAM_ID}?tab=hall-of-fame`, user },
  );
  return calls;
}

const bodyOf = (calls: { url: string; init: RequestInit | undefined }[], suffix: string) =>
  JSON.parse(String(calls.find((call) => call.url.endsWith(suffix) && call.init?.method === 'POST')?.init?.body ?? 'null'));

afterEach(() => vi.unstubAllGlobals());

describe('the program review', () => {
  it('approves only after a confirmation naming the program', async () => {
    const calls = renderPage(staff, programDetail({ status: 'pending', abilities: REVIEW }), {
      [`POST ${PATH}/approve`]: () => ({ body: programDetail({ status: 'active', abilities: NONE }) }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Approva' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approvare il programma?' });
    expect(dialog).toHaveTextContent('«Portale clienti» diventa attivo');
    expect(calls.some((call) => call.url.endsWith('/approve'))).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approva' }));
    expect(await screen.findByText('Programma approvato: ora è attivo.')).toBeInTheDocument();
    expect(calls.filter((call) => call.url.endsWith('/approve'))).toHaveLength(1);
  });

  it('asks for changes with a required message, which it sends', async () => {
    const calls = renderPage(staff, programDetail({ status: 'pending', abilities: REVIEW }), {
      [`POST ${PATH}/request-changes`]: () => ({
        body: programDetail({ status: 'changesRequested', abilities: NONE, reviewNote: { message: 'Aggiungete staging', at: '2026-03-01T10:00:00.000Z' } }),
      }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Richiedi modifiche' }));
    const dialog = await screen.findByRole('dialog', { name: "Richiedi modifiche all'azienda" });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Invia la richiesta' }));
    expect(await within(dialog).findByText('Questo campo è obbligatorio')).toBeInTheDocument();
    expect(calls.some((call) => call.url.endsWith('/request-changes'))).toBe(false);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Cosa deve cambiare/ }), 'Aggiungete staging');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Invia la richiesta' }));
    expect(await screen.findByText("Richiesta di modifiche inviata all'azienda")).toBeInTheDocument();
    expect(bodyOf(calls, '/request-changes')).toEqual({ message: 'Aggiungete staging' });
    // The page now shows the message the company reads.
    expect(await screen.findByTestId('program-review-message')).toHaveTextContent('Aggiungete staging');
  });

  it('rejects with a reason, saying the money goes back, under an Idempotency-Key', async () => {
    const calls = renderPage(staff, programDetail({ status: 'pending', abilities: REVIEW, budget: 7500 }), {
      [`POST ${PATH}/reject`]: () => ({ body: programDetail({ status: 'rejected', abilities: NONE }) }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Rifiuta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rifiutare il programma?' });
    expect(dialog).toHaveTextContent('Il budget (7.500,00 €) e le commissioni pagate tornano nel wallet');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Motivo del rifiuto/ }), 'Scope non verificabile');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rifiuta il programma' }));
    expect(await screen.findByText("Programma rifiutato: budget e commissioni restituiti all'azienda")).toBeInTheDocument();
    const call = calls.find((one) => one.url.endsWith('/reject'));
    expect(JSON.parse(String(call?.init?.body))).toEqual({ reason: 'Scope non verificabile' });
    expect(new Headers(call?.init?.headers).get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('shows the company what to change and lets it resubmit after a confirmation', async () => {
    const note = { message: 'Aggiungete il dominio di staging', at: '2026-03-01T10:00:00.000Z' };
    const calls = renderPage(company, programDetail({ status: 'changesRequested', reviewNote: note, abilities: { ...NONE, edit: true, resubmit: true } }), {
      [`POST ${PATH}/resubmit`]: () => ({ body: programDetail({ status: 'pending', reviewNote: note, abilities: NONE }) }),
    });
    expect(await screen.findByTestId('program-review-note')).toHaveTextContent('Modifiche richieste dal team della piattaforma');
    expect(screen.getByTestId('program-review-message')).toHaveTextContent('Aggiungete il dominio di staging');
    expect(screen.getByText("Modifica il programma, poi invialo di nuovo per l'approvazione.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: "Invia di nuovo per l'approvazione" }));
    const dialog = await screen.findByRole('dialog', { name: 'Inviare di nuovo il programma?' });
    await userEvent.click(within(dialog).getByRole('button', { name: "Invia di nuovo per l'approvazione" }));
    expect(await screen.findByText("Programma inviato di nuovo per l'approvazione")).toBeInTheDocument();
    expect(calls.filter((call) => call.url.endsWith('/resubmit'))).toHaveLength(1);
  });

  it('tells the company why a program was rejected and that its money is back', async () => {
    renderPage(
      company,
      programDetail({ status: 'rejected', reviewNote: { message: 'Scope non verificabile', at: '2026-03-01T10:00:00.000Z' }, abilities: NONE }),
    );
    const note = await screen.findByTestId('program-review-note');
    expect(note).toHaveTextContent('Programma rifiutato');
    expect(note).toHaveTextContent('Scope non verificabile');
    expect(note).toHaveTextContent('Budget e commissioni pagate sono stati restituiti al wallet.');
    expect(screen.queryByRole('button', { name: /Invia di nuovo/ })).not.toBeInTheDocument();
  });
});
