import { describe, expect, it } from 'vitest';
import { sitemapPaths } from '../site-pages.ts';
import { renderPage, testSiteData } from '../test/site-data.ts';

const data = testSiteData();

const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');

describe('/thank-you', () => {
  it('tells a quote requester what happens next, kept out of search engines and the sitemap', async () => {
    const answer = await renderPage('/thank-you?kind=quote', data);
    expect(answer.status).toBe(200);
    expect(answer.head).toContain('<meta name="robots" content="noindex" />');
    expect(answer.head).not.toContain('rel="canonical"');
    expect(sitemapPaths()).not.toContain('/thank-you');
    const page = parse(answer.body);
    expect([...page.querySelectorAll('h1')].map((h) => h.textContent)).toEqual(['Grazie, abbiamo ricevuto la tua richiesta di preventivo']);
    const text = page.body.textContent;
    expect(text).toContain('Ti rispondiamo entro un giorno lavorativo');
    expect(text).toContain('Ti abbiamo inviato una conferma');
    expect(text).toContain('ti propone premi, budget e gestione');
    expect(page.querySelector('main a[href="/"]')?.textContent).toBe('Torna alla pagina iniziale');
    expect(page.querySelector('main a[href="/wiki"]')?.textContent).toBe('Leggi la wiki di supporto');
    expect(page.querySelector('main a[href="/auth/signup/company"]')).not.toBeNull();
    expect(page.querySelector('main a[href="mailto:supporto@bugbounty.example"]')).not.toBeNull();
  });

  it("names the demo's preferred date, in each language", async () => {
    const italian = parse((await renderPage('/thank-you?kind=demo&date=2026-12-04', data)).body).body.textContent;
    expect(italian).toContain('Grazie, abbiamo ricevuto la tua richiesta di demo');
    expect(italian).toContain('Data preferita per la demo: venerdì 4 dicembre 2026');
    expect(italian).toContain("confermare l'orario della demo di venerdì 4 dicembre 2026");
    const english = parse((await renderPage('/thank-you?kind=demo&date=2026-12-04', data, { language: 'en' })).body).body.textContent;
    expect(english).toMatch(/Preferred date for the demo: Friday,? 4 December 2026/);
    expect(english).toMatch(/the time of the demo on Friday,? 4 December 2026/);
  });

  it('ignores a date that is no calendar day, and reads an unknown kind as a message', async () => {
    const demo = parse((await renderPage('/thank-you?kind=demo&date=2026-02-30', data)).body).body.textContent;
    expect(demo).not.toContain('Data preferita');
    expect(demo).toContain('confermare giorno e orario della demo');
    const page = parse((await renderPage('/thank-you?kind=sales', data)).body);
    expect(page.querySelector('h1')?.textContent).toBe('Grazie, abbiamo ricevuto il tuo messaggio');
    expect(page.querySelector('main a[href="/auth/signup/company"]')).toBeNull();
    expect(parse((await renderPage('/thank-you', data, { language: 'en' })).body).querySelector('h1')?.textContent).toBe('Thank you, we received your message');
  });
});
