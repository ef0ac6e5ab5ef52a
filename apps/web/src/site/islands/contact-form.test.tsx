import { MantineProvider } from '@mantine/core';
import { romeDayOf } from '@bb/domain';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { cssVariablesResolver, theme } from '../../app/theme.ts';
import { setCurrentLanguage } from '../../lib/language.ts';
import { renderToString } from 'react-dom/server';
import { ContactFormIsland } from '../components/contact-form-island.tsx';
import { siteI18n } from '../site-i18n.ts';
import { mount } from './contact-form.tsx';
import { ContactForm, islandI18n, thankYouAddress, type ContactFormProps } from './contact-form-view.tsx';

const DAY_MS = 86_400_000;
const TODAY = romeDayOf(new Date());
/** The first Monday after today: a working day within the bookable months, whenever the test runs. */
const NEXT_MONDAY = (() => {
  for (let ahead = 1; ; ahead++) {
    const day = new Date(Date.parse(`${TODAY}T00:00:00Z`) + ahead * DAY_MS);
    if (day.getUTCDay() === 1) return day.toISOString().slice(0, 10);
  }
})();

function json(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
}

/** The island's form in Italian (its own i18next instance), its navigation and the network observed. */
async function renderForm(props: Partial<ContactFormProps> & Pick<ContactFormProps, 'kind'>, answer: () => Response) {
  setCurrentLanguage('it');
  document.cookie = 'bb_csrf=csrf-token-1; path=/';
  const fetch = vi.fn(async (..._args: Parameters<typeof globalThis.fetch>) => answer());
  vi.stubGlobal('fetch', fetch);
  const navigate = vi.fn();
  const i18n = await islandI18n('it');
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
        <ContactForm language="it" navigate={navigate} today={TODAY} {...props} />
      </MantineProvider>
    </I18nextProvider>,
  );
  return { fetch, navigate, user: userEvent.setup() };
}

const sentBody = (fetch: ReturnType<typeof vi.fn>) => JSON.parse(String((fetch.mock.calls[0]![1] as RequestInit).body)) as Record<string, unknown>;

describe('the contact form island', () => {
  it("shows the domain schema's errors in Italian on an empty submit and sends nothing", async () => {
    const { fetch, navigate, user } = await renderForm({ kind: 'quote' }, () => json(201, {}));
    await user.click(screen.getByRole('button', { name: 'Richiedi il preventivo' }));
    expect(await screen.findAllByText('Questo campo è obbligatorio')).toHaveLength(2);
    expect(screen.getByLabelText(/Nome e cognome/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'true');
    await user.type(screen.getByLabelText(/Telefono/), 'chiamami');
    await user.tab();
    expect(await screen.findByText('Numero di telefono non valido: cifre, spazi e + ( ) - , da 6 a 30 caratteri')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('posts a valid quote request with the CSRF and language headers, then goes to the thank-you page', async () => {
    const { fetch, navigate, user } = await renderForm({ kind: 'quote' }, () => json(201, { id: 'x', kind: 'quote', createdAt: '2026-12-02T10:00:00.000Z' }));
    await user.type(screen.getByLabelText(/Nome e cognome/), ' Ada Lovelace ');
    await user.type(screen.getByLabelText(/^Email/), 'Ada@Example.test');
    await user.type(screen.getByLabelText(/Azienda/), 'Analytical Srl');
    await user.type(screen.getByLabelText(/Raccontaci/), 'Un programma privato per il portale clienti.');
    await user.click(screen.getByRole('button', { name: 'Richiedi il preventivo' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/thank-you?kind=quote'));
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0]! as [string, RequestInit];
    expect(url).toBe('/api/contact-requests');
    expect(init.method).toBe('POST');
    expect(Object.fromEntries(new Headers(init.headers))).toMatchObject({
      'x-csrf-token': 'csrf-token-1',
      'accept-language': 'it',
      'content-type': 'application/json',
    });
    expect(sentBody(fetch)).toEqual({
      kind: 'quote',
      language: 'it',
      name: 'Ada Lovelace',
      email: 'ada@example.test',
      company: 'Analytical Srl',
      message: 'Un programma privato per il portale clienti.',
    });
  });

  it("books a demo on a working day and carries its date to the thank-you page; a weekend day is the schema's error", async () => {
    const { fetch, navigate, user } = await renderForm({ kind: 'demo' }, () => json(201, { id: 'x', kind: 'demo', createdAt: '2026-12-02T10:00:00.000Z' }));
    const date = screen.getByLabelText(/Data preferita per la demo/);
    expect(date).toHaveAttribute('type', 'date');
    expect(date).toHaveAttribute('min', TODAY);
    await user.type(screen.getByLabelText(/Nome e cognome/), 'Grace Hopper');
    await user.type(screen.getByLabelText(/^Email/), 'grace@example.test');
    const sunday = new Date(Date.parse(`${NEXT_MONDAY}T00:00:00Z`) - DAY_MS).toISOString().slice(0, 10);
    await user.type(date, sunday);
    await user.click(screen.getByRole('button', { name: 'Prenota la demo' }));
    expect(await screen.findByText('Scegli un giorno lavorativo, dal lunedì al venerdì')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
    await user.clear(date);
    await user.type(date, NEXT_MONDAY);
    await user.click(screen.getByRole('button', { name: 'Prenota la demo' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(`/thank-you?kind=demo&date=${NEXT_MONDAY}`));
    expect(sentBody(fetch)).toMatchObject({ kind: 'demo', name: 'Grace Hopper', email: 'grace@example.test', preferredDate: NEXT_MONDAY });
  });

  it("puts the server's field errors under the fields", async () => {
    const { navigate, user } = await renderForm({ kind: 'demo' }, () =>
      json(422, { code: 'VALIDATION_ERROR', message: 'Errore di validazione', fields: { preferredDate: ['Scegli una data entro i prossimi 6 mesi'] } }),
    );
    await user.type(screen.getByLabelText(/Nome e cognome/), 'Grace Hopper');
    await user.type(screen.getByLabelText(/^Email/), 'grace@example.test');
    await user.type(screen.getByLabelText(/Data preferita per la demo/), NEXT_MONDAY);
    await user.click(screen.getByRole('button', { name: 'Prenota la demo' }));
    expect(await screen.findByText('Scegli una data entro i prossimi 6 mesi')).toBeInTheDocument();
    expect(screen.getByLabelText(/Data preferita per la demo/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('says in an alert when the limit is reached, and when the network fails', async () => {
    let answer = () => json(429, { code: 'TOO_MANY_REQUESTS', message: 'Too many requests' }, { 'retry-after': '3540' });
    const { navigate, user } = await renderForm({ kind: 'contact' }, () => answer());
    await user.type(screen.getByLabelText(/Nome e cognome/), 'Ada');
    await user.type(screen.getByLabelText(/^Email/), 'ada@example.test');
    await user.click(screen.getByRole('button', { name: 'Invia il messaggio' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Non è stato possibile inviare la richiesta');
    expect(alert).toHaveTextContent('Troppe richieste, riprova tra qualche minuto. Puoi riprovare tra 59 minuti.');
    answer = () => {
      throw new TypeError('Failed to fetch');
    };
    await user.click(screen.getByRole('button', { name: 'Invia il messaggio' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Errore di connessione, riprova.'));
    expect(navigate).not.toHaveBeenCalled();
  });

  it('builds the thank-you address per kind', () => {
    expect(thankYouAddress('contact', undefined)).toBe('/thank-you?kind=contact');
    expect(thankYouAddress('demo', undefined)).toBe('/thank-you?kind=demo');
    expect(thankYouAddress('demo', '2026-12-04')).toBe('/thank-you?kind=demo&date=2026-12-04');
  });

  it("binds the server's static forms on mount, keeping what the visitor already typed", async () => {
    document.documentElement.lang = 'it';
    document.body.innerHTML = renderToString(
      <I18nextProvider i18n={siteI18n('it')}>
        <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
          <ContactFormIsland kind="quote" />
          <ContactFormIsland kind="demo" />
        </MantineProvider>
      </I18nextProvider>,
    );
    const submits = () => [...document.querySelectorAll<HTMLButtonElement>('button[type="submit"]')];
    expect(submits().map((button) => button.disabled)).toEqual([true, true]);
    (document.getElementById('quote-name') as HTMLInputElement).value = 'Ada';
    // jsdom has no IntersectionObserver: the islands bind at once.
    await act(async () => mount());
    await waitFor(() => expect(submits().map((button) => button.disabled)).toEqual([false, false]));
    expect((document.getElementById('quote-name') as HTMLInputElement).value).toBe('Ada');
    expect(submits().map((button) => button.textContent)).toEqual(['Richiedi il preventivo', 'Prenota la demo']);
    document.body.innerHTML = '';
  });
});
