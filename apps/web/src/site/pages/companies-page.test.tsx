import { describe, expect, it } from 'vitest';
import { sitemapPaths } from '../site-pages.ts';
import { renderPage, testSiteData } from '../test/site-data.ts';

/** Fees other than the defaults, so the page shows that it reads them from the platform settings. */
const data = testSiteData({ offer: { managedFeePercent: 12, verificationFeePercent: 6 } });

const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');
const labelOf = (page: Document, input: Element | null | undefined) => page.querySelector(`label[for="${input?.id}"]`)?.textContent;

describe('/for-companies', () => {
  it('shows what a company gets, with the fees of the platform settings, and the four steps', async () => {
    const answer = await renderPage('/for-companies', data);
    expect(answer.status).toBe(200);
    expect(answer.head).toContain('<title>Bug bounty per aziende: preventivo e demo · Bug Bounty</title>');
    expect(sitemapPaths()).toContain('/for-companies');
    const page = parse(answer.body);
    expect(page.querySelectorAll('h1')).toHaveLength(1);
    const text = page.body.textContent;
    expect(text).toContain('Nessun bug, nessun costo');
    expect(text).toContain('commissione del 12% sul budget allocato');
    expect(text).toContain('Fix verification (6% del budget)');
    expect(text).toContain('entro 21 giorni dal report, entro 14 per i programmi gestiti');
    expect(text).toContain('si mette in pausa da solo');
    expect(text).toContain('CVSS 4.0');
    expect(text).toContain('FatturaPA');
    expect(text).toContain('IVA al 22%');
    expect([...page.querySelectorAll('ol > li h3')].map((h) => h.textContent)).toEqual([
      'Prenota una prima call',
      'Aggiungi budget',
      'Crea un programma',
      'Completa il profilo',
    ]);
    // Headings go h1 -> h2 -> h3 without a gap.
    const levels = [...page.querySelectorAll('main h1, main h2, main h3')].map((h) => Number(h.tagName[1]));
    levels.forEach((level, index) => expect(level - (levels[index - 1] ?? 0)).toBeLessThanOrEqual(1));
    expect(page.querySelector('a[href="#quote"]')?.textContent).toBe('Richiedi un preventivo');
    expect(page.querySelector('a[href="#demo"]')?.textContent).toBe('Prenota una demo');
  });

  it('renders the quote and demo islands with their static forms, the submit disabled until the script binds them', async () => {
    const page = parse((await renderPage('/for-companies', data)).body);
    const quote = page.querySelector('#quote [data-island="contact-form"][data-kind="quote"]');
    const demo = page.querySelector('#demo [data-island="contact-form"][data-kind="demo"]');
    expect(quote).not.toBeNull();
    expect(demo).not.toBeNull();
    expect([...quote!.querySelectorAll('input, textarea')].map((input) => input.getAttribute('name'))).toEqual([
      'name',
      'email',
      'company',
      'phone',
      'message',
    ]);
    expect([...demo!.querySelectorAll('input, textarea')].map((input) => input.getAttribute('name'))).toEqual([
      'name',
      'email',
      'company',
      'phone',
      'preferredDate',
      'message',
    ]);
    expect(labelOf(page, quote!.querySelector('input[name="name"]'))).toContain('Nome e cognome');
    expect(labelOf(page, quote!.querySelector('input[name="email"]'))).toContain('Email');
    expect(quote!.querySelector('input[name="email"]')?.getAttribute('type')).toBe('email');
    const date = demo!.querySelector('input[name="preferredDate"]');
    expect(date?.getAttribute('type')).toBe('date');
    expect(date?.getAttribute('min')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(labelOf(page, date)).toContain('Data preferita per la demo');
    expect(quote!.querySelector('button[type="submit"]')?.hasAttribute('disabled')).toBe(true);
    expect(quote!.querySelector('button[type="submit"]')?.textContent).toBe('Richiedi il preventivo');
    expect(demo!.querySelector('button[type="submit"]')?.textContent).toBe('Prenota la demo');
    expect(quote!.querySelector('a[href="/privacy-policy-companies"]')).not.toBeNull();
  });

  it('reads in English', async () => {
    const answer = await renderPage('/for-companies', data, { language: 'en' });
    const page = parse(answer.body);
    expect(page.querySelector('h1')?.textContent).toBe('Bug bounty for your company, with no fixed costs');
    expect(page.body.textContent).toContain('a fee of 12% of the allocated budget');
    expect(page.body.textContent).toContain('with 22% VAT for Italian companies');
    expect(page.querySelector('[data-kind="demo"] button[type="submit"]')?.textContent).toBe('Book the demo');
    expect(page.querySelector('main a[href="mailto:supporto@bugbounty.example"]')).not.toBeNull();
  });
});

describe('/contacts', () => {
  it('shows the support address, the legal name, the contact form and the ways to the wiki and the company landing', async () => {
    const answer = await renderPage('/contacts', data);
    expect(answer.status).toBe(200);
    expect(sitemapPaths()).toContain('/contacts');
    const page = parse(answer.body);
    expect([...page.querySelectorAll('h1')].map((h) => h.textContent)).toEqual(['Contatti']);
    expect(page.querySelector('main a[href="mailto:supporto@bugbounty.example"]')?.textContent).toBe('Scrivi a supporto@bugbounty.example');
    expect(page.body.textContent).toContain('Gestore della piattaforma: Bug Bounty Italia S.r.l.');
    expect(page.querySelector('main a[href="/wiki"]')?.textContent).toBe('Cerca nella wiki');
    expect(page.querySelector('main a[href="/for-companies"]')?.textContent).toBe('Preventivo e demo per le aziende');
    const form = page.querySelector('[data-island="contact-form"][data-kind="contact"]');
    expect([...form!.querySelectorAll('input, textarea')].map((input) => input.getAttribute('name'))).toEqual(['name', 'email', 'message']);
    expect(parse((await renderPage('/contacts', data, { language: 'en' })).body).querySelector('h1')?.textContent).toBe('Contacts');
  });
});
