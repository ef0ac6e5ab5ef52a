import type { WikiSource } from './schemas.ts';

/** Lowercase without accents, so "perché" finds "perche" and "IVA" finds "iva". */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}

/** The words of a text once folded (letters and digits; "BB-" and "CVSS 4.0" split at their punctuation). */
export function wordsOf(text: string): string[] {
  return foldText(text).match(/[\p{L}\p{N}]+/gu) ?? [];
}

const FIELD_WEIGHTS = { title: 100, keywords: 10, body: 1 } as const;

/** Whether a search word starts one of the words of a field ("fattura" starts "fatturapa", "iva" is not inside "attiva"). */
const hits = (words: readonly string[], term: string) => words.some((word) => word.startsWith(term));

/**
 * The entries every search word starts a word of (title, keywords or body), most relevant first: each word weighs more
 * in the title than in the keywords, and there more than in the body, so title hits come first; ties keep the kept
 * order. A blank search answers every entry in that order.
 */
export function searchWiki<T extends WikiSource>(entries: readonly T[], search: string | undefined): T[] {
  const terms = [...new Set(wordsOf(search ?? ''))];
  if (terms.length === 0) return [...entries];
  const scored = entries.flatMap((entry, index) => {
    const fields = { title: wordsOf(entry.title), keywords: wordsOf(entry.keywords.join(' ')), body: wordsOf(entry.body) };
    let score = 0;
    for (const term of terms) {
      const weight = (Object.keys(FIELD_WEIGHTS) as (keyof typeof FIELD_WEIGHTS)[]).reduce(
        (sum, field) => sum + (hits(fields[field], term) ? FIELD_WEIGHTS[field] : 0),
        0,
      );
      if (weight === 0) return [];
      score += weight;
    }
    return [{ entry, index, score }];
  });
  return scored.sort((a, b) => b.score - a.score || a.index - b.index).map((one) => one.entry);
}
