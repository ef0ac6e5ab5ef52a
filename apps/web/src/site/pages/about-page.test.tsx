import { describe, expect, it } from 'vitest';
import { readPage, renderPage, testSiteData } from '../test/site-data.ts';

describe('the /about-us page', () => {
  for (const language of ['it', 'en'] as const) {
    it(`renders in ${language}: one h1, ordered headings, the legal name, the support address, the links`, async () => {
      const { answer, doc, text, hrefs } = readPage(await renderPage('/about-us', testSiteData(), { language }));
      expect(answer.status).toBe(200);
      expect(doc.querySelectorAll('h1')).toHaveLength(1);
      const levels = [...doc.querySelectorAll('main h1, main h2, main h3, main h4')].map((heading) => Number(heading.tagName[1]));
      levels.forEach((level, index) => expect(level).toBeLessThanOrEqual((levels[index - 1] ?? 0) + 1));
      const description = doc.querySelector('meta[name="description"]')?.getAttribute('content') ?? '';
      expect(description.length).toBeGreaterThanOrEqual(120);
      expect(description.length).toBeLessThanOrEqual(160);
      expect(text).toContain('Bug Bounty Italia S.r.l.');
      expect(text).toContain('CVSS 4.0');
      expect(text).toContain('FatturaPA');
      expect(text).toContain('SEPA');
      expect(text).toContain(language === 'it' ? 'partita doppia' : 'double-entry');
      expect(hrefs).toEqual(expect.arrayContaining(['mailto:supporto@bugbounty.example', '/contacts', '/for-companies']));
      expect(doc.title).toContain(language === 'it' ? 'Chi siamo' : 'About us');
    });
  }

  it('follows the platform settings for the legal name and the support address', async () => {
    const { text, hrefs } = readPage(
      await renderPage('/about-us', testSiteData({ offer: { legalName: 'Sicurezza Srl', supportEmail: 'help@sicurezza.example' } })),
    );
    expect(text).toContain('Sicurezza Srl gestisce una piattaforma');
    expect(hrefs).toContain('mailto:help@sicurezza.example');
  });
});
