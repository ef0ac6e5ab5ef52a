import type { Language, WikiEntry } from '@bb/domain';
import { describe, expect, it } from 'vitest';
import { sitemapPaths } from '../site-pages.ts';
import { renderPage, testSiteData } from '../test/site-data.ts';

const ENTRIES: WikiEntry[] = [
  {
    id: 'two-factor',
    category: 'account',
    title: 'Autenticazione a due fattori',
    body: "Attiva l'autenticazione a due fattori dalle impostazioni dell'account.\n\nConserva i codici di recupero in un posto sicuro.",
  },
  {
    id: 'fund-wallet-bank-transfer',
    category: 'companies',
    title: 'Ricaricare il wallet con un bonifico',
    body: "Il wallet dell'azienda si ricarica con un bonifico.\n\nNella causale scrivi il codice di riferimento BB-DEMS2K26.\n\nQuando il bonifico arriva viene emessa la fattura.",
  },
  { id: 'hacker-tax-regimes', category: 'hackers', title: 'Regimi fiscali degli hacker', body: 'Scegli il regime fiscale prima del primo pagamento.' },
];

/** A SiteData whose wiki() records each call and answers `entries`. */
function siteData(entries: WikiEntry[] = ENTRIES) {
  const calls: [Language, string | undefined][] = [];
  const data = testSiteData({
    wiki: async (language, search) => {
      calls.push([language, search]);
      return entries;
    },
  });
  return { data, calls };
}

const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');

describe('/wiki', () => {
  it('lists every entry by category, closed, with the search form and the support address', async () => {
    const { data, calls } = siteData();
    const answer = await renderPage('/wiki', data);
    expect(calls).toEqual([['it', undefined]]);
    expect(answer.status).toBe(200);
    expect(answer.head).toContain('<title>Wiki di supporto: wallet, programmi, segnalazioni e pagamenti · Bug Bounty</title>');
    expect(answer.head).not.toContain('noindex');
    const page = parse(answer.body);
    expect([...page.querySelectorAll('h1')].map((h) => h.textContent)).toEqual(['Wiki di supporto']);
    // The categories in their fixed order, whatever the answer's order.
    expect([...page.querySelectorAll('main h2')].map((h) => h.textContent)).toEqual(['Per le aziende', 'Per gli hacker', 'Account e sicurezza']);
    const form = page.querySelector('form[role="search"]');
    expect(form?.getAttribute('method')).toBe('get');
    expect(form?.getAttribute('action')).toBe('/wiki');
    const input = form?.querySelector('input[name="search"]');
    expect(page.querySelector(`label[for="${input?.id}"]`)?.textContent).toContain('Cerca nella wiki');
    expect(form?.querySelector('button[type="submit"]')?.textContent).toBe('Cerca');
    expect(page.body.textContent).toContain('3 voci');
    const wallet = page.querySelector('details#fund-wallet-bank-transfer');
    expect(wallet?.hasAttribute('open')).toBe(false);
    expect(wallet?.querySelector('summary')?.textContent).toBe('Ricaricare il wallet con un bonifico');
    // The body's blank-line separated paragraphs, each a paragraph.
    expect([...(wallet?.querySelectorAll('p') ?? [])].map((p) => p.textContent)).toEqual([
      "Il wallet dell'azienda si ricarica con un bonifico.",
      'Nella causale scrivi il codice di riferimento BB-DEMS2K26.',
      'Quando il bonifico arriva viene emessa la fattura.',
    ]);
    expect(page.body.textContent).toContain('Non trovi la risposta? Scrivi a supporto@bugbounty.example');
    expect(page.querySelector('main a[href="mailto:supporto@bugbounty.example"]')).not.toBeNull();
    expect(sitemapPaths()).toContain('/wiki');
  });

  it('opens the entry named by ?id=', async () => {
    const page = parse((await renderPage('/wiki?id=two-factor', siteData().data)).body);
    expect(page.querySelector('details#two-factor')?.hasAttribute('open')).toBe(true);
    expect(page.querySelectorAll('details[open]:not(.bb-mobile-menu)')).toHaveLength(1);
  });

  it('searches with ?search=, counts the results and keeps the search out of search engines', async () => {
    const { data, calls } = siteData([ENTRIES[1]!]);
    const answer = await renderPage('/wiki?search=%20bonifico%20', data);
    expect(calls).toEqual([['it', 'bonifico']]);
    expect(answer.head).toContain('<meta name="robots" content="noindex" />');
    expect(answer.head).toContain('Ricerca nella wiki: bonifico');
    const page = parse(answer.body);
    expect((page.querySelector('input[name="search"]') as HTMLInputElement | null)?.value).toBe('bonifico');
    expect(page.body.textContent).toContain('1 risultato per «bonifico»');
    expect([...page.querySelectorAll('main h2')].map((h) => h.textContent)).toEqual(['Per le aziende']);
    expect(page.querySelector('main a[href="/wiki"]')?.textContent).toBe('Mostra tutte le voci');
  });

  it('says so when a search finds nothing, in English too', async () => {
    const { data, calls } = siteData([]);
    const answer = await renderPage('/wiki?search=zebra&lang=en', data, { language: 'en' });
    expect(calls).toEqual([['en', 'zebra']]);
    const page = parse(answer.body);
    expect(page.querySelector('main h2')?.textContent).toBe('No results for “zebra”');
    expect(page.body.textContent).toContain('0 results for “zebra”');
    expect(page.body.textContent).toContain("Can't find the answer? Write to supporto@bugbounty.example");
    // The search keeps the page's language.
    expect((page.querySelector('form[role="search"] input[name="lang"]') as HTMLInputElement | null)?.value).toBe('en');
  });
});
