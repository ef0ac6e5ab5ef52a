/**
 * A legal text as an A4 PDF drawn with pdf-lib: title, version, then each section's heading and paragraphs,
 * wrapped and continued on new pages, numbered at the foot (lib/pdf-flow.ts lays them out).
 */
import { PDFDocument } from 'pdf-lib';
import { flowWriter, MUTED } from '../../lib/pdf-flow.ts';
import type { LegalDocumentText } from '@bb/domain';

const WORDS = {
  it: { version: (version: string) => `Versione del ${version}`, page: (n: number, of: number) => `Pagina ${n} di ${of}`, locale: 'it-IT' },
  en: { version: (version: string) => `Version of ${version}`, page: (n: number, of: number) => `Page ${n} of ${of}`, locale: 'en-GB' },
} as const;

/** The document as PDF bytes; `author` is the platform's legal name. */
export async function buildLegalPdf(text: LegalDocumentText, author: string): Promise<Uint8Array> {
  const words = WORDS[text.language];
  const pdf = await PDFDocument.create();
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

  const writer = await flowWriter(pdf, { code: false });
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
  writer.numberPages(words.page);
  return pdf.save();
}
