import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { HackerProfilePanel } from './hacker-profile-panel.tsx';
import { buildHackerProfile, echoPut, sentBody } from './test-fixtures.ts';

const CV_ID = '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b';

function renderPanel(profile = buildHackerProfile(), routes: Parameters<typeof mockFetch>[0] = {}) {
  const { fetchMock, calls } = mockFetch({ 'GET /api/profile': () => ({ body: profile }), 'PUT /api/profile': echoPut(profile), ...routes });
  vi.stubGlobal('fetch', fetchMock);
  document.cookie = 'bb_csrf=t; path=/';
  renderWithProviders(<HackerProfilePanel />);
  return calls;
}

async function startEditing(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: /^Modifica/ }));
}

afterEach(() => vi.unstubAllGlobals());

describe('the Profile tab', () => {
  it('shows the empty states of a new profile', async () => {
    renderPanel();
    expect(await screen.findByText('Nessuna biografia')).toBeInTheDocument();
    expect(screen.getByText('Nessuna competenza')).toBeInTheDocument();
    expect(screen.getByText('Nessun CV caricato')).toBeInTheDocument();
    expect(screen.getByText('Nessun link')).toBeInTheDocument();
  });

  it('shows a filled profile: skills, the CV opening in a new tab and the links', async () => {
    renderPanel(
      buildHackerProfile({
        skills: ['XSS', 'SSRF'],
        cv: { id: CV_ID, fileName: 'ada-cv.pdf', fileType: 'application/pdf' },
        github: 'https://github.com/ada',
        discord: 'ada#1815',
      }),
    );
    expect(await screen.findByText('XSS')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ada-cv.pdf' })).toHaveAttribute('href', `/api/uploads/${CV_ID}`);
    expect(screen.getByRole('link', { name: 'ada-cv.pdf' })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: /GitHub/ })).toHaveAttribute('href', 'https://github.com/ada');
    expect(screen.getByText('Discord: ada#1815')).toBeInTheDocument();
  });

  it('adds skills on Enter, trimmed, without empties or repeats, and removes them', async () => {
    const user = userEvent.setup();
    const calls = renderPanel(buildHackerProfile({ skills: ['XSS'] }));
    await startEditing(user);
    const skills = screen.getByLabelText(/^Competenze/, { selector: 'input' });
    await user.type(skills, '  SQL injection  {Enter}');
    await user.type(skills, '   {Enter}');
    await user.type(skills, 'xss{Enter}');
    await user.type(skills, 'IDOR{Enter}');
    await user.click(screen.getByRole('button', { name: 'Rimuovi IDOR' }));

    await user.click(screen.getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Profilo aggiornato')).toBeInTheDocument();
    expect(sentBody(calls, 'PUT', '/api/profile')).toMatchObject({ skills: ['XSS', 'SQL injection'] });
  });

  it('sends only the tab fields, with empty text as null, and shows the saved profile', async () => {
    const user = userEvent.setup();
    const calls = renderPanel();
    await startEditing(user);
    await user.type(screen.getByRole('textbox', { name: /^Biografia/ }), 'Bug hunter');
    expect(screen.getByText('10/2000 caratteri')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /^GitHub/ }), 'https://github.com/ada');
    await user.click(screen.getByRole('button', { name: 'Salva' }));

    expect(await screen.findByText('Profilo aggiornato')).toBeInTheDocument();
    expect(sentBody(calls, 'PUT', '/api/profile')).toEqual({
      profileDescription: 'Bug hunter',
      skills: [],
      cv: null,
      website: null,
      linkedin: null,
      twitter: null,
      discord: null,
      github: 'https://github.com/ada',
    });
    expect(await screen.findByText('Bug hunter')).toBeInTheDocument();
  });

  it('checks a link before sending and puts the API field errors on the form', async () => {
    const user = userEvent.setup();
    const calls = renderPanel(buildHackerProfile(), {
      'PUT /api/profile': () => ({ status: 422, body: { code: 'VALIDATION_ERROR', message: 'invalid', fields: { discord: ['Nome utente non valido'] } } }),
    });
    await startEditing(user);
    await user.type(screen.getByRole('textbox', { name: /^Sito web/ }), 'not a site');
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    expect(calls.some((call) => call.init?.method === 'PUT')).toBe(false);

    await user.clear(screen.getByRole('textbox', { name: /^Sito web/ }));
    await user.type(screen.getByRole('textbox', { name: /^Discord/ }), '??');
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Nome utente non valido')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Discord/ })).toHaveAttribute('aria-invalid', 'true');
  });

  it('uploads a CV through a presigned slot and saves its id', async () => {
    const user = userEvent.setup();
    const calls = renderPanel(buildHackerProfile(), {
      'POST /api/uploads/presigned-url': () => ({ body: { items: [{ id: CV_ID, signedUrl: '/api/uploads/signed/cv' }] } }),
      'PUT /api/uploads/signed/cv': () => ({ status: 200 }),
    });
    await startEditing(user);
    const file = new File(['%PDF-1.7'], 'ada-cv.pdf', { type: 'application/pdf' });
    await user.upload(screen.getByLabelText('Carica il CV'), file);
    const cv = await screen.findByRole('link', { name: 'ada-cv.pdf' });
    expect(cv).toHaveAttribute('href', `/api/uploads/${CV_ID}`);
    expect(sentBody(calls, 'POST', '/api/uploads/presigned-url')).toMatchObject({ purpose: 'cv', items: [{ fileName: 'ada-cv.pdf', isPublic: true }] });

    await user.click(screen.getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Profilo aggiornato')).toBeInTheDocument();
    expect(sentBody(calls, 'PUT', '/api/profile')).toMatchObject({ cv: CV_ID });
  });

  it('refuses a CV of another type', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderPanel();
    await startEditing(user);
    await user.upload(screen.getByLabelText('Carica il CV'), new File(['x'], 'cv.docx', { type: 'application/msword' }));
    const group = screen.getByRole('group', { name: 'Curriculum (CV)' });
    expect(await within(group).findByRole('alert')).toHaveTextContent('Tipo di file non consentito');
  });
});
