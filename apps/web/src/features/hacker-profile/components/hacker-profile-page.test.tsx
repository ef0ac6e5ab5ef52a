import type { HackerStats, PublicHackerProfile, UserType } from '@bb/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildUser, mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { hackerProfilePath, HACKER_PROFILE_ROUTES } from '../../../lib/paths.ts';
import { HackerProfilePage } from './hacker-profile-page.tsx';
import { RequireProfileViewer } from './require-profile-viewer.tsx';
import { buildPublicProfile, COMPANY_PICTURE_ID, HACKER_ID, NO_STATS } from './test-fixtures.ts';

afterEach(() => vi.unstubAllGlobals());

const PROFILE = `/api/profile/${HACKER_ID}`;

interface Answers {
  profile?: () => { status?: number; body?: unknown };
  stats?: HackerStats;
  hacktivity?: (url: string) => { count: number; results: unknown[] };
}

function renderProfile(route: string, viewer: UserType, answers: Answers = {}) {
  const { fetchMock, calls } = mockFetch({
    [`GET ${PROFILE}`]: answers.profile ?? (() => ({ body: buildPublicProfile() })),
    [`GET ${PROFILE}/stats`]: () => ({ body: answers.stats ?? NO_STATS }),
    [`GET ${PROFILE}/hacktivity`]: (_init, url) => ({ body: answers.hacktivity?.(url) ?? { count: 0, results: [] } }),
  });
  vi.stubGlobal('fetch', fetchMock);
  renderWithProviders(
    <Routes>
      {HACKER_PROFILE_ROUTES.map(({ path, viewers }) => (
        <Route key={path} path={`/${path}`} element={<RequireProfileViewer viewers={viewers} />}>
          <Route index element={<HackerProfilePage />} />
        </Route>
      ))}
      <Route path="/404" element={<p>not-found-page</p>} />
    </Routes>,
    { route, user: buildUser({ userType: viewer }) },
  );
  return calls;
}

describe('public hacker profile', () => {
  it('shows the empty states of a new hacker', async () => {
    renderProfile(hackerProfilePath('hacker', HACKER_ID), 'hacker');
    expect(await screen.findByRole('heading', { name: 'Profilo di neo', level: 1 })).toBeInTheDocument();
    const card = screen.getByRole('region', { name: "Profilo dell'hacker" });
    for (const empty of ['Nessuna bio', 'Nessuna competenza', 'Nessun CV', 'Nessun link', 'Paese non specificato']) {
      expect(within(card).getByText(empty)).toBeInTheDocument();
    }
    expect(within(card).getByText('Su Bug Bounty dal 5 marzo 2026')).toBeInTheDocument();
    expect(await screen.findByText('Non in classifica')).toBeInTheDocument();
    expect(screen.getByTestId('hacker-points')).toHaveTextContent('0');
    expect(screen.getByTestId('hacker-reportsSent')).toHaveTextContent('0');
    expect(screen.getByTestId('hacker-reportsAccepted')).toHaveTextContent('0');
    expect(await screen.findByText('Ancora nessun report accettato')).toBeInTheDocument();
  });

  it('shows bio, skills, CV, links and country, the links opening in a new tab', async () => {
    const profile: PublicHackerProfile = buildPublicProfile({
      profileDescription: 'Web and mobile.',
      skills: ['xss', 'sqli'],
      cv: { id: '5a1c2b3d-0000-4000-8000-0000000000cf', fileName: 'cv-neo.pdf', fileType: 'application/pdf' },
      github: 'https://github.com/neo',
      discord: 'neo#1999',
      countryOfResidence: 'ITA',
    });
    renderProfile(hackerProfilePath('company', HACKER_ID), 'company', {
      profile: () => ({ body: profile }),
      stats: { rank: 4, points: 120, reportsSent: 7, reportsAccepted: 3, effectiveness: 60 },
    });
    const card = await screen.findByRole('region', { name: "Profilo dell'hacker" });
    expect(within(card).getByText('Web and mobile.')).toBeInTheDocument();
    expect(within(card).getByText('sqli')).toBeInTheDocument();
    expect(within(card).getByText('Italia')).toBeInTheDocument();
    expect(within(card).getByText('neo#1999')).toBeInTheDocument();
    const cv = within(card).getByRole('link', { name: /cv-neo\.pdf/ });
    expect(cv).toHaveAttribute('href', '/api/uploads/5a1c2b3d-0000-4000-8000-0000000000cf');
    expect(cv).toHaveAttribute('target', '_blank');
    expect(within(card).getByRole('link', { name: /github\.com\/neo/ })).toHaveAttribute('href', 'https://github.com/neo');
    expect(await screen.findByText('#4')).toBeInTheDocument();
    expect(screen.getByTestId('hacker-points')).toHaveTextContent('120');
  });

  it('pages through the hacktivity by 10', async () => {
    const row = { companyName: 'Acme', companyPicture: { id: COMPANY_PICTURE_ID }, severity: 'critical', approvedAt: '2026-04-01T09:00:00.000Z' };
    const calls = renderProfile(hackerProfilePath('hacker', HACKER_ID), 'hacker', {
      hacktivity: (url) => {
        const page = Number(new URL(url, 'http://x').searchParams.get('page'));
        return { count: 12, results: Array.from({ length: page === 1 ? 10 : 2 }, () => row) };
      },
    });
    const table = await screen.findByRole('table');
    await waitFor(() => expect(within(table).getAllByText('Critica')).toHaveLength(10));
    expect(screen.getByText('12 report accettati')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '2' }));
    await waitFor(() => expect(within(table).getAllByText('Critica')).toHaveLength(2));
    const last = calls.filter((call) => call.url.includes('/hacktivity')).at(-1);
    expect(last?.url).toContain('page=2');
    expect(last?.url).toContain('size=10');
  });

  it('names the company of each accepted report, and a private program without naming its company', async () => {
    const rows = [
      { companyName: 'Acme', companyPicture: null, severity: 'high', approvedAt: '2026-04-01T09:00:00.000Z' },
      { companyName: null, companyPicture: null, severity: 'medium', approvedAt: '2026-03-01T09:00:00.000Z' },
    ];
    renderProfile(hackerProfilePath('hacker', HACKER_ID), 'hacker', {
      stats: { rank: 4, points: 120, reportsSent: 7, reportsAccepted: 2, effectiveness: 60 },
      hacktivity: () => ({ count: 2, results: rows }),
    });
    const table = within(await screen.findByRole('region', { name: "Report accettati dell'hacker" })).getByRole('table');
    await within(table).findByText('Acme');
    const [, named, hidden] = within(table).getAllByRole('row');
    expect(named).toHaveTextContent(/Acme.*Alta.*1 aprile 2026/);
    expect(hidden).toHaveTextContent(/Programma privato.*Media.*1 marzo 2026/);
    // The card and the list count the same reports.
    expect(await screen.findByTestId('hacker-reportsAccepted')).toHaveTextContent('2');
    expect(screen.getByText('2 report accettati')).toBeInTheDocument();
  });

  it('goes to /404 when the profile cannot be loaded', async () => {
    renderProfile(hackerProfilePath('staff', HACKER_ID), 'staff', { profile: () => ({ status: 404, body: { code: 'NOT_FOUND', message: '' } }) });
    expect(await screen.findByText('not-found-page')).toBeInTheDocument();
  });

  it('goes to /404 on any other failure too', async () => {
    renderProfile(hackerProfilePath('hacker', HACKER_ID), 'hacker', { profile: () => ({ status: 500, body: { code: 'INTERNAL_ERROR', message: '' } }) });
    expect(await screen.findByText('not-found-page')).toBeInTheDocument();
  });

  it("sends a viewer on another role's route to their own", async () => {
    renderProfile(hackerProfilePath('hacker', HACKER_ID), 'company');
    expect(await screen.findByRole('heading', { name: 'Profilo di neo', level: 1 })).toBeInTheDocument();
  });
});
