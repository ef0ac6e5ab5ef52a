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

/** The comment box, a plain text box until it is focused, then the editor holding the focus. */
async function openEditor(): Promise<HTMLElement> {
  const box = await screen.findByRole('textbox', { name: 'Commento' });
  box.focus();
  return waitFor(() => {
    const editor = screen.getByRole('textbox', { name: 'Commento' });
    expect(editor).toHaveAttribute('contenteditable', 'true');
    return editor;
  });
}

describe('comment form', () => {
  it('starts as a plain text box, and what was typed there goes on in the editor that replaces it on focus', async () => {
    const { fetchMock, calls } = mockFetch({ [`POST /api/reports/${REPORT_ID}/comment`]: () => ({ status: 200, body: reportDetail() }) });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<CommentForm report={reportDetail({ abilities: abilities({ comment: true }) })} />, { user: buildUser({ userType: 'hacker' }) });
    const box = await screen.findByRole('textbox', { name: 'Commento' });
    expect(box.tagName).toBe('TEXTAREA');
    await userEvent.type(box, 'Prima riga{enter}seconda');
    const editor = await waitFor(() => {
      const current = screen.getByRole('textbox', { name: 'Commento' });
      expect(current).toHaveAttribute('contenteditable', 'true');
      return current;
    });
    expect(editor).toHaveFocus();
    expect(editor.querySelectorAll('p')).toHaveLength(2);
    expect(editor).toHaveTextContent('Prima rigaseconda');
    await userEvent.click(screen.getByRole('button', { name: 'Commenta' }));
    await waitFor(() => expect(calls.filter((call) => call.init?.method === 'POST')).toHaveLength(1));
    const sent = JSON.parse(String(calls.find((call) => call.init?.method === 'POST')!.init!.body)) as { content: unknown };
    expect(sent.content).toEqual({
      type: 'doc',
      content: [
        { type: 'paragraph', content: [{ type: 'text', text: 'Prima riga' }] },
        { type: 'paragraph', content: [{ type: 'text', text: 'seconda' }] },
      ],
    });
  });

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
    const editor = await openEditor();
    // Paste: jsdom has no layout for ProseMirror to place keystrokes.
    await userEvent.paste('Ecco un altro dettaglio');
    await userEvent.click(screen.getByRole('button', { name: 'Commenta' }));

    const dialog = await screen.findByRole('dialog', { name: 'Si è verificato un problema' });
    expect(dialog).toHaveTextContent('Troppe richieste, riprova tra qualche minuto.');
    expect(dialog).toHaveTextContent('Non è stato salvato nulla: puoi riprovare tra 15 minuti.');
    await waitFor(() => expect(calls.filter((call) => call.init?.method === 'POST')).toHaveLength(1));
    expect(editor).toHaveTextContent('Ecco un altro dettaglio');
  });
});
