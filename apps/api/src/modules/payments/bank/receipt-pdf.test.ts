import { describe, expect, it } from 'vitest';
import { fileTypeFromBuffer } from 'file-type';
import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream, type PDFObject } from 'pdf-lib';
import { DEMO_PLATFORM } from '../../../config.ts';
import { buildOccasionalReceiptPdf, type OccasionalReceiptData } from './receipt-pdf.ts';

function receipt(overrides: Partial<OccasionalReceiptData> = {}): OccasionalReceiptData {
  return {
    payer: DEMO_PLATFORM,
    hacker: {
      fullName: 'Niccolò Rossi',
      taxCode: 'RSSNCL80A01H501U',
      address: 'Via Università 3',
      city: 'Forlì',
      cap: '47121',
      province: 'FC',
      country: 'Italia',
    },
    paymentId: '0f8fad5b-d9cb-469f-a165-70867728950e',
    report: { title: 'XSS persistente nel profilo', programName: 'Acme Web' },
    date: new Date('2026-11-25T10:00:00Z'),
    grossCents: 100_000,
    withholdingCents: 20_000,
    withholdingPercent: 20,
    netCents: 80_000,
    previousYearTotalCents: 250_000,
    inpsDue: false,
    ...overrides,
  };
}

/** WinAnsi bytes past Latin-1 that the receipt uses. */
const WIN_ANSI: Record<number, string> = { 0x80: '€', 0x85: '…', 0x92: '’' };

/** The text the page draws, one string per drawText, decoded from the content stream's hex strings. */
async function pageText(bytes: Uint8Array): Promise<string> {
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

describe('buildOccasionalReceiptPdf', () => {
  it('makes a one-page PDF with its title in the metadata, recognised as application/pdf', async () => {
    const bytes = await buildOccasionalReceiptPdf(receipt(), 'it');

    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    expect(await fileTypeFromBuffer(bytes)).toEqual({ ext: 'pdf', mime: 'application/pdf' });
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getTitle()).toBe('Ricevuta per prestazione di lavoro autonomo occasionale - Pagamento n. 0f8fad5b-d9cb-469f-a165-70867728950e');
    expect(pdf.getAuthor()).toBe('Bug Bounty Demo S.r.l.');
  });

  it('prefills the payee, the payer, the work, the amounts Italian style and the place and date', async () => {
    const text = await pageText(await buildOccasionalReceiptPdf(receipt(), 'it'));
    for (const expected of [
      'Ricevuta per prestazione di lavoro autonomo occasionale',
      'Niccolò Rossi',
      'Codice fiscale: RSSNCL80A01H501U',
      'Via Università 3',
      '47121 Forlì (FC) - Italia',
      'Bug Bounty Demo S.r.l.',
      'Via della Demo 1, 20121 Milano (MI)',
      'Partita IVA: 12345678903',
      'Compenso lordo',
      '1.000,00\u00a0€',
      "Ritenuta d'acconto (20%)",
      '- 200,00\u00a0€',
      'Netto da corrispondere',
      '800,00\u00a0€',
      "Compensi per prestazioni occasionali dichiarati per l'anno precedente: 2.500,00\u00a0€",
      'Luogo e data: Forlì, 25 novembre 2026',
      'Firma del percipiente',
    ])
      expect(text).toContain(expected);
    expect(text.replace(/\n/g, ' ')).toContain('consistente nella segnalazione della vulnerabilità "XSS persistente nel profilo" nel programma "Acme Web".');
  });

  it('adds the stamp-duty note above 77.47 euro only, and the INPS note only when contributions are due', async () => {
    const above = await pageText(await buildOccasionalReceiptPdf(receipt({ grossCents: 7748, withholdingCents: 1550, netCents: 6198, inpsDue: true }), 'it'));
    expect(above).toContain('marca da bollo da 2,00');
    expect(above).toContain('Gestione separata INPS');
    const atThreshold = await pageText(await buildOccasionalReceiptPdf(receipt({ grossCents: 7747, withholdingCents: 1549, netCents: 6198 }), 'it'));
    expect(atThreshold).not.toContain('marca da bollo');
    expect(atThreshold).not.toContain('INPS');
  });

  it('writes the English receipt, with a referral bonus and no previous-year total', async () => {
    const bytes = await buildOccasionalReceiptPdf(receipt({ report: null, previousYearTotalCents: null }), 'en');
    const text = (await pageText(bytes)).replace(/\n/g, ' ');
    expect((await PDFDocument.load(bytes)).getTitle()).toBe('Receipt for occasional self-employed work - Payment no. 0f8fad5b-d9cb-469f-a165-70867728950e');
    expect(text).toContain('referral bonus');
    expect(text).toContain('Occasional-work income declared for the previous year: not declared');
    expect(text).toContain('€1,000.00');
    expect(text).toContain("Payee's signature");
  });

  it('replaces characters the standard fonts cannot draw instead of throwing, and keeps one page for very long text', async () => {
    const bytes = await buildOccasionalReceiptPdf(
      receipt({
        hacker: { ...receipt().hacker, fullName: 'Олександр 🦊 Őrség Łukasz 王', city: 'Київ' },
        report: { title: `${'Injection '.repeat(80)}${'x'.repeat(400)}`, programName: '🚀'.repeat(50) },
      }),
      'it',
    );
    const text = await pageText(bytes);
    expect(text).toContain('????????? ? Orség ?ukasz ?');
    expect(text).toContain('Luogo e data: ????, 25 novembre 2026');
    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(1);
  });
});
