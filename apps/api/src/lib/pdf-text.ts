/**
 * Text for pdf-lib's standard fonts, shared by every generated document (receipts, legal texts): the characters both
 * the regular and the bold font can draw, a string made drawable with them, and lines wrapped to a width.
 */
import type { PDFFont } from 'pdf-lib';

/** The code points both fonts can draw (a line may switch between them). */
export function drawableCharacters(regular: PDFFont, bold: PDFFont): ReadonlySet<number> {
  const boldCharacters = new Set(bold.getCharacterSet());
  return new Set(regular.getCharacterSet().filter((code) => boldCharacters.has(code)));
}

/** Accents the font lacks are dropped (ő -> o), spaces it lacks become spaces, anything else '?'. */
export function encodable(value: string, characters: ReadonlySet<number>): string {
  let result = '';
  for (const char of value.normalize('NFC')) {
    const code = char.codePointAt(0) ?? 0;
    if (characters.has(code)) result += char;
    else if (/\s/u.test(char)) result += ' ';
    else {
      const base = char.normalize('NFD').replace(/\p{M}/gu, '');
      result += base && [...base].every((c) => characters.has(c.codePointAt(0) ?? 0)) ? base : '?';
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
