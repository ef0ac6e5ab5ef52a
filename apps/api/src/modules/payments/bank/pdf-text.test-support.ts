/** The text a one-page PDF of ours draws (the occasional-work receipt), for tests. */
import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream, type PDFObject } from 'pdf-lib';

/** WinAnsi bytes past Latin-1 that the receipt uses. */
const WIN_ANSI: Record<number, string> = { 0x80: '€', 0x85: '…', 0x92: '’' };

/** The text the page draws, one string per drawText, decoded from the content stream's hex strings. */
export async function pdfPageText(bytes: Uint8Array): Promise<string> {
  const pdf = await PDFDocument.load(bytes);
  const contents = pdf.getPage(0).node.Contents();
  const streams: PDFObject[] = contents instanceof PDFArray ? contents.asArray().map((ref) => pdf.context.lookup(ref)!) : [contents!];
  const operators = streams
    .filter((stream): stream is PDFRawStream => stream instanceof PDFRawStream)
    .map((stream) => Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1'))
    .join('\n');
  return [...operators.matchAll(/<([0-9A-Fa-f]*)> Tj/g)]
    .map(([, hex = '']) => [...Buffer.from(hex, 'hex')].map((byte) => WIN_ANSI[byte] ?? String.fromCharCode(byte)).join(''))
    .join('\n');
}
