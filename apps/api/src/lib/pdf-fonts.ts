/**
 * The Unicode fonts of the generated documents (the flowing ones of lib/pdf-flow.ts and the occasional-work receipt):
 * DejaVu Sans, its bold and DejaVu Sans Mono (lib/fonts/SOURCE.md), so Cyrillic, Greek and the Latin letters of every
 * European language print as they are, where the standard PDF fonts know WinAnsi only. Each face is subset when the document is saved: it carries the glyphs it
 * draws (a few kilobytes), not the 0.3 to 0.8 MB files.
 */
import { readFile } from 'node:fs/promises';
import fontkit from '@pdf-lib/fontkit';
import type { PDFDocument, PDFFont } from 'pdf-lib';

export type FontFace = 'regular' | 'bold' | 'mono';

const FONT_NAMES: Record<FontFace, string> = { regular: 'DejaVuSans', bold: 'DejaVuSans-Bold', mono: 'DejaVuSansMono' };
/** Beside the code that reads them, from src/ and from dist/ alike (scripts/build.ts copies them). */
const FONT_FOLDER = new URL('./fonts/', import.meta.url);

/** Each file is read once per process; every document parses and subsets its own copy. */
const fontFiles = new Map<FontFace, Promise<Uint8Array>>();

function fontFile(face: FontFace): Promise<Uint8Array> {
  let file = fontFiles.get(face);
  if (!file) {
    file = readFile(new URL(`${FONT_NAMES[face]}.ttf`, FONT_FOLDER));
    fontFiles.set(face, file);
  }
  return file;
}

/**
 * The face embedded in `pdf`, subset on save. Its name is fixed rather than pdf-lib's random suffix, so the same
 * document always gives the same bytes (a legal text's PDF is cached by its version).
 */
export async function embedFace(pdf: PDFDocument, face: FontFace): Promise<PDFFont> {
  pdf.registerFontkit(fontkit);
  return pdf.embedFont(await fontFile(face), { subset: true, customName: FONT_NAMES[face] });
}
