import type { WikiEntry } from '@bb/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildUser, mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { SupportWikiButton } from './support-wiki-button.tsx';

const ENTRIES: WikiEntry[] = [
  {
    id: 'vat-fatturapa-invoices',
    category: 'companies',
    title: 'IVA e fatture elettroniche (FatturaPA)',
    body: 'Per ogni ricarica.\n\nPer le aziende italiane.',
  },
  { id: 'budget-rule-pause', category: 'companies', title: 'Perché il mio programma è in pausa?', body: 'Un programma attivo si mette in pausa da solo.' },
  { id: 'two-factor-authentication', category: 'account', title: 'Autenticazione a due fattori', body: 'Attiva la verifica in due passaggi.' },
];

/** The API's answer, searched here by a plain substring: the ranking is the API's own test. */
function renderSupport(route: string) {
  const { fetchMock, calls } = mockFetch({
    'GET /api/wiki': (_init, url) => {
      const search = new URL(url, 'http://localhost').searchParams.get('search')?.toLowerCase() ?? '';
      const results = ENTRIES.filter((entry) => `${entry.title} ${entry.body}`.toLowerCase().includes(search));
      return { body: { count: results.length, results } };
    },
    'GET /api/platform': () => ({ body: { supportEmail: 'aiuto@example.test', disabledFeatures: [] } }),
  });
  vi.stubGlobal('fetch', fetchMock);
  renderWithProviders(<SupportWikiButton />, { user: buildUser(), route });
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe('the support wiki modal', () => {
  it('opens from the Support button with every entry, the support address and a labelled search that narrows the list', async () => {
    const calls = renderSupport('/account');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Supporto' }));

    const dialog = await screen.findByRole('dialog', { name: 'Supporto' });
    expect(await within(dialog).findByRole('heading', { name: 'Autenticazione a due fattori' })).toBeInTheDocument();
    expect(within(dialog).getAllByRole('heading', { level: 3 })).toHaveLength(3);
    expect(await within(dialog).findByText('aiuto@example.test')).toHaveAttribute('href', 'mailto:aiuto@example.test');

    await userEvent.type(within(dialog).getByRole('searchbox', { name: 'Cerca nella guida' }), 'iva');
    await waitFor(() => expect(within(dialog).getAllByRole('heading', { level: 3 })).toHaveLength(2));
    expect(within(dialog).getByRole('heading', { name: 'IVA e fatture elettroniche (FatturaPA)' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('heading', { name: 'Perché il mio programma è in pausa?' })).not.toBeInTheDocument();
    expect(calls.some((call) => call.url.includes('search=iva') && call.url.includes('lang=it'))).toBe(true);

    await userEvent.type(within(dialog).getByRole('searchbox'), 'zzz');
    expect(await within(dialog).findByText(/Nessuna voce trovata per "ivazzz"/)).toBeInTheDocument();
  });

  it('expands an entry by keyboard', async () => {
    renderSupport('/account?wiki=');
    const dialog = await screen.findByRole('dialog', { name: 'Supporto' });
    const control = await within(dialog).findByRole('button', { name: /Autenticazione a due fattori/ });
    expect(control).toHaveAttribute('aria-expanded', 'false');
    control.focus();
    await userEvent.keyboard('{Enter}');
    expect(control).toHaveAttribute('aria-expanded', 'true');
    // The panel opens with Mantine's collapse transition: visible once it has run.
    await waitFor(() => expect(within(dialog).getByText('Attiva la verifica in due passaggi.')).toBeVisible());
  });

  it('opens by ?wiki=<id> with that entry expanded and scrolled into view, and closes with Escape', async () => {
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView');
    renderSupport('/account?tab=security&wiki=budget-rule-pause');
    const dialog = await screen.findByRole('dialog', { name: 'Supporto' });
    const control = await within(dialog).findByRole('button', { name: /Perché il mio programma è in pausa\?/ });
    expect(control).toHaveAttribute('aria-expanded', 'true');
    expect(within(dialog).getByRole('button', { name: /Autenticazione a due fattori/ })).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(scrolled).toHaveBeenCalled());
    expect(scrolled.mock.contexts.at(-1)).toBe(document.getElementById('wiki-entry-budget-rule-pause'));
    await waitFor(() => expect(control).toHaveFocus());

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    scrolled.mockRestore();
  });
});
