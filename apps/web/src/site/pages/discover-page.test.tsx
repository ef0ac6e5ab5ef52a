import { describe, expect, it } from 'vitest';
import { sitemapPaths } from '../entry-server.tsx';
import { readPage, renderPage, testSiteData } from '../test/site-data.ts';

const PRODUCTS = ['managed-programs', 'self-managed-programs', 'fix-verification'] as const;

describe('the /discover-{product} pages', () => {
  it('lists the three offerings in the sitemap', () => {
    expect(sitemapPaths()).toEqual(expect.arrayContaining(PRODUCTS.map((product) => `/discover-${product}`)));
  });

  for (const product of PRODUCTS) {
    for (const language of ['it', 'en'] as const) {
      it(`renders ${product} in ${language}: one h1, ordered headings, price card, calls to action, the other offerings`, async () => {
        const { answer, doc, text, hrefs } = readPage(await renderPage(`/discover-${product}`, testSiteData(), { language }));
        expect(answer.status).toBe(200);
        expect(doc.querySelectorAll('h1')).toHaveLength(1);
        const levels = [...doc.querySelectorAll('main h1, main h2, main h3, main h4')].map((heading) => Number(heading.tagName[1]));
        levels.forEach((level, index) => expect(level).toBeLessThanOrEqual((levels[index - 1] ?? 0) + 1));
        const description = doc.querySelector('meta[name="description"]')?.getAttribute('content') ?? '';
        expect(description.length).toBeGreaterThanOrEqual(120);
        expect(description.length).toBeLessThanOrEqual(160);
        expect(doc.title).not.toBe('');
        expect(text).toContain(language === 'it' ? 'IVA esclusa se dovuta' : 'VAT excluded where due');
        expect(text).toContain(language === 'it' ? 'finanziati dal wallet' : 'funded from the company wallet');
        expect(hrefs).toEqual(expect.arrayContaining(['/auth/signup/company', '/for-companies']));
        for (const other of PRODUCTS) {
          if (other === product) expect(hrefs).not.toContain(`/discover-${other}`);
          else expect(hrefs).toContain(`/discover-${other}`);
        }
      });
    }
  }

  it('computes the managed fee from the offer, and follows it when the setting changes', async () => {
    const ten = readPage(await renderPage('/discover-managed-programs', testSiteData()));
    expect(ten.text).toContain('10%');
    expect(ten.text).toContain('Commissione di gestione (10%)1.000 €');
    expect(ten.text).toContain('Addebitato dal wallet11.000 €');
    expect(ten.text).toContain('entro 14 giorni dal report');
    expect(ten.doc.querySelector('meta[name="description"]')?.getAttribute('content')).toContain('10%');

    const twelve = readPage(await renderPage('/discover-managed-programs', testSiteData({ offer: { managedFeePercent: 12 } })));
    expect(twelve.text).toContain('12%');
    expect(twelve.text).toContain('Commissione di gestione (12%)1.200 €');
    expect(twelve.text).toContain('Addebitato dal wallet11.200 €');
    expect(twelve.text).not.toContain('11.000 €');
    expect(twelve.doc.querySelector('meta[name="description"]')?.getAttribute('content')).toContain('12%');
  });

  it('formats the English example in English', async () => {
    const { text } = readPage(await renderPage('/discover-managed-programs', testSiteData(), { language: 'en' }));
    expect(text).toContain('Management fee (10%)€1,000');
    expect(text).toContain('Debited from the wallet€11,000');
    expect(text).toContain('An example with a €10,000 budget');
  });

  it('shows no fee on a self-managed program and the 21-day promise', async () => {
    const { text } = readPage(await renderPage('/discover-self-managed-programs', testSiteData()));
    expect(text).toContain('0 €di commissione sul budget');
    expect(text).toContain('Addebitato dal wallet10.000 €');
    expect(text).toContain('entro 21 giorni dal report');
  });

  it('prices Fix verification on the budget plus the retest fee, both from the offer', async () => {
    const base = readPage(await renderPage('/discover-fix-verification', testSiteData()));
    expect(base.text).toContain('Commissione Fix verification (5%)500 €');
    expect(base.text).toContain('50 € per retest');
    expect(base.text).toContain('3 retest fatti dagli hacker (dal budget)150 €');
    expect(base.text).toContain('in tutto 11.500 €');

    const changed = readPage(await renderPage('/discover-fix-verification', testSiteData({ offer: { verificationFeePercent: 7.5, retestFee: 80 } })));
    expect(changed.text).toContain('Commissione Fix verification (7,5%)750 €');
    expect(changed.text).toContain('80 € per retest');
    expect(changed.text).toContain('240 €');
  });

  it('answers 404 for an offering that does not exist', async () => {
    const answer = await renderPage('/discover-penetration-tests', testSiteData());
    expect(answer.status).toBe(404);
  });
});
