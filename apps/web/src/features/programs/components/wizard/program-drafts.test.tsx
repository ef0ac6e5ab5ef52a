import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildUser, mockFetch, renderWithProviders } from '../../../../test/render.tsx';
import { PROGRAM_ID, programCard, programDetail } from '../test-fixtures.ts';
import { EditProgramButton } from './edit-program-button.tsx';
import { ProgramDrafts } from './program-drafts.tsx';

const company = buildUser({ userType: 'company' });
const SECOND_ID = '5a1b2c3d-0000-4000-8000-000000000002';

function renderDrafts(results: ReturnType<typeof programCard>[], status = 200) {
  const { fetchMock, calls } = mockFetch({
    'GET /api/programs/draft': () =>
      status === 200 ? { body: { count: results.length, results } } : { status, body: { code: 'INTERNAL_ERROR', message: 'x' } },
  });
  vi.stubGlobal('fetch', fetchMock);
  const view = renderWithProviders(<ProgramDrafts />, { user: company });
  return { ...view, calls };
}

afterEach(() => vi.unstubAllGlobals());

describe('program drafts', () => {
  it('lists each draft with its name, or "Senza titolo", and a Continue link into the wizard', async () => {
    renderDrafts([
      programCard({ status: 'draft', name: 'Portale clienti' }),
      programCard({ id: SECOND_ID, status: 'draft', name: null, updatedAt: '2026-03-01T10:00:00.000Z' }),
    ]);
    expect(await screen.findByRole('heading', { name: '2 bozze salvate' })).toBeInTheDocument();
    expect(screen.getByText('Senza titolo')).toBeInTheDocument();
    expect(screen.getByText(/^Ultimo salvataggio: 1 marzo 2026/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continua la bozza Portale clienti' })).toHaveAttribute('href', `/programs/${PROGRAM_ID}/edit`);
    expect(screen.getByRole('link', { name: 'Continua la bozza Senza titolo' })).toHaveAttribute('href', `/programs/${SECOND_ID}/edit`);
  });

  it('renders nothing without drafts', async () => {
    const { calls } = renderDrafts([]);
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.queryByText(/bozz/i)).not.toBeInTheDocument();
  });

  it('says when the drafts could not be loaded', async () => {
    renderDrafts([], 500);
    expect(await screen.findByText('Non è stato possibile caricare le bozze.')).toBeInTheDocument();
  });

  it('asks nothing for staff, who have no drafts', () => {
    const { fetchMock, calls } = mockFetch({});
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<ProgramDrafts />, { user: buildUser({ userType: 'staff' }) });
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});

describe('edit program button', () => {
  it('follows the abilities: Modifica on a live program, Continua on a draft, nothing otherwise', () => {
    const abilities = programDetail().abilities;
    const { rerender } = renderWithProviders(<EditProgramButton program={programDetail({ status: 'active' })} />);
    expect(screen.getByRole('link', { name: 'Modifica' })).toHaveAttribute('href', `/programs/${PROGRAM_ID}/edit`);
    rerender(<EditProgramButton program={programDetail({ status: 'draft', abilities: { ...abilities, finalize: true } })} />);
    expect(screen.getByRole('link', { name: 'Continua' })).toBeInTheDocument();
    rerender(<EditProgramButton program={programDetail({ status: 'deleted', abilities: { ...abilities, edit: false } })} />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
