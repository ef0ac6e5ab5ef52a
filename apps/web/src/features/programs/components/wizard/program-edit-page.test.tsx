import { DEFAULT_NON_QUALIFYING, type ProgramDetail } from '@bb/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppBreadcrumbs } from '../../../../components/app-breadcrumbs.tsx';
import { PagePathsProvider } from '../../../../lib/page-paths.tsx';
import { buildUser, mockFetch, renderWithProviders } from '../../../../test/render.tsx';
import { COMPANY_ID, PROGRAM_ID, programContext, programDetail } from '../test-fixtures.ts';
import { ProgramEditPage } from './program-edit-page.tsx';

const PROGRAM_URL = `/api/programs/${PROGRAM_ID}`;
/** The pages the breadcrumb may link to here, as the app's router has them. */
const isProgramPage = (path: string) => path === '/programs' || /^\/programs\/[^/]+$/.test(path);
const company = buildUser({ userType: 'company', permissions: { companyRoles: [{ companyId: COMPANY_ID, role: 'ADMIN' }] } });
const target = {
  id: '5a1b2c3d-0000-4000-8000-0000000000aa',
  name: 'app.example.com',
  type: 'WEB_APPLICATION' as const,
  lowPrize: 150,
  mediumPrize: 500,
  highPrize: 1200,
  criticalPrize: 3000,
};

function saved(overrides: Partial<ProgramDetail> = {}): ProgramDetail {
  return programDetail({
    content: DEFAULT_NON_QUALIFYING.it,
    nonQualifying: DEFAULT_NON_QUALIFYING.it,
    scope: [target],
    budget: 9000,
    remainingBudget: 8000,
    priceTier: 'BASE',
    rewardTier: 'CUSTOM',
    ...overrides,
  });
}

function renderEdit(program: ProgramDetail, routes: Parameters<typeof mockFetch>[0] = {}, user = company) {
  const mock = mockFetch({
    [`GET ${PROGRAM_URL}`]: () => ({ body: program }),
    'GET /api/programs/context': () => ({ body: programContext({ balance: 100_000 }) }),
    ...routes,
  });
  vi.stubGlobal('fetch', mock.fetchMock);
  renderWithProviders(
    <PagePathsProvider value={isProgramPage}>
      <AppBreadcrumbs />
      <Routes>
        <Route path="/programs/:id/edit" element={<ProgramEditPage />} />
        <Route path="/programs/:id" element={<p>Pagina del programma</p>} />
        <Route path="/programs" element={<p>Lista dei programmi</p>} />
      </Routes>
    </PagePathsProvider>,
    { user, route: `/programs/${PROGRAM_ID}/edit` },
  );
  return mock.calls;
}

const jsonBody = (calls: ReturnType<typeof renderEdit>, method: string, url: string) => {
  const call = calls.find((item) => item.init?.method === method && item.url.endsWith(url));
  return call ? (JSON.parse(String(call.init?.body)) as Record<string, unknown>) : undefined;
};

afterEach(() => vi.unstubAllGlobals());

describe('program wizard, edit mode', () => {
  it('loads the program, keeps the budget and the paid services out of reach, and patches the content', async () => {
    const calls = renderEdit(saved({ status: 'active' }), { [`PATCH ${PROGRAM_URL}`]: () => ({ body: saved({ name: 'Portale rinnovato' }) }) });
    const name = await screen.findByRole('textbox', { name: 'Nome del programma' });
    expect(screen.getByRole('heading', { name: 'Modifica programma' })).toBeInTheDocument();
    expect(name).toHaveValue('Portale clienti');
    expect(screen.queryByRole('button', { name: 'Salva come bozza' })).not.toBeInTheDocument();
    await userEvent.clear(name);
    await userEvent.type(name, 'Portale rinnovato');

    await userEvent.click(screen.getByRole('button', { name: 'Budget' }));
    expect(screen.getByText('Il budget non si modifica qui')).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Gestione' }));
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(screen.getByText(/pagati alla creazione/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Riepilogo' }));
    expect(screen.queryByTestId('charge-formula')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Salva le modifiche' }));
    expect(await screen.findByText('Pagina del programma')).toBeInTheDocument();
    const body = jsonBody(calls, 'PATCH', PROGRAM_URL);
    expect(body).toMatchObject({ name: 'Portale rinnovato', scope: [{ name: 'app.example.com', type: 'WEB_APPLICATION', lowPrize: 150 }] });
    expect(body).not.toHaveProperty('budget');
    expect(body).not.toHaveProperty('isManaged');
    expect(await screen.findByText('Programma aggiornato.')).toBeInTheDocument();
  });

  it("shows the program's name in the breadcrumb instead of its id", async () => {
    renderEdit(saved({ status: 'active' }));
    const trail = within(screen.getByRole('navigation', { name: 'Percorso' }));
    expect(await trail.findByRole('link', { name: 'Portale clienti' })).toHaveAttribute('href', `/programs/${PROGRAM_ID}`);
    expect(trail.queryByText(PROGRAM_ID)).not.toBeInTheDocument();
  });

  it('says so when the caller may not edit the program', async () => {
    renderEdit(saved({ status: 'deleted', abilities: { ...programDetail().abilities, edit: false } }));
    expect(await screen.findByText('Non puoi modificare questo programma nel suo stato attuale.')).toBeInTheDocument();
  });
});

describe('program wizard, a reopened draft', () => {
  const draft = (abilities: Partial<ProgramDetail['abilities']> = {}) =>
    saved({ status: 'draft', budget: 7500, abilities: { ...programDetail().abilities, finalize: true, saveDraft: true, ...abilities } });

  it('saves the same draft again and finalizes it, showing BALANCE_LOW next to the charge', async () => {
    const calls = renderEdit(draft(), {
      'POST /api/programs/draft': () => ({ body: draft() }),
      [`POST ${PROGRAM_URL}/finalize`]: () => ({ status: 400, body: { code: 'BALANCE_LOW', message: 'Fondi insufficienti' } }),
    });
    expect(await screen.findByRole('heading', { name: 'Completa la bozza' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Salva come bozza' }));
    await waitFor(() => expect(jsonBody(calls, 'POST', '/api/programs/draft')).toMatchObject({ id: PROGRAM_ID, company: COMPANY_ID, name: 'Portale clienti' }));

    await userEvent.click(screen.getByRole('button', { name: 'Riepilogo' }));
    expect(screen.queryByText('Fondi insufficienti: ricarica il wallet.')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Conferma e invia' }));
    const alert = (await screen.findByText('Fondi insufficienti: ricarica il wallet.')).closest<HTMLElement>('[role="alert"]');
    if (!alert) throw new Error('BALANCE_LOW is not announced');
    expect(within(alert).getByRole('link', { name: 'Vai al wallet' })).toHaveAttribute('href', '/wallet');
    const finalize = calls.find((call) => call.url.endsWith('/finalize'));
    expect(JSON.parse(String(finalize?.init?.body))).toMatchObject({ company: COMPANY_ID, budget: 7500, priceTier: 'BASE' });
    expect(new Headers(finalize?.init?.headers).get('Idempotency-Key')).toBeTruthy();
  });

  it('lets a company awaiting approval only save the draft, and says why', async () => {
    renderEdit(draft(), {
      'GET /api/programs/context': () => ({
        body: programContext({ company: { id: COMPANY_ID, name: 'Demo Srl', sector: 'TECHNOLOGY', employees: 'SMALL', isVerified: false } }),
      }),
    });
    expect(await screen.findByText(/puoi salvare il programma come bozza/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Riepilogo' }));
    const confirm = screen.getByRole('button', { name: 'Conferma e invia' });
    expect(confirm).toBeDisabled();
    expect(confirm).toHaveAccessibleDescription(/non è ancora stata approvata/);
    expect(screen.getByRole('button', { name: 'Salva come bozza' })).toBeEnabled();
  });

  it('keeps Confirm disabled while budget and fees exceed the balance, says why and links the wallet', async () => {
    const calls = renderEdit(draft(), { 'GET /api/programs/context': () => ({ body: programContext({ balance: 1000 }) }) });
    expect(await screen.findByRole('heading', { name: 'Completa la bozza' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Riepilogo' }));
    const confirm = screen.getByRole('button', { name: 'Conferma e invia' });
    expect(confirm).toBeDisabled();
    expect(confirm).toHaveAccessibleDescription(/superano il saldo del wallet/);
    const alert = screen.getByRole('alert');
    expect(within(alert).getByRole('link', { name: 'Vai al wallet' })).toHaveAttribute('href', '/wallet');
    await userEvent.click(confirm);
    expect(calls.some((call) => call.url.endsWith('/finalize'))).toBe(false);
  });

  it("lets a program manager keep preparing the draft, and says who sends it (the draft's abilities decide)", async () => {
    const manager = buildUser({ userType: 'company', permissions: { companyRoles: [{ companyId: COMPANY_ID, role: 'PROGRAM_MANAGER' }] } });
    renderEdit(draft({ finalize: false }), {}, manager);
    expect(await screen.findByRole('heading', { name: 'Completa la bozza' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Salva come bozza' })).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Riepilogo' }));
    const confirm = screen.getByRole('button', { name: 'Conferma e invia' });
    expect(confirm).toBeDisabled();
    expect(confirm).toHaveAccessibleDescription(/a inviarlo, assegnandogli i fondi, sono un amministratore o la finanza/);
  });

  it('lets finance send the draft without saving it again', async () => {
    const finance = buildUser({ userType: 'company', permissions: { companyRoles: [{ companyId: COMPANY_ID, role: 'FINANCE' }] } });
    renderEdit(draft({ saveDraft: false }), {}, finance);
    expect(await screen.findByRole('heading', { name: 'Completa la bozza' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Salva come bozza' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Riepilogo' }));
    expect(screen.getByRole('button', { name: 'Conferma e invia' })).toBeEnabled();
  });
});
