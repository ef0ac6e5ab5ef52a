import type { Language, LegalDocument, LegalDocumentText } from '@bb/domain';
import { describe, expect, it } from 'vitest';
import { sitemapPaths } from '../site-pages.ts';
import { renderPage, testSiteData } from '../test/site-data.ts';

const TEXTS: Record<Language, LegalDocumentText> = {
  it: {
    document: 'terms',
    language: 'it',
    version: '2026-11-28',
    title: 'Termini e condizioni del servizio',
    sections: [
      {
        heading: '1. Chi siamo e oggetto del servizio',
        paragraphs: ['La Piattaforma è gestita da Example Srl.', 'Il servizio mette in contatto aziende e hacker.'],
      },
      { heading: '2. Account', paragraphs: ["Ogni account è personale e l'utente ne custodisce le credenziali."] },
    ],
  },
  en: {
    document: 'terms',
    language: 'en',
    version: '2026-11-28',
    title: 'Terms and conditions of the service',
    sections: [
      { heading: '1. Who we are and what the service is', paragraphs: ['The Platform is run by Example Srl.'] },
      { heading: '2. Account', paragraphs: ['Every account is personal.'] },
    ],
  },
};

/** A SiteData whose legal() records each call and answers the terms' fixed text, whatever the document. */
function siteData() {
  const calls: [LegalDocument, Language][] = [];
  const data = testSiteData({
    legal: async (document, language) => {
      calls.push([document, language]);
      return { ...TEXTS[language], document };
    },
  });
  return { data, calls };
}

const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');

describe('the legal pages', () => {
  it('shows the terms in Italian: title, version, contents, sections and the PDFs', async () => {
    const { data, calls } = siteData();
    const answer = await renderPage('/terms-and-conditions', data);
    expect(calls).toEqual([['terms', 'it']]);
    expect(answer.status).toBe(200);
    expect(answer.head).toContain('<title>Termini e condizioni del servizio · Bug Bounty</title>');
    expect(answer.head).toContain('<link rel="canonical" href="http://localhost/terms-and-conditions" />');
    const page = parse(answer.body);
    expect([...page.querySelectorAll('h1')].map((h) => h.textContent)).toEqual(['Termini e condizioni del servizio']);
    expect(page.body.textContent).toContain('In vigore dal 28 novembre 2026');
    const toc = [...page.querySelectorAll('nav[aria-labelledby="legal-toc"] a')].map((a) => [a.getAttribute('href'), a.textContent]);
    expect(toc).toEqual([
      ['#section-1', '1. Chi siamo e oggetto del servizio'],
      ['#section-2', '2. Account'],
    ]);
    expect(page.querySelector('#section-1 h2')?.textContent).toBe('1. Chi siamo e oggetto del servizio');
    expect([...page.querySelectorAll('#section-1 p')].map((p) => p.textContent)).toEqual(TEXTS.it.sections[0]!.paragraphs);
    const pdf = page.querySelector('a[href="/api/legal/terms/pdf?lang=it"]');
    expect(pdf?.textContent).toBe('Scarica il PDF');
    expect(pdf?.hasAttribute('download')).toBe(true);
    expect(pdf?.getAttribute('type')).toBe('application/pdf');
    const english = page.querySelector('a[href="/api/legal/terms/pdf?lang=en"]');
    expect(english?.textContent).toBe('Scarica la versione in inglese (PDF)');
    expect(english?.getAttribute('hreflang')).toBe('en');
    // The other two documents are one click away.
    expect(page.querySelector('a[href="/privacy-policy-companies"]')?.textContent).toBe('Informativa privacy per le aziende');
    expect(page.querySelector('a[href="/privacy-policy-hackers"]')?.textContent).toBe('Informativa privacy per gli hacker');
  });

  it('reads each privacy policy in English with its own description and PDFs', async () => {
    const { data, calls } = siteData();
    const companies = await renderPage('/privacy-policy-companies', data, { language: 'en' });
    const hackers = await renderPage('/privacy-policy-hackers', data, { language: 'en' });
    expect(calls).toEqual([
      ['privacy-companies', 'en'],
      ['privacy-hackers', 'en'],
    ]);
    expect(companies.body).toContain('In force since 28 November 2026');
    expect(companies.head).toContain('How we process the personal data of people who use the platform on behalf of a company');
    expect(hackers.head).toContain('How we process the personal data of security researchers');
    const page = parse(hackers.body);
    expect(page.querySelector('a[href="/api/legal/privacy-hackers/pdf?lang=en"]')?.textContent).toBe('Download the PDF');
    expect(page.querySelector('a[href="/api/legal/privacy-hackers/pdf?lang=it"]')?.textContent).toBe('Download the Italian version (PDF)');
    expect(page.querySelector('a[href="/terms-and-conditions"]')).not.toBeNull();
  });

  it('keeps every description within 120 to 160 characters and lists the pages in the sitemap', async () => {
    const { data } = siteData();
    for (const path of ['/terms-and-conditions', '/privacy-policy-companies', '/privacy-policy-hackers']) {
      for (const language of ['it', 'en'] as const) {
        const head = parse(`<head>${(await renderPage(path, data, { language })).head}</head>`);
        const description = head.querySelector('meta[name="description"]')?.getAttribute('content') ?? '';
        expect(description.length, `${path} ${language}: ${description}`).toBeGreaterThanOrEqual(120);
        expect(description.length, `${path} ${language}: ${description}`).toBeLessThanOrEqual(160);
      }
      expect(sitemapPaths()).toContain(path);
    }
  });
});
