import { foldText, LANGUAGES, WIKI_CATEGORIES, wikiEntryIdSchema, type WikiEntry, type WikiListResponse } from '@bb/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { TestClient } from '../../test/test-client.ts';
import { WIKI_ENTRIES } from './wiki.service.ts';

let ctx: TestContext;
let visitor: TestClient;
beforeAll(async () => {
  ctx = await createTestApp();
  visitor = new TestClient(ctx.app);
});

async function search(query: string): Promise<WikiListResponse> {
  const response = await visitor.get(`/api/wiki?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}
const idsOf = (list: WikiListResponse) => list.results.map((entry) => entry.id);

describe('the entries kept in the repository', () => {
  it('has every entry in Italian and English, with the same ids in the same order', () => {
    expect(WIKI_ENTRIES.it.map((entry) => entry.id)).toEqual(WIKI_ENTRIES.en.map((entry) => entry.id));
    expect(WIKI_ENTRIES.it.map((entry) => entry.category)).toEqual(WIKI_ENTRIES.en.map((entry) => entry.category));
    expect(WIKI_ENTRIES.it.length).toBeGreaterThanOrEqual(20);
  });

  it.each(LANGUAGES)('gives each %s entry a unique slug, a category, a title, a body and keywords', (language) => {
    const entries = WIKI_ENTRIES[language];
    expect(new Set(entries.map((entry) => entry.id)).size).toBe(entries.length);
    for (const entry of entries) {
      expect(wikiEntryIdSchema.safeParse(entry.id).success, entry.id).toBe(true);
      expect(WIKI_CATEGORIES).toContain(entry.category);
      expect(entry.title.trim(), entry.id).not.toBe('');
      expect(entry.body.trim().length, entry.id).toBeGreaterThan(80);
      expect(entry.keywords.length, entry.id).toBeGreaterThan(0);
    }
  });
});

describe('GET /api/wiki', () => {
  it('lists every entry to a visitor, in the kept order, with id, category, title and body only', async () => {
    const list = await search('lang=en');
    expect(list.count).toBe(WIKI_ENTRIES.en.length);
    expect(idsOf(list)).toEqual(WIKI_ENTRIES.en.map((entry) => entry.id));
    expect(Object.keys(list.results[0]!).sort()).toEqual(['body', 'category', 'id', 'title']);
    expect(idsOf(await search('lang=it&search=%20%20'))).toEqual(WIKI_ENTRIES.it.map((entry) => entry.id));
  });

  it('answers in the language asked, else in the Accept-Language one, Italian by default', async () => {
    const title = (list: WikiListResponse) => list.results.find((entry) => entry.id === 'password-reset')?.title;
    expect(title(await search('lang=it'))).toBe('Password dimenticata');
    expect(title(await search('lang=en'))).toBe('Forgotten password');
    expect(title((await visitor.get('/api/wiki', { 'accept-language': 'en-GB,en;q=0.9' })).json())).toBe('Forgotten password');
    expect(title((await ctx.app.inject({ method: 'GET', url: '/api/wiki' })).json())).toBe('Password dimenticata');
  });

  it('finds VAT entries ignoring case: "iva" finds IVA, "vat" finds VAT', async () => {
    const it = await search('lang=it&search=iva');
    expect(idsOf(it)[0]).toBe('vat-fatturapa-invoices');
    for (const entry of it.results) expect(foldText(`${entry.title} ${entry.body}`) + ' ' + keywordsOf('it', entry)).toMatch(/\biva/);
    expect(idsOf(await search('lang=en&search=VAT'))[0]).toBe('vat-fatturapa-invoices');
  });

  it('matches the start of words: "fattura" finds FatturaPA, "iva" does not find "attiva"', async () => {
    expect(idsOf(await search('lang=it&search=fattura'))).toContain('vat-fatturapa-invoices');
    expect(idsOf(await search('lang=en&search=fattura'))).toContain('vat-fatturapa-invoices');
    const twoFactor = WIKI_ENTRIES.it.find((entry) => entry.id === 'two-factor-authentication')!;
    expect(twoFactor.body).toContain('attiva');
    expect(idsOf(await search('lang=it&search=iva'))).not.toContain('two-factor-authentication');
  });

  it('ignores accents both ways: "gravita" finds "gravità", "perche" finds "Perché", "pèrché" too', async () => {
    expect(idsOf(await search('lang=it&search=gravita'))[0]).toBe('rewards-cvss-severity');
    expect(idsOf(await search('lang=it&search=perche'))[0]).toBe('budget-rule-pause');
    expect(idsOf(await search(`lang=it&search=${encodeURIComponent('PÈRCHÉ')}`))[0]).toBe('budget-rule-pause');
  });

  it('needs every word, and puts title hits first', async () => {
    const both = idsOf(await search('lang=en&search=retest%20fee'));
    expect(both[0]).toBe('fix-verification-retests');
    const payouts = idsOf(await search('lang=it&search=iban'));
    // Title hit ("IBAN e pagamenti SEPA") before the entries that only mention it.
    expect(payouts[0]).toBe('iban-sepa-payouts');
    expect(payouts).toContain('fund-wallet-bank-transfer');
    expect(idsOf(await search('lang=en&search=iban%20zebra'))).toEqual([]);
  });

  it('finds the hackers’ entries in both languages', async () => {
    expect(idsOf(await search('lang=it&search=inps'))[0]).toBe('occasional-work-inps');
    expect(idsOf(await search('lang=en&search=inps%20threshold'))[0]).toBe('occasional-work-inps');
    expect(idsOf(await search('lang=it&search=ricevuta%20firma'))[0]).toBe('occasional-work-receipt');
    expect(idsOf(await search('lang=en&search=BB-'))).toContain('fund-wallet-bank-transfer');
  });

  it('refuses an unknown language and an overlong search with 422 on the field', async () => {
    const language = await visitor.get('/api/wiki?lang=fr');
    expect(language.statusCode).toBe(422);
    expect(language.json()).toMatchObject({ code: 'VALIDATION_ERROR', fields: { lang: expect.any(Array) } });
    const long = await visitor.get(`/api/wiki?search=${'a'.repeat(201)}`);
    expect(long.statusCode).toBe(422);
  });
});

describe('GET /api/wiki/:id', () => {
  it('answers one entry in each language by the same id', async () => {
    const it = await visitor.get('/api/wiki/two-factor-authentication?lang=it');
    const en = await visitor.get('/api/wiki/two-factor-authentication?lang=en');
    expect(it.statusCode).toBe(200);
    expect(it.json<WikiEntry>()).toMatchObject({ id: 'two-factor-authentication', category: 'account', title: 'Autenticazione a due fattori' });
    expect(en.json<WikiEntry>()).toMatchObject({ id: 'two-factor-authentication', category: 'account', title: 'Two-factor authentication' });
    expect(Object.keys(en.json<WikiEntry>()).sort()).toEqual(['body', 'category', 'id', 'title']);
  });

  it('answers 404 NOT_FOUND for an unknown id, and 422 for one that is not a slug', async () => {
    const unknown = await visitor.get('/api/wiki/no-such-entry?lang=en');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect((await visitor.get('/api/wiki/Not%20A%20Slug')).statusCode).toBe(422);
  });
});

function keywordsOf(language: 'it' | 'en', entry: WikiEntry): string {
  return foldText(WIKI_ENTRIES[language].find((one) => one.id === entry.id)!.keywords.join(' '));
}
