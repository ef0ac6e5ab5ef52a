/**
 * Text for pdf-lib's fonts, shared by every generated document (receipts, legal texts and report exports, with the
 * Unicode fonts of pdf-fonts.ts): the characters the fonts of a line can all draw, a string made drawable with them,
 * and lines wrapped to a width.
 */
import type { PDFFont } from 'pdf-lib';

/** The code points every one of `fonts` can draw (a line may switch between them). */
export function drawableCharacters(first: PDFFont, ...others: PDFFont[]): ReadonlySet<number> {
  const sets = others.map((font) => new Set(font.getCharacterSet()));
  return new Set(first.getCharacterSet().filter((code) => sets.every((set) => set.has(code))));
}

/** U+FFFD, which a Unicode font draws as a question mark in a diamond. */
const REPLACEMENT_CHARACTER = 0xfffd;

/**
 * Accents the font lacks are dropped (ő -> o), spaces it lacks become spaces, anything else is the replacement
 * character where the font has one (the Unicode fonts) and '?' where it does not (the standard ones): visible, so a
 * reader knows something stood there.
 */
export function encodable(value: string, characters: ReadonlySet<number>): string {
  const replacement = characters.has(REPLACEMENT_CHARACTER) ? String.fromCodePoint(REPLACEMENT_CHARACTER) : '?';
  let result = '';
  for (const char of value.normalize('NFC')) {
    const code = char.codePointAt(0) ?? 0;
    if (characters.has(code)) result += char;
    else if (/\s/u.test(char)) result += ' ';
    else {
      const base = char.normalize('NFD').replace(/\p{M}/gu, '');
      result += base && [...base].every((c) => characters.has(c.codePointAt(0) ?? 0)) ? base : replacement;
    }
  }
  return result;
}

/** Lines no wider than `width`: breaks between words, and inside a word longer than a line. */
export function wrap(value: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of value.split(' ')) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= width) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = '';
    for (const char of word) {
      if (font.widthOfTextAtSize(line + char, size) > width) {
        lines.push(line);
        line = '';
      }
      line += char;
    }
  }
  if (line) lines.push(line);
  return lines;
}
