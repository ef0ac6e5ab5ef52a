import { PROGRAM_ACTIONS, type ProgramDetail, type User } from '@bb/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppBreadcrumbs } from '../../../components/app-breadcrumbs.tsx';
import { buildUser, mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { ProgramDetailPage } from './program-detail-page.tsx';
import { COMPANY_ID, PROGRAM_ID, programAccess, programDetail } from './test-fixtures.ts';

type Handler = () => { status?: number; body?: unknown };
const NOT_FOUND = { status: 404, body: { code: 'NOT_FOUND', message: '' } };
const PATH = `/api/programs/${PROGRAM_ID}`;
const NO_ABILITIES = Object.fromEntries(PROGRAM_ACTIONS.map((action) => [action, false])) as ProgramDetail['abilities'];

function renderPage(user: User, routes: Record<string, Handler>, tab = '') {
  const { fetchMock, calls } = mockFetch({ [`GET ${PATH}/hall-of-fame`]: () => ({ body: { count: 0, results: [] } }), ...routes });
  vi.stubGlobal('fetch', fetchMock);
  renderWithProviders(
    <>
      <AppBreadcrumbs />
      <Routes>
        <Route path="/programs/:id" element={<ProgramDetailPage />} />
      </Routes>
    </>,
    { route: `/programs/${PROGRAM_ID}${tab}`, user },
  );
  return calls;
}

const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);
const hackerProgram = (overrides: Partial<ProgramDetail> = {}) =>
  programDetail({
    abilities: NO_ABILITIES,
    scope: [
      {
        id: '9a1b2c3d-0000-4000-8000-000000000009',
        name: 'app.demo.example',
        type: 'WEB_APPLICATION',
        lowPrize: 100,
        mediumPrize: 300,
        highPrize: 800,
        criticalPrize: 2000,
      },
    ],
    ...overrides,
  });

afterEach(() => vi.unstubAllGlobals());

describe('program detail, hacker', () => {
  it('shows the hacker tabs, their figures, the texts and the rewards, and names the program in the breadcrumb', async () => {
    renderPage(buildUser(), {
      [`GET ${PATH}`]: () => ({ body: hackerProgram() }),
      [`GET ${PATH}/hacker-stats`]: () => ({ body: { points: 40, position: 3, reportsSent: 0, reportsAccepted: 0 } }),
    });
    expect(await screen.findByRole('heading', { name: 'Portale clienti', level: 1 })).toBeInTheDocument();
    expect(tabNames()).toEqual(['Panoramica', 'Hall of Fame', 'Account di test']);
    expect(await screen.findByTestId('hacker-points')).toHaveTextContent('40');
    expect(screen.getByTestId('hacker-position')).toHaveTextContent('3°');
    expect(screen.getByText('Testate il portale.')).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'app.demo.example' })).toBeInTheDocument();
    expect(screen.queryByText('Fascia premi')).not.toBeInTheDocument();
    const trail = within(screen.getByRole('navigation', { name: 'Percorso' }));
    expect(trail.getByText('Portale clienti')).toHaveAttribute('aria-current', 'page');
    expect(trail.queryByText(PROGRAM_ID)).not.toBeInTheDocument();
  });

  it('says when the hacker has no position yet', async () => {
    renderPage(buildUser(), {
      [`GET ${PATH}`]: () => ({ body: hackerProgram() }),
      [`GET ${PATH}/hacker-stats`]: () => ({ body: { points: 0, position: null, reportsSent: 0, reportsAccepted: 0 } }),
    });
    expect(await screen.findByText('Non in classifica')).toBeInTheDocument();
  });

  it('lets the hacker ask for access to a program they cannot see', async () => {
    const calls = renderPage(buildUser(), {
      [`GET ${PATH}`]: () => NOT_FOUND,
      [`GET ${PATH}/invitation`]: () => ({ body: programAccess() }),
      [`POST ${PATH}/invitations`]: () => ({
        status: 201,
        body: programAccess({ status: 'pending', source: 'request', abilities: { requestAccess: false, accept: false, reject: true } }),
      }),
    });
    expect(await screen.findByRole('heading', { name: 'Programma non trovato o privato', level: 1 })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Richiedi accesso' }));
    expect(await screen.findByText('Richiesta di accesso inviata.')).toBeInTheDocument();
    expect(screen.getByText(/la richiesta è in attesa di approvazione/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ritira la richiesta' })).toBeInTheDocument();
    const post = calls.find((call) => call.init?.method === 'POST');
    expect(post?.init?.body).toBeUndefined();
  });

  it('explains that there is nothing to ask for when the program does not exist or is public', async () => {
    renderPage(buildUser(), { [`GET ${PATH}`]: () => NOT_FOUND, [`GET ${PATH}/invitation`]: () => NOT_FOUND, [`POST ${PATH}/invitations`]: () => NOT_FOUND });
    await userEvent.click(await screen.findByRole('button', { name: 'Richiedi accesso' }));
    expect(await screen.findByText(/Non puoi chiedere l'accesso/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Richiedi accesso' })).not.toBeInTheDocument();
  });

  it('lets an invited hacker accept right there, and then shows the program', async () => {
    let accepted = false;
    const calls = renderPage(buildUser(), {
      [`GET ${PATH}`]: () => (accepted ? { body: hackerProgram({ isPublic: false }) } : NOT_FOUND),
      [`GET ${PATH}/invitation`]: () => ({
        body: programAccess({ status: 'pending', source: 'invitation', abilities: { requestAccess: false, accept: true, reject: true } }),
      }),
      [`GET ${PATH}/hacker-stats`]: () => ({ body: { points: 0, position: null, reportsSent: 0, reportsAccepted: 0 } }),
      [`POST /api/programs/accept/${PROGRAM_ID}`]: () => {
        accepted = true;
        return { body: programAccess({ status: 'accepted', source: 'invitation', abilities: { requestAccess: false, accept: false, reject: true } }) };
      },
    });
    expect(await screen.findByText(/Sei stato invitato a questo programma/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Rifiuta' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Accetta' }));
    expect(await screen.findByRole('heading', { name: 'Portale clienti', level: 1 })).toBeInTheDocument();
    expect(calls.some((call) => call.init?.method === 'POST' && call.url.endsWith(`/accept/${PROGRAM_ID}`))).toBe(true);
  });
});

describe('program detail, managers', () => {
  const company = buildUser({ userType: 'company', permissions: { companyRoles: [{ companyId: COMPANY_ID, role: 'ADMIN' }] } });

  it('offers every tab on an open program', async () => {
    renderPage(company, { [`GET ${PATH}`]: () => ({ body: programDetail() }) });
    await screen.findByRole('heading', { name: 'Portale clienti', level: 1 });
    expect(tabNames()).toEqual(['Panoramica', 'Descrizione', 'Premi', 'Account di test', 'Invita hacker', 'Hall of Fame']);
  });

  it('does not offer invitations on a draft', async () => {
    renderPage(company, { [`GET ${PATH}`]: () => ({ body: programDetail({ status: 'draft', abilities: { ...programDetail().abilities, invite: false } }) }) });
    await screen.findByRole('heading', { name: 'Portale clienti', level: 1 });
    expect(tabNames()).not.toContain('Invita hacker');
  });

  it('opens the tab named in the address', async () => {
    renderPage(buildUser({ userType: 'staff' }), { [`GET ${PATH}`]: () => ({ body: programDetail() }) }, '?tab=hall-of-fame');
    expect(await screen.findByText('Nessun hacker in classifica')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Hall of Fame' })).toHaveAttribute('aria-selected', 'true');
  });

  it('says a program the caller may not see does not exist', async () => {
    renderPage(company, { [`GET ${PATH}`]: () => NOT_FOUND });
    expect(await screen.findByText('Questo programma non esiste o non puoi vederlo.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Richiedi accesso' })).not.toBeInTheDocument();
  });
});
