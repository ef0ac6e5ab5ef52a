/**
 * Text for FatturaPA fields. The schema allows only Basic Latin and Latin-1 Supplement
 * (`[\p{IsBasicLatin}\p{IsLatin-1Supplement}]{1,n}`), so anything a company typed (emoji, the euro
 * sign, Polish or Greek letters, control characters) is folded into that range here: an invoice
 * must never fail validation because of a name.
 */

/** Characters outside Latin-1 that have an obvious Latin-1 spelling (NFKD does not decompose these). */
const SPELLINGS: Record<string, string> = Object.fromEntries([
  ...[...'‘’‚‛′'].map((quote) => [quote, "'"]),
  ...[...'“”„‟″'].map((quote) => [quote, '"']),
  ...[...'‐‑‒–—―−•'].map((dash) => [dash, '-']),
  ...zip('€…™œŒłŁđĐħĦıŀĿŧŦẞƒ', 'EUR ... TM oe OE l L d D h H i l L t T SS f'),
]);

/**
 * Greek (ELOT 743, simplified) and Cyrillic (Bulgarian official system, plus the Russian and
 * Ukrainian extras) transliteration: Greek and Bulgarian companies are EU customers too, and a
 * name of question marks is no use on an invoice. Lowercase here; uppercase is derived.
 */
const TRANSLITERATION: Record<string, string> = Object.fromEntries([
  ...zip('αβγδεζηθικλμνξοπρσςτυφχψω', 'a v g d e z i th i k l m n x o p r s s t y f ch ps o'),
  ...zip('абвгдежзийклмнопрстуфхцчшщъьюяыэёіїєґ', 'a b v g d e zh z i y k l m n o p r s t u f h ts ch sh sht a y yu ya y e yo i yi ye g'),
]);

function zip(letters: string, spellings: string): [string, string][] {
  const words = spellings.split(' ');
  return [...letters].map((letter, i) => [letter, words[i] ?? '']);
}

function transliterate(char: string): string | undefined {
  const lower = char.toLowerCase();
  const spelled = TRANSLITERATION[lower];
  if (spelled === undefined || lower === char) return spelled;
  return spelled.charAt(0).toUpperCase() + spelled.slice(1);
}

/** Printable Latin-1: U+0020-U+007E and U+00A0-U+00FF (controls are not valid text in an invoice). */
function isPrintableLatin1(code: number): boolean {
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff);
}

function isPrintableLatin1Text(text: string): boolean {
  for (const char of text) if (!isPrintableLatin1(char.codePointAt(0) ?? 0)) return false;
  return true;
}

/**
 * One code point in Latin-1: kept, spelled out, transliterated (Ω -> O, Ж -> Zh), stripped of
 * its accents (Ś -> S, ﬁ -> fi), or '?' for a letter or digit with no Latin form (the reader sees
 * something was there); symbols, emoji and invisible characters are dropped, whitespace and
 * controls become a space.
 */
function foldChar(char: string): string {
  const code = char.codePointAt(0) ?? 0;
  if (isPrintableLatin1(code)) return char;
  if (code < 0x20 || (code >= 0x7f && code < 0xa0) || /\s/u.test(char)) return ' ';
  const spelled = SPELLINGS[char] ?? transliterate(char);
  if (spelled !== undefined) return spelled;
  const base = char.normalize('NFKD').replace(/\p{M}/gu, '');
  if (base && isPrintableLatin1Text(base)) return base;
  const baseSpelled = transliterate(base);
  if (baseSpelled !== undefined) return baseSpelled;
  return /[\p{L}\p{N}]/u.test(char) ? '?' : '';
}

/** Any text folded into printable Latin-1, whitespace collapsed and trimmed. */
export function toLatin1(text: string): string {
  let folded = '';
  for (const char of text.normalize('NFC')) folded += foldChar(char);
  return folded.replace(/\s+/g, ' ').trim();
}

/**
 * A FatturaPA text field: Latin-1, at most `max` characters, never empty (`fallback` when
 * nothing printable is left; the schema requires at least one character).
 */
export function invoiceText(text: string, max: number, fallback = '-'): string {
  const folded = toLatin1(text).slice(0, max).trim();
  return folded || fallback;
}
