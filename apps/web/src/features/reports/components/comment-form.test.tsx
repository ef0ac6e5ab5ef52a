import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildUser, mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { CommentForm } from './comment-form.tsx';
import { abilities, REPORT_ID, reportDetail } from './test-fixtures.ts';

afterEach(() => vi.unstubAllGlobals());

// ProseMirror measures the selection to scroll it into view; jsdom has no layout, so nothing to measure.
// The editor's own chunk is fetched first, as a page has it by the time anyone types.
beforeAll(async () => {
  await import('../../../components/rich-text-editor.tsx');
  const noRects = () => ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] }) as unknown as DOMRectList;
  Range.prototype.getClientRects ??= noRects;
  Range.prototype.getBoundingClientRect ??= () => new DOMRect();
  document.elementFromPoint ??= () => null;
});

describe('comment form', () => {
  it('says a comment over the limit was not sent and when another can be, keeping what was written', async () => {
    const { fetchMock, calls } = mockFetch({
      [`POST /api/reports/${REPORT_ID}/comment`]: () => ({
        status: 429,
        headers: { 'Retry-After': '900' },
        body: { code: 'TOO_MANY_REQUESTS', message: 'Troppe richieste, riprova tra qualche minuto.' },
      }),
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<CommentForm report={reportDetail({ abilities: abilities({ comment: true }) })} />, { user: buildUser({ userType: 'hacker' }) });
    const editor = await screen.findByRole('textbox', { name: 'Commento' });
    // Focus and paste: jsdom has no layout for ProseMirror to place a click or keystrokes.
    editor.focus();
    await userEvent.paste('Ecco un altro dettaglio');
    await userEvent.click(screen.getByRole('button', { name: 'Commenta' }));

    const dialog = await screen.findByRole('dialog', { name: 'Si è verificato un problema' });
    expect(dialog).toHaveTextContent('Troppe richieste, riprova tra qualche minuto.');
    expect(dialog).toHaveTextContent('Non è stato salvato nulla: puoi riprovare tra 15 minuti.');
    await waitFor(() => expect(calls.filter((call) => call.init?.method === 'POST')).toHaveLength(1));
    expect(editor).toHaveTextContent('Ecco un altro dettaglio');
  });
});
