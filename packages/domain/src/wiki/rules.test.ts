import { describe, expect, it } from 'vitest';
import { foldText, searchWiki } from './rules.ts';
import type { WikiSource } from './schemas.ts';

const entry = (id: string, title: string, body: string, keywords: string[] = []): WikiSource => ({ id, category: 'account', title, body, keywords });
const ENTRIES = [
  entry('body-only', 'Wallet', 'Le fatture FatturaPA portano l’IVA.'),
  entry('keyword', 'Ricariche', 'Bonifico.', ['IVA']),
  entry('title', 'IVA e fatture', 'Le regole.'),
  entry('active', 'Attivazione', 'Attiva il conto.'),
];

describe('searchWiki', () => {
  it('folds case and accents', () => {
    expect(foldText('Perché GRAVITÀ')).toBe('perche gravita');
  });

  it('ranks title hits before keyword hits before body hits, matching word starts only', () => {
    expect(searchWiki(ENTRIES, 'iva').map((one) => one.id)).toEqual(['title', 'keyword', 'body-only']);
    expect(searchWiki(ENTRIES, 'fattura').map((one) => one.id)).toEqual(['body-only']);
    expect(searchWiki(ENTRIES, 'FATTURE').map((one) => one.id)).toEqual(['title', 'body-only']);
  });

  it('needs every word, and answers everything in the kept order for a blank search', () => {
    expect(searchWiki(ENTRIES, 'iva regole').map((one) => one.id)).toEqual(['title']);
    expect(searchWiki(ENTRIES, '  ').map((one) => one.id)).toEqual(['body-only', 'keyword', 'title', 'active']);
  });
});
