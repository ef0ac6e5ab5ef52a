/**
 * A legal text as an A4 PDF drawn with pdf-lib: title, version, then each section's heading and paragraphs,
 * wrapped and continued on new pages, numbered at the foot. Same fonts and character handling as the
 * occasional-work receipt (payments/bank/receipt-pdf.ts): the standard fonts know WinAnsi only.
 */
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { drawableCharacters, encodable, wrap } from '../../lib/pdf-text.ts';
import type { LegalDocumentText } from '@bb/domain';

const WORDS = {
  it: { version: (version: string) => `Versione del ${version}`, page: (n: number, of: number) => `Pagina ${n} di ${of}`, locale: 'it-IT' },
  en: { version: (version: string) => `Version of ${version}`, page: (n: number, of: number) => `Page ${n} of ${of}`, locale: 'en-GB' },
} as const;

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;
const BODY_SIZE = 10.5;
const INK = rgb(0.1, 0.1, 0.12);
const MUTED = rgb(0.4, 0.4, 0.45);

/** The document as PDF bytes; `author` is the platform's legal name. */
export async function buildLegalPdf(text: LegalDocumentText, author: string): Promise<Uint8Array> {
  const words = WORDS[text.language];
  const pdf = await PDFDocument.create();
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const effective = new Date(`${text.version}T00:00:00Z`);
  pdf.setTitle(text.title);
  pdf.setAuthor(author);
  pdf.setSubject(words.version(text.version));
  pdf.setLanguage(words.locale);
  pdf.setCreator(author);
  pdf.setProducer('pdf-lib');
  // The version's date, so the same text always gives the same bytes.
  pdf.setCreationDate(effective);
  pdf.setModificationDate(effective);

  const writer = new FlowWriter(pdf, regular, bold);
  writer.text(text.title, { font: 'bold', size: 17 });
  writer.text(words.version(text.version), { size: 9, color: MUTED });
  for (const section of text.sections) {
    writer.gap(12);
    writer.text(section.heading, { font: 'bold', size: 12, keepWithNext: true });
    for (const paragraph of section.paragraphs) {
      writer.gap(4);
      writer.text(paragraph);
    }
  }
  writer.numberPages(words.page, regular);
  return pdf.save();
}

interface TextOptions {
  font?: 'regular' | 'bold';
  size?: number;
  color?: ReturnType<typeof rgb>;
  /** A heading: start a new page rather than leave it alone at the foot of one. */
  keepWithNext?: boolean;
}

/** Writes top-down, adding a page whenever the next line would cross the bottom margin. */
class FlowWriter {
  private page: PDFPage;
  private y: number;
  private readonly width = A4[0] - 2 * MARGIN;
  private readonly characters: ReadonlySet<number>;

  constructor(
    private readonly pdf: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
  ) {
    this.page = pdf.addPage(A4);
    this.y = A4[1] - MARGIN;
    this.characters = drawableCharacters(regular, bold);
  }

  text(value: string, { font = 'regular', size = BODY_SIZE, color = INK, keepWithNext = false }: TextOptions = {}): void {
    const face = font === 'bold' ? this.bold : this.regular;
    const lineHeight = size * 1.4;
    if (keepWithNext && this.y - 3 * lineHeight < MARGIN) this.newPage();
    for (const line of wrap(this.encodable(value), face, size, this.width)) {
      if (this.y - lineHeight < MARGIN) this.newPage();
      this.y -= lineHeight;
      this.page.drawText(line, { x: MARGIN, y: this.y, size, font: face, color });
    }
  }

  gap(points: number): void {
    this.y -= points;
  }

  numberPages(label: (n: number, of: number) => string, font: PDFFont): void {
    const pages = this.pdf.getPages();
    for (const [index, page] of pages.entries()) {
      const text = label(index + 1, pages.length);
      const x = A4[0] - MARGIN - font.widthOfTextAtSize(text, 8);
      page.drawText(text, { x, y: MARGIN / 2, size: 8, font, color: MUTED });
    }
  }

  private newPage(): void {
    this.page = this.pdf.addPage(A4);
    this.y = A4[1] - MARGIN;
  }

  private encodable(value: string): string {
    return encodable(value, this.characters);
  }
}
