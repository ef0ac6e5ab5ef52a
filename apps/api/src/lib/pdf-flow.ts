/**
 * A4 documents that flow top-down over as many pages as they need (legal texts, report exports): wrapped paragraphs,
 * headings kept with what follows, label-value fields, indented list items and monospaced code, page numbers at the
 * foot, in the Unicode fonts of pdf-fonts.ts. Every string goes through `encodable` (pdf-text.ts): a character the
 * font lacks (Chinese, Japanese, emoji) is drawn as the replacement character, never dropped and never a failure.
 */
import { rgb, type PDFDocument, type PDFFont, type PDFPage } from 'pdf-lib';
import { embedFace, type FontFace } from './pdf-fonts.ts';
import { drawableCharacters, encodable, wrap } from './pdf-text.ts';

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;
const BODY_SIZE = 10.5;
/** Where a field's value starts, right of its label. */
const LABEL_COLUMN = 130;
export const INK = rgb(0.1, 0.1, 0.12);
export const MUTED = rgb(0.4, 0.4, 0.45);

export type FlowFont = FontFace;

export interface FlowTextOptions {
  font?: FlowFont;
  size?: number;
  color?: ReturnType<typeof rgb>;
  /** A heading: start a new page rather than leave it alone at the foot of one. */
  keepWithNext?: boolean;
  /** Points from the left margin (list items, nested lists). */
  indent?: number;
  /** A list item's bullet or number, drawn before the first line; the text's lines all start after it. */
  marker?: string;
}

export interface FlowFonts {
  regular: PDFFont;
  bold: PDFFont;
  /** null for a document without code (a legal text), which then carries no monospaced font. */
  mono: PDFFont | null;
}

/** The writer for a new document, on its first page: DejaVu Sans for text, DejaVu Sans Mono for code unless `code` is false. */
export async function flowWriter(pdf: PDFDocument, { code = true }: { code?: boolean } = {}): Promise<FlowWriter> {
  const [regular, bold, mono] = await Promise.all([embedFace(pdf, 'regular'), embedFace(pdf, 'bold'), code ? embedFace(pdf, 'mono') : null]);
  return new FlowWriter(pdf, { regular, bold, mono });
}

/** What all of `faces` draw, worked out once per process for each set: the fonts are files that never change. */
const characterSets = new Map<string, ReadonlySet<number>>();

function charactersOf(...faces: [PDFFont, ...PDFFont[]]): ReadonlySet<number> {
  const key = faces.map((face) => face.name).join(' ');
  let characters = characterSets.get(key);
  if (!characters) {
    characters = drawableCharacters(...faces);
    characterSets.set(key, characters);
  }
  return characters;
}

/** Writes top-down, adding a page whenever the next line would cross the bottom margin. */
export class FlowWriter {
  private page: PDFPage;
  private y: number;
  private readonly width = A4[0] - 2 * MARGIN;

  constructor(
    private readonly pdf: PDFDocument,
    private readonly fonts: FlowFonts,
  ) {
    this.page = pdf.addPage(A4);
    this.y = A4[1] - MARGIN;
  }

  private face(font: FlowFont): PDFFont {
    if (font !== 'mono') return this.fonts[font];
    if (!this.fonts.mono) throw new Error('This document was made without a monospaced font (flowWriter with code: false)');
    return this.fonts.mono;
  }

  /** A paragraph, wrapped to the width left of `indent`. */
  text(value: string, { font = 'regular', size = BODY_SIZE, color = INK, keepWithNext = false, indent = 0, marker }: FlowTextOptions = {}): void {
    const face = this.face(font);
    const lineHeight = size * 1.4;
    const label = marker ? `${this.encodable(marker, font)} ` : '';
    const start = MARGIN + indent + face.widthOfTextAtSize(label, size);
    if (keepWithNext) this.keepRoom(3 * lineHeight);
    for (const [index, line] of wrap(this.encodable(value, font), face, size, MARGIN + this.width - start).entries()) {
      this.nextLine(lineHeight);
      if (index === 0 && label) this.page.drawText(label, { x: MARGIN + indent, y: this.y, size, font: face, color });
      this.page.drawText(line, { x: start, y: this.y, size, font: face, color });
    }
  }

  /** A bold label with its value beside it, the value wrapped in the column right of the label; code a little smaller, so a CVSS vector or a SHA-256 fits one line. */
  field(label: string, value: string, { font = 'regular' }: { font?: FlowFont } = {}): void {
    const face = this.face(font);
    const size = font === 'mono' ? 9 : BODY_SIZE;
    const lineHeight = BODY_SIZE * 1.4;
    const lines = wrap(this.encodable(value, font), face, size, this.width - LABEL_COLUMN);
    for (const [index, line] of (lines.length ? lines : ['']).entries()) {
      this.nextLine(lineHeight);
      if (index === 0) this.page.drawText(this.encodable(label, 'bold'), { x: MARGIN, y: this.y, size: 9, font: this.fonts.bold, color: MUTED });
      this.page.drawText(line, { x: MARGIN + LABEL_COLUMN, y: this.y, size, font: face, color: INK });
    }
  }

  /** A thin line across the text width. */
  rule(): void {
    this.nextLine(8);
    this.page.drawLine({ start: { x: MARGIN, y: this.y }, end: { x: MARGIN + this.width, y: this.y }, thickness: 0.5, color: MUTED });
  }

  gap(points: number): void {
    this.y -= points;
  }

  numberPages(label: (n: number, of: number) => string): void {
    const pages = this.pdf.getPages();
    for (const [index, page] of pages.entries()) {
      const text = this.encodable(label(index + 1, pages.length), 'regular');
      const x = A4[0] - MARGIN - this.fonts.regular.widthOfTextAtSize(text, 8);
      page.drawText(text, { x, y: MARGIN / 2, size: 8, font: this.fonts.regular, color: MUTED });
    }
  }

  /** A new page unless `points` still fit above the bottom margin. */
  private keepRoom(points: number): void {
    if (this.y - points < MARGIN) this.newPage();
  }

  private nextLine(lineHeight: number): void {
    this.keepRoom(lineHeight);
    this.y -= lineHeight;
  }

  private newPage(): void {
    this.page = this.pdf.addPage(A4);
    this.y = A4[1] - MARGIN;
  }

  /** The value with what `font` cannot draw replaced (pdf-text.ts); a line may switch between regular and bold, so text keeps to what both draw. */
  private encodable(value: string, font: FlowFont): string {
    const faces: [PDFFont, ...PDFFont[]] = font === 'mono' ? [this.face('mono')] : [this.fonts.regular, this.fonts.bold];
    return encodable(value, charactersOf(...faces));
  }
}
