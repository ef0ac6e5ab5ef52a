import type { CompanyRole } from '@bb/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildUser, mockFetch, renderWithProviders } from '../../../../test/render.tsx';
import { COMPANY_ID, PROGRAM_ID, programContext, programDetail } from '../test-fixtures.ts';
import { ProgramWizard, ProgramWizardPage } from './program-wizard-page.tsx';

const context = programContext({
  balance: 20_000,
  rewardTiers: {
    BASE: { low: 200, medium: 720, high: 1800, critical: 4500 },
    STANDARD: { low: 300, medium: 1080, high: 2700, critical: 6750 },
    PREMIUM: { low: 400, medium: 1440, high: 3600, critical: 9000 },
  },
});

/** A member of the company with `role` (the wizard asks the permission table what the role may do). */
const member = (role: CompanyRole = 'ADMIN') => buildUser({ userType: 'company', permissions: { companyRoles: [{ companyId: COMPANY_ID, role }] } });

afterEach(() => vi.unstubAllGlobals());

describe('program wizard', () => {
  it('stays on Description and marks the name when Forward is pressed on an empty step', async () => {
    const { fetchMock } = mockFetch({});
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<ProgramWizard context={context} company={COMPANY_ID} />, { user: member() });
    await userEvent.click(screen.getByRole('button', { name: 'Avanti' }));
    expect(screen.getByRole('heading', { name: 'Descrizione', level: 2 })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Nome del programma' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('La descrizione non può essere vuota')).toBeInTheDocument();
  });

  it('keeps only the characters a program name allows', async () => {
    const { fetchMock } = mockFetch({});
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<ProgramWizard context={context} company={COMPANY_ID} />, { user: member() });
    const name = screen.getByRole('textbox', { name: 'Nome del programma' });
    await userEvent.type(name, "L'app <Demo>!");
    expect(name).toHaveValue("L'app Demo");
  });
});

describe('program wizard, drafts while creating', () => {
  it('creates the draft once, then saves that same draft again', async () => {
    const { fetchMock, calls } = mockFetch({ 'POST /api/programs/draft': () => ({ status: 201, body: programDetail({ id: PROGRAM_ID, status: 'draft' }) }) });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<ProgramWizard context={context} company={COMPANY_ID} />, { user: member() });
    await userEvent.type(screen.getByRole('textbox', { name: 'Nome del programma' }), 'Portale');
    await userEvent.click(screen.getByRole('button', { name: 'Salva come bozza' }));
    await waitFor(() => expect(draftBodies(calls)).toHaveLength(1));
    await userEvent.click(screen.getByRole('button', { name: 'Salva come bozza' }));
    await waitFor(() => expect(draftBodies(calls)).toHaveLength(2));
    const [first, second] = draftBodies(calls);
    expect(first).not.toHaveProperty('id');
    expect(first).toMatchObject({ company: COMPANY_ID, name: 'Portale' });
    expect(second).toMatchObject({ id: PROGRAM_ID, name: 'Portale' });
  });

  it('tells a company awaiting approval that it can only save drafts', () => {
    vi.stubGlobal('fetch', mockFetch({}).fetchMock);
    const pending = programContext({ company: { id: COMPANY_ID, name: 'Demo Srl', sector: 'TECHNOLOGY', employees: 'SMALL', isVerified: false } });
    renderWithProviders(<ProgramWizard context={pending} company={COMPANY_ID} />, { user: member() });
    expect(screen.getByText(/puoi salvare il programma come bozza/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Salva come bozza' })).toBeEnabled();
  });
});

describe('program wizard, by company role', () => {
  it('lets a program manager save drafts, and finance only send', () => {
    vi.stubGlobal('fetch', mockFetch({}).fetchMock);
    const { unmount } = renderWithProviders(<ProgramWizard context={context} company={COMPANY_ID} />, { user: member('PROGRAM_MANAGER') });
    expect(screen.getByRole('button', { name: 'Salva come bozza' })).toBeEnabled();
    unmount();
    renderWithProviders(<ProgramWizard context={context} company={COMPANY_ID} />, { user: member('FINANCE') });
    expect(screen.queryByRole('button', { name: 'Salva come bozza' })).not.toBeInTheDocument();
  });

  it('tells a read-only role it cannot create programs', async () => {
    vi.stubGlobal('fetch', mockFetch({ 'GET /api/programs/context': () => ({ body: context }) }).fetchMock);
    renderWithProviders(
      <Routes>
        <Route path="/programs/new" element={<ProgramWizardPage />} />
      </Routes>,
      { user: member('VIEWER'), route: '/programs/new' },
    );
    expect(await screen.findByText('Il tuo ruolo non permette di creare programmi.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Avanti' })).not.toBeInTheDocument();
  });
});

describe('program wizard for staff', () => {
  function renderPage(route: string, userType: 'staff' | 'superadmin' = 'staff') {
    const { fetchMock, calls } = mockFetch({ 'GET /api/programs/context': () => ({ body: context }) });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(
      <Routes>
        <Route path="/programs/new" element={<ProgramWizardPage />} />
        <Route path="/programs" element={<p>Lista dei programmi</p>} />
      </Routes>,
      { user: buildUser({ userType }), route },
    );
    return calls;
  }

  it('loads the context of the company in ?company= and creates for it, without drafts', async () => {
    const calls = renderPage(`/programs/new?company=${COMPANY_ID}`, 'superadmin');
    expect(await screen.findByText('Programma per Demo Srl')).toBeInTheDocument();
    expect(calls.some((call) => call.url.includes(`/api/programs/context?company=${COMPANY_ID}`))).toBe(true);
    expect(screen.queryByRole('button', { name: 'Salva come bozza' })).not.toBeInTheDocument();
  });

  it('sends staff without a company back to the programs list', async () => {
    renderPage('/programs/new');
    expect(await screen.findByText('Lista dei programmi')).toBeInTheDocument();
  });
});

function draftBodies(calls: ReturnType<typeof mockFetch>['calls']) {
  return calls.filter((call) => call.url.endsWith('/api/programs/draft')).map((call) => JSON.parse(String(call.init?.body)) as Record<string, unknown>);
}
