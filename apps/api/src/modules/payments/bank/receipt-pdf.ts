/**
 * The prefilled receipt of occasional self-employed work ("ricevuta per prestazione di lavoro
 * autonomo occasionale") that a hacker in one of the two Italian occasional regimes signs and
 * uploads before being paid (DECISIONS "Hacker payments"). One A4 page drawn with pdf-lib.
 */
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { embedFace } from '../../../lib/pdf-fonts.ts';
import { drawableCharacters, encodable, wrap } from '../../../lib/pdf-text.ts';
import { formatEuro, type Language } from '@bb/domain';
import type { PlatformIdentity } from '../../../config.ts';

export interface OccasionalReceiptData {
  /** The platform, as on its invoices. */
  payer: Pick<PlatformIdentity, 'legalName' | 'vatNumber' | 'address' | 'cap' | 'city' | 'province'>;
  hacker: { fullName: string; taxCode: string; address: string; city: string; cap: string; province: string | null; country: string };
  paymentId: string;
  /** The rewarded report; null for a referral bonus. */
  report: { title: string; programName: string } | null;
  date: Date;
  grossCents: number;
  withholdingCents: number;
  withholdingPercent: number;
  netCents: number;
  /** The occasional-work compensation the hacker declared as already received this calendar year (null: not declared). */
  yearToDateCents: number | null;
  /** INPS Gestione Separata on the part of the year's total above the threshold; null where none is due. */
  inps: ReceiptInps | null;
}

export interface ReceiptInps {
  thresholdCents: number;
  /** The part of this compensation above the threshold. */
  baseCents: number;
  hackerPercent: number;
  platformPercent: number;
  /** Withheld from the payee. */
  hackerCents: number;
  /** Borne by the payer. */
  platformCents: number;
}

/** The INPS note's amounts and rates, formatted. */
interface InpsWords {
  threshold: string;
  base: string;
  hackerPercent: string;
  platformPercent: string;
  hacker: string;
  platform: string;
}

/** Receipts not subject to VAT above 77.47 euro carry a 2 euro revenue stamp (D.P.R. 642/1972, tariff art. 13). */
const STAMP_DUTY_THRESHOLD_CENTS = 7747;
/** User text is cut so the receipt always fits its one page. */
const USER_TEXT_MAX = 200;

const WORDS = {
  it: {
    title: 'Ricevuta per prestazione di lavoro autonomo occasionale',
    payment: (id: string) => `Pagamento n. ${id}`,
    payee: 'Percipiente',
    payer: 'Committente',
    taxCode: 'Codice fiscale',
    vatNumber: 'Partita IVA',
    statement: (name: string, payer: string, what: string) =>
      `Il/La sottoscritto/a ${name} dichiara di ricevere da ${payer} il compenso indicato di seguito per la prestazione di lavoro autonomo occasionale, svolta in piena autonomia e senza vincolo di subordinazione (art. 2222 c.c.; art. 67, comma 1, lettera l, TUIR), consistente ${what}.`,
    report: (title: string, program: string) => `nella segnalazione della vulnerabilità "${title}" nel programma "${program}"`,
    referral: 'nella presentazione di un nuovo cliente alla piattaforma (bonus referral)',
    gross: 'Compenso lordo',
    withholding: (percent: string) => `Ritenuta d'acconto (${percent})`,
    inpsHacker: (percent: string, base: string) => `Contributo INPS a carico del percipiente (${percent} di ${base})`,
    net: 'Netto da corrispondere',
    yearToDate: (year: string) => `Compensi per prestazioni occasionali già percepiti nel ${year} prima del presente`,
    notDeclared: 'non dichiarati',
    inps: (inps: InpsWords) =>
      `I compensi per prestazioni occasionali dell'anno superano la soglia di esenzione di ${inps.threshold}: sulla parte eccedente (${inps.base}) sono dovuti i contributi alla Gestione separata INPS (art. 44, comma 2, D.L. 269/2003), ${inps.hackerPercent} a carico del percipiente (${inps.hacker}, trattenuti dal compenso) e ${inps.platformPercent} a carico del committente (${inps.platform}), che li versa.`,
    stampDuty: "Imposta di bollo: applicare una marca da bollo da 2,00 € sull'originale della ricevuta (compenso superiore a 77,47 €).",
    noVat: 'Operazione esclusa dal campo di applicazione dell’IVA (art. 5 D.P.R. 633/1972).',
    placeDate: 'Luogo e data',
    signature: 'Firma del percipiente',
    locale: 'it-IT',
  },
  en: {
    title: 'Receipt for occasional self-employed work',
    payment: (id: string) => `Payment no. ${id}`,
    payee: 'Payee',
    payer: 'Payer',
    taxCode: 'Tax code',
    vatNumber: 'VAT number',
    statement: (name: string, payer: string, what: string) =>
      `I, the undersigned ${name}, declare that I receive from ${payer} the fee shown below for occasional self-employed work, carried out independently and without any employment relationship (art. 2222 of the Italian Civil Code; art. 67(1)(l) TUIR), consisting ${what}.`,
    report: (title: string, program: string) => `of the report of the vulnerability "${title}" in the program "${program}"`,
    referral: 'of the introduction of a new customer to the platform (referral bonus)',
    gross: 'Gross fee',
    withholding: (percent: string) => `Withholding tax (${percent})`,
    inpsHacker: (percent: string, base: string) => `INPS contribution, payee's share (${percent} of ${base})`,
    net: 'Net amount payable',
    yearToDate: (year: string) => `Occasional-work income already received in ${year} before this one`,
    notDeclared: 'not declared',
    inps: (inps: InpsWords) =>
      `This year's occasional-work income goes above the exemption threshold of ${inps.threshold}: INPS Gestione separata contributions are due on the excess (${inps.base}) (art. 44(2) Decree-Law 269/2003), ${inps.hackerPercent} borne by the payee (${inps.hacker}, withheld from the fee) and ${inps.platformPercent} by the payer (${inps.platform}), who pays them to INPS.`,
    stampDuty: 'Stamp duty: a €2.00 revenue stamp (marca da bollo) must be applied to the original receipt (fee above €77.47).',
    noVat: 'Outside the scope of Italian VAT (art. 5 Presidential Decree 633/1972).',
    placeDate: 'Place and date',
    signature: "Payee's signature",
    locale: 'en-GB',
  },
} as const;

/** The receipt as PDF bytes, in Italian or English. */
export async function buildOccasionalReceiptPdf(data: OccasionalReceiptData, language: Language): Promise<Uint8Array> {
  const words = WORDS[language];
  const pdf = await PDFDocument.create();
  // The Unicode faces: a payee's name and city print as written (Cyrillic, Greek, every European Latin letter).
  const regular = await embedFace(pdf, 'regular');
  const bold = await embedFace(pdf, 'bold');
  setMetadata(pdf, data, language);

  const writer = new PageWriter(pdf.addPage([595.28, 841.89]), regular, bold);
  writer.text(words.title, { font: 'bold', size: 14 });
  writer.text(words.payment(data.paymentId), { size: 9 });
  writer.gap(14);
  writeParties(writer, data, language);
  writer.gap(10);
  writer.text(words.statement(clip(data.hacker.fullName), data.payer.legalName, subjectOf(data, language)));
  writer.gap(10);
  writeAmounts(writer, data, language);
  writer.gap(10);
  writeNotes(writer, data, language);
  writer.gap(30);
  writer.text(`${words.placeDate}: ${clip(data.hacker.city)}, ${formatDate(data.date, words.locale)}`);
  writer.gap(40);
  writer.signatureLine(words.signature);
  return pdf.save();
}

function setMetadata(pdf: PDFDocument, data: OccasionalReceiptData, language: Language): void {
  pdf.setTitle(`${WORDS[language].title} - ${WORDS[language].payment(data.paymentId)}`);
  pdf.setAuthor(data.payer.legalName);
  pdf.setSubject(WORDS[language].title);
  pdf.setLanguage(WORDS[language].locale);
  pdf.setCreator(data.payer.legalName);
  pdf.setProducer('pdf-lib');
  pdf.setCreationDate(data.date);
  pdf.setModificationDate(data.date);
}

function writeParties(writer: PageWriter, data: OccasionalReceiptData, language: Language): void {
  const words = WORDS[language];
  const { hacker, payer } = data;
  writer.text(words.payee, { font: 'bold' });
  writer.text(clip(hacker.fullName));
  writer.text(`${words.taxCode}: ${clip(hacker.taxCode)}`);
  writer.text(clip(hacker.address));
  writer.text(`${clip(hacker.cap)} ${clip(hacker.city)}${hacker.province ? ` (${clip(hacker.province)})` : ''} - ${clip(hacker.country)}`);
  writer.gap(8);
  writer.text(words.payer, { font: 'bold' });
  writer.text(payer.legalName);
  writer.text(`${payer.address}, ${payer.cap} ${payer.city} (${payer.province})`);
  writer.text(`${words.vatNumber}: ${payer.vatNumber}`);
}

function writeAmounts(writer: PageWriter, data: OccasionalReceiptData, language: Language): void {
  const words = WORDS[language];
  const euro = (cents: number) => formatEuro(cents, words.locale);
  writer.row(words.gross, euro(data.grossCents));
  writer.row(words.withholding(formatPercent(data.withholdingPercent, words.locale)), `- ${euro(data.withholdingCents)}`);
  if (data.inps)
    writer.row(words.inpsHacker(formatPercent(data.inps.hackerPercent, words.locale), euro(data.inps.baseCents)), `- ${euro(data.inps.hackerCents)}`);
  writer.rule();
  writer.row(words.net, euro(data.netCents), 'bold');
}

function inpsWords(inps: ReceiptInps, locale: string): InpsWords {
  const euro = (cents: number) => formatEuro(cents, locale);
  return {
    threshold: euro(inps.thresholdCents),
    base: euro(inps.baseCents),
    hackerPercent: formatPercent(inps.hackerPercent, locale),
    platformPercent: formatPercent(inps.platformPercent, locale),
    hacker: euro(inps.hackerCents),
    platform: euro(inps.platformCents),
  };
}

function writeNotes(writer: PageWriter, data: OccasionalReceiptData, language: Language): void {
  const words = WORDS[language];
  const yearToDate = data.yearToDateCents === null ? words.notDeclared : formatEuro(data.yearToDateCents, words.locale);
  writer.text(`${words.yearToDate(romeYear(data.date))}: ${yearToDate}`, { size: 9 });
  writer.text(words.noVat, { size: 9 });
  if (data.inps) writer.text(words.inps(inpsWords(data.inps, words.locale)), { size: 9 });
  if (data.grossCents > STAMP_DUTY_THRESHOLD_CENTS) writer.text(words.stampDuty, { size: 9 });
}

function subjectOf(data: OccasionalReceiptData, language: Language): string {
  const words = WORDS[language];
  return data.report ? words.report(clip(data.report.title), clip(data.report.programName)) : words.referral;
}

function clip(value: string): string {
  const characters = Array.from(value.replace(/\s+/g, ' ').trim());
  return characters.length > USER_TEXT_MAX ? `${characters.slice(0, USER_TEXT_MAX - 1).join('')}…` : characters.join('');
}

/** "11,24%" in Italian, "11.24%" in English. */
function formatPercent(percent: number, locale: string): string {
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(percent)}%`;
}

/** The calendar year in Italy of the receipt's date (the year the INPS threshold counts). */
function romeYear(date: Date): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Rome', year: 'numeric' }).format(date);
}

function formatDate(date: Date, locale: string): string {
  return new Intl.DateTimeFormat(locale, { timeZone: 'Europe/Rome', day: 'numeric', month: 'long', year: 'numeric' }).format(date);
}

// ---------------------------------------------------------------------------------------------
// Drawing

const MARGIN = 56;
const BODY_SIZE = 10.5;
const INK = rgb(0.1, 0.1, 0.12);

/**
 * Writes top-down on a page: wrapped paragraphs, label-amount rows, rules. Every string goes
 * through `encodable`: a character the faces lack (a Chinese name, an emoji) is the replacement
 * character, where pdf-lib would throw.
 */
class PageWriter {
  private y: number;
  private readonly width: number;
  private readonly characters: ReadonlySet<number>;

  constructor(
    private readonly page: PDFPage,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
  ) {
    this.y = page.getHeight() - MARGIN;
    this.width = page.getWidth() - 2 * MARGIN;
    this.characters = drawableCharacters(regular, bold);
  }

  text(value: string, { font = 'regular', size = BODY_SIZE }: { font?: 'regular' | 'bold'; size?: number } = {}): void {
    const face = font === 'bold' ? this.bold : this.regular;
    for (const line of wrap(this.encodable(value), face, size, this.width)) {
      this.y -= size * 1.35;
      this.page.drawText(line, { x: MARGIN, y: this.y, size, font: face, color: INK });
    }
  }

  row(label: string, amount: string, font: 'regular' | 'bold' = 'regular'): void {
    const face = font === 'bold' ? this.bold : this.regular;
    const value = this.encodable(amount);
    this.y -= BODY_SIZE * 1.6;
    this.page.drawText(this.encodable(label), { x: MARGIN, y: this.y, size: BODY_SIZE, font: face, color: INK });
    const x = MARGIN + this.width - face.widthOfTextAtSize(value, BODY_SIZE);
    this.page.drawText(value, { x, y: this.y, size: BODY_SIZE, font: face, color: INK });
  }

  rule(): void {
    this.y -= 6;
    this.page.drawLine({ start: { x: MARGIN, y: this.y }, end: { x: MARGIN + this.width, y: this.y }, thickness: 0.6, color: INK });
  }

  signatureLine(label: string): void {
    const start = MARGIN + this.width / 2;
    this.page.drawLine({ start: { x: start, y: this.y }, end: { x: MARGIN + this.width, y: this.y }, thickness: 0.6, color: INK });
    this.page.drawText(this.encodable(label), { x: start, y: this.y - 14, size: 9, font: this.regular, color: INK });
  }

  gap(points: number): void {
    this.y -= points;
  }

  private encodable(value: string): string {
    return encodable(value, this.characters);
  }
}
