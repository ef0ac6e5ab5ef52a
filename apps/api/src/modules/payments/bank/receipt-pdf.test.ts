import { describe, expect, it } from 'vitest';
import { fileTypeFromBuffer } from 'file-type';
import { PDFDocument } from 'pdf-lib';
import { DEMO_PLATFORM } from '../../../config.ts';
import { pdfPageText as pageText } from './pdf-text.test-support.ts';
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
    yearToDateCents: 250_000,
    inps: null,
    ...overrides,
  };
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
      '1.000,00 €',
      "Ritenuta d'acconto (20%)",
      '- 200,00 €',
      'Netto da corrispondere',
      '800,00 €',
      'Compensi per prestazioni occasionali già percepiti nel 2026 prima del presente: 2.500,00 €',
      'Luogo e data: Forlì, 25 novembre 2026',
      'Firma del percipiente',
    ])
      expect(text).toContain(expected);
    expect(text).toContain('consistente nella segnalazione della vulnerabilità "XSS persistente nel profilo" nel programma "Acme Web".');
  });

  it('adds the stamp-duty note above 77.47 euro only', async () => {
    const above = await pageText(await buildOccasionalReceiptPdf(receipt({ grossCents: 7748, withholdingCents: 1550, netCents: 6198 }), 'it'));
    expect(above).toContain('marca da bollo da 2,00');
    const atThreshold = await pageText(await buildOccasionalReceiptPdf(receipt({ grossCents: 7747, withholdingCents: 1549, netCents: 6198 }), 'it'));
    expect(atThreshold).not.toContain('marca da bollo');
    expect(atThreshold).not.toContain('INPS');
  });

  it("withholds the payee's INPS share above the year's threshold and says what the payer bears", async () => {
    // 4,500 received this year + 800: 300 above 5,000; 33.72 withheld (11.24%), 67.44 borne by the platform (22.48%).
    const inps = { thresholdCents: 500_000, baseCents: 30_000, hackerPercent: 11.24, platformPercent: 22.48, hackerCents: 3_372, platformCents: 6_744 };
    const data = receipt({ grossCents: 80_000, withholdingCents: 16_000, netCents: 60_628, yearToDateCents: 450_000, inps });
    const text = await pageText(await buildOccasionalReceiptPdf(data, 'it'));
    for (const expected of [
      'Contributo INPS a carico del percipiente (11,24% di 300,00 €)',
      '- 33,72 €',
      '606,28 €',
      'Compensi per prestazioni occasionali già percepiti nel 2026 prima del presente: 4.500,00 €',
    ])
      expect(text).toContain(expected);
    expect(text).toContain(
      'superano la soglia di esenzione di 5.000,00 €: sulla parte eccedente (300,00 €) sono dovuti i contributi alla Gestione separata INPS (art. 44, comma 2, D.L. 269/2003), 11,24% a carico del percipiente (33,72 €, trattenuti dal compenso) e 22,48% a carico del committente (67,44 €), che li versa.',
    );
    const english = await pageText(await buildOccasionalReceiptPdf(data, 'en'));
    expect(english).toContain("INPS contribution, payee's share (11.24% of €300.00)");
    expect(english).toContain('22.48% by the payer (€67.44)');
  });

  it('writes the English receipt, with a referral bonus and no year-to-date total', async () => {
    const bytes = await buildOccasionalReceiptPdf(receipt({ report: null, yearToDateCents: null }), 'en');
    const text = await pageText(bytes);
    expect((await PDFDocument.load(bytes)).getTitle()).toBe('Receipt for occasional self-employed work - Payment no. 0f8fad5b-d9cb-469f-a165-70867728950e');
    expect(text).toContain('referral bonus');
    expect(text).toContain('Occasional-work income already received in 2026 before this one: not declared');
    expect(text).toContain('€1,000.00');
    expect(text).toContain("Payee's signature");
  });

  it("prints a payee's name and city in any European script, and marks what its fonts cannot draw instead of throwing", async () => {
    const bytes = await buildOccasionalReceiptPdf(
      receipt({
        hacker: { ...receipt().hacker, fullName: 'Олександр 🦊 Őrség Łukasz 王', city: 'Київ' },
        report: { title: `${'Injection '.repeat(80)}${'x'.repeat(400)}`, programName: '🚀'.repeat(50) },
      }),
      'it',
    );
    const text = await pageText(bytes);
    expect(text).toContain('Олександр \ufffd Őrség Łukasz \ufffd');
    expect(text).toContain('Luogo e data: Київ, 25 novembre 2026');
    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(1);
  });
});
