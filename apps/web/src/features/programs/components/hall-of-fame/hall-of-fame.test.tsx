import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildUser, mockFetch, renderWithProviders } from '../../../../test/render.tsx';
import { PROGRAM_ID } from '../test-fixtures.ts';
import { HallOfFameTable } from './hall-of-fame-table.tsx';

afterEach(() => vi.unstubAllGlobals());

const rows = (count: number, offset = 0) =>
  Array.from({ length: count }, (_, i) => ({
    position: offset + i + 1,
    hackerId: `5a1c2b3d-0000-4000-8000-${String(offset + i + 1).padStart(12, '0')}`,
    name: `hacker${offset + i + 1}`,
    score: 500 - offset - i,
  }));

describe('hall of fame table', () => {
  it("lists a program's ranking and pages through it", async () => {
    const { fetchMock, calls } = mockFetch({
      [`GET /api/programs/${PROGRAM_ID}/hall-of-fame`]: (_init, url) => {
        const page = Number(new URL(url, 'http://x').searchParams.get('page'));
        return { body: { count: 12, results: page === 1 ? rows(10) : rows(2, 10) } };
      },
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<HallOfFameTable programId={PROGRAM_ID} />);

    await screen.findByText('hacker1');
    const table = screen.getByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Posizione' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Punteggio' })).toBeInTheDocument();
    const first = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(within(first).getByText('hacker1')).toBeInTheDocument();
    expect(within(first).getByText('500')).toBeInTheDocument();
    expect(screen.getByText('12 hacker in classifica')).toBeInTheDocument();

    // The pages and both arrows have names a screen reader reads out; the current page is marked.
    const pages = screen.getByRole('navigation', { name: /./ });
    expect(within(pages).getByRole('button', { name: '1' })).toHaveAttribute('aria-current', 'page');
    expect(within(pages).getByRole('button', { name: 'Pagina precedente' })).toBeDisabled();
    await userEvent.click(within(pages).getByRole('button', { name: 'Pagina successiva' }));
    expect(await screen.findByText('hacker11')).toBeInTheDocument();
    expect(calls.at(-1)?.url).toContain('page=2');
    expect(calls.at(-1)?.url).toContain('size=10');
  });

  it("links each name to the hacker's profile for a signed-in viewer, in a new tab", async () => {
    const hackerId = '5a1c2b3d-0000-4000-8000-0000000000a1';
    vi.stubGlobal('fetch', mockFetch({ 'GET /api/programs/hall-of-fame': () => ({ body: { count: 1, results: [{ ...rows(1)[0]!, hackerId }] } }) }).fetchMock);
    renderWithProviders(<HallOfFameTable />, { user: buildUser({ userType: 'staff' }) });
    const link = await screen.findByRole('link', { name: /hacker1/ });
    expect(link).toHaveAttribute('href', `/staff/hackers/${hackerId}`);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener');
  });

  it('says so when nobody is ranked', async () => {
    vi.stubGlobal('fetch', mockFetch({ 'GET /api/programs/hall-of-fame': () => ({ body: { count: 0, results: [] } }) }).fetchMock);
    renderWithProviders(<HallOfFameTable />);
    expect(await screen.findByText('Nessun hacker in classifica')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says so when the ranking cannot be loaded', async () => {
    vi.stubGlobal('fetch', mockFetch({ 'GET /api/programs/hall-of-fame': () => ({ status: 500, body: { code: 'INTERNAL_ERROR', message: '' } }) }).fetchMock);
    renderWithProviders(<HallOfFameTable />);
    expect(await screen.findByText('Non è stato possibile caricare la classifica.')).toBeInTheDocument();
  });
});
