import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildUser, mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { ReportsPage } from './reports-page.tsx';
import { ReportsList } from './reports-list.tsx';
import { PROGRAM_ID, reportListItem } from './test-fixtures.ts';

const COMPANY_ID = '7d3c1a52-5a0e-4f8e-9b55-1f2e3d4c5b6a';

function setup(user = buildUser(), route = '/reports') {
  const { fetchMock, calls } = mockFetch({
    'GET /api/reports': () => ({ body: { count: 1, results: [reportListItem({ breached: true })] } }),
    'GET /api/programs': () => ({ body: { count: 0, results: [] } }),
  });
  vi.stubGlobal('fetch', fetchMock);
  const rendered = renderWithProviders(
    <>
      <ReportsPage />
      <Search />
    </>,
    { user, route },
  );
  const listQueries = () => calls.filter((call) => call.url.startsWith('/api/reports?')).map((call) => new URLSearchParams(call.url.split('?')[1]));
  return { calls, listQueries, ...rendered };
}

/** The page's query string (the list keeps its filters there). */
function Search() {
  return <output data-testid="search">{useLocation().search}</output>;
}

/** The filters of the last list request, without paging and order. */
const lastFilters = (queries: URLSearchParams[]) => {
  const params = new URLSearchParams(queries.at(-1));
  for (const key of ['page', 'size', 'sort']) params.delete(key);
  return Object.fromEntries(params);
};

afterEach(() => vi.unstubAllGlobals());

describe('report lists by role', () => {
  it('gives a company All, For approval, Not taken in charge and Taken in charge, each with its statuses', async () => {
    const { listQueries } = setup(buildUser({ userType: 'company', permissions: { companyRoles: [{ companyId: COMPANY_ID, role: 'ADMIN' }] } }));
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Tutti', 'In approvazione', 'Non presi in carico', 'Presi in carico']);
    expect(screen.getByLabelText('Stato', { selector: 'input' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Azienda', { selector: 'input' })).not.toBeInTheDocument();
    await waitFor(() => expect(listQueries().length).toBeGreaterThan(0));
    expect(lastFilters(listQueries())).toEqual({});
    expect(listQueries().at(-1)?.get('size')).toBe('10');

    await userEvent.click(screen.getByRole('tab', { name: 'In approvazione' }));
    await waitFor(() => expect(lastFilters(listQueries())).toEqual({ status__in: 'forApproval' }));
    await userEvent.click(screen.getByRole('tab', { name: 'Non presi in carico' }));
    await waitFor(() => expect(lastFilters(listQueries())).toEqual({ status__in: 'new' }));
    await userEvent.click(screen.getByRole('tab', { name: 'Presi in carico' }));
    await waitFor(() => expect(lastFilters(listQueries())).toEqual({ status__in: 'triaged,moreInfo' }));
    // A tab that fixes the statuses offers no status filter; the others keep it.
    expect(screen.queryByLabelText('Stato', { selector: 'input' })).not.toBeInTheDocument();
  });

  it('gives staff All, Not taken in charge and My reports (taken in charge by them), with the company and program filters', async () => {
    const { listQueries } = setup(buildUser({ userType: 'staff' }));
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Tutti', 'Non presi in carico', 'I miei report']);
    expect(screen.getByLabelText('Azienda', { selector: 'input' })).toBeInTheDocument();
    expect(screen.getByLabelText('Programma', { selector: 'input' })).toBeInTheDocument();
    expect(screen.getByLabelText('Tempi di risposta superati', { selector: 'input' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'I miei report' }));
    await waitFor(() => expect(lastFilters(listQueries())).toEqual({ triagedByMe: 'true', isManaged: 'true' }));
    // Staff report on a company's behalf from here.
    expect(screen.getByRole('link', { name: 'Nuovo report' })).toHaveAttribute('href', '/reports/new');
  });

  it('names no company to a company (every row would say its own) and the hacker under each title, in seven columns', async () => {
    setup(buildUser({ userType: 'company', permissions: { companyRoles: [{ companyId: COMPANY_ID, role: 'ADMIN' }] } }));
    const headers = (await screen.findAllByRole('columnheader')).map((header) => header.textContent);
    expect(headers).toEqual(['Titolo e hacker', 'Programma', 'Gravità', 'Stato', 'Ricompensa', 'Inviato il', 'Tempi di risposta']);
    await screen.findAllByRole('link', { name: 'XSS riflesso nella ricerca' });
    const [, row] = screen.getAllByRole('row');
    expect(row).toHaveTextContent(/XSS riflesso nella ricerca\s*da ada/);
    expect(row).not.toHaveTextContent('Demo Srl');
  });

  it('names the company under the program for staff, who see every company', async () => {
    setup(buildUser({ userType: 'staff' }));
    const headers = (await screen.findAllByRole('columnheader')).map((header) => header.textContent);
    expect(headers).toEqual(['Titolo e hacker', 'Programma e azienda', 'Gravità', 'Stato', 'Ricompensa', 'Inviato il', 'Tempi di risposta']);
    await screen.findAllByRole('link', { name: 'XSS riflesso nella ricerca' });
    const [, row] = screen.getAllByRole('row');
    expect(row).toHaveTextContent(/Portale clienti\s*Demo Srl/);
  });

  it('gives a super admin All and New', async () => {
    const { listQueries } = setup(buildUser({ userType: 'superadmin' }));
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Tutti', 'Nuovi']);
    expect(screen.queryByRole('link', { name: 'Nuovo report' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Nuovi' }));
    await waitFor(() => expect(lastFilters(listQueries())).toEqual({ status__in: 'new' }));
  });

  it('gives a hacker their reports without tabs, date filter or company column', async () => {
    setup(buildUser({ userType: 'hacker' }));
    expect(await screen.findByRole('heading', { name: 'I miei report' })).toBeInTheDocument();
    expect(screen.queryAllByRole('tab')).toHaveLength(0);
    expect(screen.queryByLabelText('Dal')).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Azienda' })).not.toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Gravità' })).toBeInTheDocument();
    expect((await screen.findAllByRole('link', { name: 'XSS riflesso nella ricerca' }))[0]).toHaveAttribute(
      'href',
      '/reports/9c1d2e3f-0000-4000-8000-000000000001',
    );
    // The missed response target is flagged.
    expect(screen.getAllByText('Tempi superati').length).toBeGreaterThan(0);
  });

  it('reads its filters from the URL, so a reload keeps them, and sends the date range as whole days', async () => {
    const { listQueries } = setup(buildUser({ userType: 'staff' }), '/reports?severity=critical&from=2026-03-01&to=2026-03-31&breached=yes&sort=title&page=2');
    await waitFor(() => expect(listQueries().length).toBeGreaterThan(0));
    const query = listQueries().at(-1);
    expect(query?.get('severity')).toBe('critical');
    expect(query?.get('breached')).toBe('true');
    expect(query?.get('sort')).toBe('title');
    expect(query?.get('page')).toBe('2');
    expect(query?.get('createdAt__gte')).toBe(new Date('2026-03-01T00:00:00').toISOString());
    expect(query?.get('createdAt__lte')).toBe(new Date('2026-03-31T23:59:59.999').toISOString());
  });

  it('opens due soon from the URL (the dashboard link) with a chip that takes it off', async () => {
    const { listQueries } = setup(buildUser({ userType: 'staff' }), '/reports?dueSoon=true');
    await waitFor(() => expect(listQueries().length).toBeGreaterThan(0));
    expect(lastFilters(listQueries())).toEqual({ dueSoon: 'true', isManaged: 'true' });
    const chip = screen.getByRole('checkbox', { name: 'In scadenza entro 24 ore' });
    expect(chip).toBeChecked();
    await userEvent.click(chip);
    await waitFor(() => expect(lastFilters(listQueries())).toEqual({ isManaged: 'true' }));
    expect(screen.getByRole('checkbox', { name: 'In scadenza entro 24 ore' })).not.toBeChecked();
  });

  it("starts a platform triager's lists on the managed programs they handle: a chip turns it off, and the URL keeps the choice", async () => {
    const { listQueries } = setup(buildUser({ userType: 'staff' }));
    await waitFor(() => expect(lastFilters(listQueries())).toEqual({ isManaged: 'true' }));
    const chip = screen.getByRole('checkbox', { name: 'Solo programmi gestiti' });
    expect(chip).toBeChecked();
    expect(screen.getByTestId('search')).toHaveTextContent(/^$/);
    await userEvent.click(chip);
    await waitFor(() => expect(lastFilters(listQueries())).toEqual({}));
    expect(screen.getByTestId('search')).toHaveTextContent('?managed=false');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Solo programmi gestiti' }));
    await waitFor(() => expect(lastFilters(listQueries())).toEqual({ isManaged: 'true' }));
    expect(screen.getByTestId('search')).toHaveTextContent(/^$/);
  });

  it('opens every program for a triager whose URL says so, and keeps every program the default of a super admin', async () => {
    const staff = setup(buildUser({ userType: 'staff' }), '/reports?managed=false');
    await waitFor(() => expect(staff.listQueries().length).toBeGreaterThan(0));
    expect(lastFilters(staff.listQueries())).toEqual({});
    expect(screen.getByRole('checkbox', { name: 'Solo programmi gestiti' })).not.toBeChecked();
    staff.unmount();
    const admin = setup(buildUser({ userType: 'superadmin' }));
    await waitFor(() => expect(admin.listQueries().length).toBeGreaterThan(0));
    expect(lastFilters(admin.listQueries())).toEqual({});
    expect(screen.getByRole('checkbox', { name: 'Solo programmi gestiti' })).not.toBeChecked();
  });

  it('offers no due soon filter to a hacker, and ignores it in the URL', async () => {
    const { listQueries } = setup(buildUser({ userType: 'hacker' }), '/reports?dueSoon=true');
    await waitFor(() => expect(listQueries().length).toBeGreaterThan(0));
    expect(lastFilters(listQueries())).toEqual({});
    expect(screen.queryByRole('checkbox', { name: 'In scadenza entro 24 ore' })).not.toBeInTheDocument();
  });

  it('waits a second after typing before filtering by title', async () => {
    const { listQueries } = setup(buildUser({ userType: 'hacker' }));
    await waitFor(() => expect(listQueries().length).toBeGreaterThan(0));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Titolo' }), 'xss');
    expect(listQueries().some((query) => query.has('title__icontains'))).toBe(false);
    await waitFor(() => expect(listQueries().at(-1)?.get('title__icontains')).toBe('xss'), { timeout: 2500 });
  });
});

describe('a program page reports tab', () => {
  it('lists the reports of that program only', async () => {
    const { fetchMock, calls } = mockFetch({ 'GET /api/reports': () => ({ body: { count: 0, results: [] } }) });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<ReportsList userType="company" programId={PROGRAM_ID} />, { user: buildUser({ userType: 'company' }) });
    expect(await screen.findByText('Nessun report')).toBeInTheDocument();
    expect(new URLSearchParams(calls[0]?.url.split('?')[1]).get('program')).toBe(PROGRAM_ID);
  });

  it("does not narrow a triager's program tab to managed programs (the program is fixed)", async () => {
    const { fetchMock, calls } = mockFetch({ 'GET /api/reports': () => ({ body: { count: 0, results: [] } }) });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<ReportsList userType="staff" programId={PROGRAM_ID} />, { user: buildUser({ userType: 'staff' }) });
    expect(await screen.findByText('Nessun report')).toBeInTheDocument();
    const query = new URLSearchParams(calls[0]?.url.split('?')[1]);
    expect([query.get('program'), query.get('isManaged')]).toEqual([PROGRAM_ID, null]);
  });
});
