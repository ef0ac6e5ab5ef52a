/**
 * A report exported as an A4 PDF (GET /api/reports/{id}/export.pdf), drawn with pdf-lib from the JSON export, so the
 * paper shows exactly what the caller's report page shows: its facts, CVSS vector and score, content, payload, bug
 * chain, timeline, reward and payment, and the submission receipt. Texts follow the caller's language.
 */
import { formatEuro, TARGET_TYPE_LABELS, toCents, type Language, type ReportEvent, type ReportExport } from '@bb/domain';
import { PDFDocument } from 'pdf-lib';
import { flowWriter, MUTED, type FlowWriter } from '../../lib/pdf-flow.ts';
import { writeRichText } from '../../lib/pdf-rich-text.ts';
import { paymentStatusWords } from '../../lib/payment-words.ts';
import { reportStatusWord, severityWord } from '../../lib/report-words.ts';
import { REPORT_PDF_WORDS, type PdfWords } from './report-pdf-words.ts';

type Report = ReportExport['report'];

/** What every section needs: the writer, the words and the formats of the caller's language. */
interface Draw {
  writer: FlowWriter;
  words: PdfWords;
  language: Language;
  date: (iso: string) => string;
  euro: (amount: number) => string;
  /** A CVSS score with one decimal, "7,1" in Italian. */
  score: (value: number) => string;
}

/** The export as PDF bytes, in Italian or English. */
export async function buildReportPdf(exported: ReportExport, language: Language): Promise<Uint8Array> {
  const words = REPORT_PDF_WORDS[language];
  const pdf = await PDFDocument.create();
  const { report } = exported;
  pdf.setTitle(words.documentTitle(report.title));
  pdf.setSubject(report.program.name ?? report.company.name);
  pdf.setLanguage(words.locale);
  pdf.setProducer('pdf-lib');
  pdf.setCreationDate(new Date(exported.exportedAt));
  pdf.setModificationDate(new Date(exported.exportedAt));

  const draw: Draw = {
    writer: await flowWriter(pdf),
    words,
    language,
    date: (iso) => formatDateTime(iso, words.locale),
    euro: (amount) => formatEuro(toCents(amount), words.locale),
    score: (value) => new Intl.NumberFormat(words.locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value),
  };
  writeHeader(draw, exported);
  writeFacts(draw, report);
  writeContent(draw, report);
  writeTimeline(draw, exported.timeline);
  writeReward(draw, report);
  writeReceipt(draw, report);
  draw.writer.numberPages(words.page);
  return pdf.save();
}

function writeHeader({ writer, words, date }: Draw, exported: ReportExport): void {
  const { report } = exported;
  writer.text(report.title, { font: 'bold', size: 17 });
  writer.text([report.program.name, report.company.name].filter(Boolean).join(' · '), { size: 11, color: MUTED });
  writer.text(words.exported(date(exported.exportedAt)), { size: 8, color: MUTED });
}

function heading(writer: FlowWriter, text: string): void {
  writer.gap(14);
  writer.text(text, { font: 'bold', size: 12.5, keepWithNext: true });
  writer.rule();
  writer.gap(2);
}

function writeFacts({ writer, words, language, date, score }: Draw, report: Report): void {
  const { fields } = words;
  heading(writer, words.sections.facts);
  writer.field(fields.status, reportStatusWord(language, report.status));
  writer.field(fields.severity, severityWord(language, report.severity));
  if (report.cvssScore !== null) writer.field(fields.score, score(report.cvssScore));
  writer.field(fields.vector, report.severityDescription ?? words.noVector, { font: report.severityDescription ? 'mono' : 'regular' });
  writer.field(fields.program, report.program.name ?? '');
  writer.field(fields.company, report.company.name);
  if (report.hacker) writer.field(fields.hacker, report.hacker.username);
  writer.field(fields.target, `${report.target.name} (${TARGET_TYPE_LABELS[report.target.type]})`);
  if (report.endpoint) writer.field(fields.endpoint, report.endpoint, { font: 'mono' });
  writer.field(fields.environment, report.environment);
  writer.field(fields.ipAddress, report.ipAddress, { font: 'mono' });
  if (report.media.length) writer.field(fields.attachments, report.media.map((file) => file.fileName).join(', '));
  writer.field(fields.sent, date(report.createdAt));
  writer.field(fields.updated, date(report.updatedAt));
  if (report.duplicateOf) writer.field(fields.duplicateOf, `${report.duplicateOf.id} (${date(report.duplicateOf.createdAt)})`, { font: 'mono' });
  if (report.retest) writer.field(fields.retest, words.retest(words.retestStatuses[report.retest.status], report.retest.round));
}

function writeContent({ writer, words }: Draw, report: Report): void {
  heading(writer, words.sections.content);
  writeRichText(writer, report.content);
  if (report.payload) {
    heading(writer, words.sections.payload);
    for (const line of report.payload.split(/\r?\n/)) writer.text(line || ' ', { font: 'mono', size: 9 });
  }
  if (report.bugChain) {
    heading(writer, words.sections.bugChain);
    writeRichText(writer, report.bugChain);
  }
}

/** What an entry did, on one line: the move, the new severity and vector, the reward. */
function entrySummary({ words, language, euro }: Draw, entry: ReportEvent): string {
  const parts: string[] = [words.events[entry.type]];
  if (entry.status && entry.oldStatus) parts.push(words.moved(reportStatusWord(language, entry.oldStatus), reportStatusWord(language, entry.status)));
  else if (entry.status) parts.push(reportStatusWord(language, entry.status));
  if (entry.type === 'severityChange' && entry.severity)
    parts.push(words.moved(severityWord(language, entry.oldSeverity ?? ''), severityWord(language, entry.severity)));
  if (entry.reward !== null) parts.push(words.rewardOf(euro(entry.reward)));
  return parts.join(', ');
}

function writeEntry(draw: Draw, entry: ReportEvent): void {
  const { writer, words, date, score } = draw;
  writer.gap(6);
  writer.text(`${date(entry.createdAt)} · ${entry.actor?.username ?? words.nobody}`, { size: 8.5, color: MUTED, keepWithNext: true });
  writer.text(entrySummary(draw, entry), { font: 'bold' });
  if (entry.vector) writer.text(`${entry.vector}${entry.score === null ? '' : ` (${score(entry.score)})`}`, { font: 'mono', size: 9 });
  if (entry.reason) writer.text(words.reason(entry.reason));
  if (entry.content) writeRichText(writer, entry.content, 2);
  if (entry.media.length) writer.text(`${words.fields.attachments}: ${entry.media.map((file) => file.fileName).join(', ')}`, { size: 9 });
}

function writeTimeline(draw: Draw, timeline: ReportEvent[]): void {
  heading(draw.writer, draw.words.sections.timeline);
  if (!timeline.length) draw.writer.text(draw.words.noEntries);
  for (const entry of timeline) writeEntry(draw, entry);
}

function writeReward({ writer, words, language, date, euro }: Draw, report: Report): void {
  if (report.reward === null && !report.payment) return;
  const { fields } = words;
  heading(writer, words.sections.reward);
  if (report.reward !== null) writer.field(fields.reward, euro(report.reward));
  const { payment } = report;
  if (!payment) return;
  writer.field(fields.paymentStatus, paymentStatusWords(payment.status, language));
  writer.field(fields.gross, euro(payment.bountyTotalAmount));
  writer.field(fields.transfer, euro(payment.transferAmount));
  writer.field(fields.paymentDue, date(payment.dueDate));
}

function writeReceipt({ writer, words, date }: Draw, report: Report): void {
  heading(writer, words.sections.receipt);
  writer.field(words.fields.sha256, report.receipt.sha256, { font: 'mono' });
  writer.field(words.fields.receivedAt, date(report.receipt.at));
}

function formatDateTime(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { timeZone: 'Europe/Rome', dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}
