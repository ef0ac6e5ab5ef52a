/** The text a one-page PDF of ours draws (the occasional-work receipt), for tests. */
import { pdfText } from '../../../test/pdf-text.ts';

/**
 * The page's text as pdftotext reads it, in reading order, its lines joined by single spaces: where a paragraph wraps,
 * or whether a label and its amount come out on one line, depends on the font's widths, not on what the page says. A
 * no-break space reads back as a space (the font draws both with one glyph).
 */
export function pdfPageText(bytes: Uint8Array): Promise<string> {
  return Promise.resolve(
    pdfText(bytes)
      .replace(/\s*[\n\f]+\s*/g, ' ')
      .trim(),
  );
}
