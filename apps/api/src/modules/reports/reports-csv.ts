/**
 * The reports list as a CSV file (GET /api/reports/export.csv): the columns of the list screen and a few it shows as
 * pictures or colours, titled in the web app's words; statuses and severities in the words the server writes
 * everywhere (lib/report-words.ts).
 */
import type { Language, ReportListItem, RetestStatus } from '@bb/domain';
import { csvDateTime, csvEuro, csvNumber, type CsvFormat, type CsvTable } from '../../lib/csv.ts';
import { reportStatusWord, severityWord } from '../../lib/report-words.ts';

const COLUMNS = [
  'title',
  'program',
  'company',
  'target',
  'hacker',
  'severity',
  'cvss',
  'status',
  'reward',
  'responseTargets',
  'retest',
  'createdAt',
  'updatedAt',
  'id',
] as const;
type Column = (typeof COLUMNS)[number];

const TITLES: Record<Language, Record<Column, string>> = {
  it: {
    title: 'Titolo',
    program: 'Programma',
    company: 'Azienda',
    target: 'Target',
    hacker: 'Hacker',
    severity: 'Gravità',
    cvss: 'Punteggio CVSS',
    status: 'Stato',
    reward: 'Ricompensa (EUR)',
    responseTargets: 'Tempi di risposta',
    retest: 'Retest',
    createdAt: 'Inviato il',
    updatedAt: 'Ultima modifica',
    id: 'ID',
  },
  en: {
    title: 'Title',
    program: 'Program',
    company: 'Company',
    target: 'Target',
    hacker: 'Hacker',
    severity: 'Severity',
    cvss: 'CVSS score',
    status: 'Status',
    reward: 'Reward (EUR)',
    responseTargets: 'Response targets',
    retest: 'Retest',
    createdAt: 'Sent on',
    updatedAt: 'Last modified',
    id: 'ID',
  },
};

const RETEST: Record<Language, Record<RetestStatus, string>> = {
  it: { pending: 'Retest in attesa', verified: 'Fix verificato', failed: 'Fix non riuscito' },
  en: { pending: 'Retest pending', verified: 'Fix verified', failed: 'Fix failed' },
};

const TARGETS: Record<Language, Record<'breached' | 'onTime', string>> = {
  it: { breached: 'Tempi superati', onTime: 'Nei tempi' },
  en: { breached: 'Target missed', onTime: 'On time' },
};

/** A word the emails write mid-sentence, as a cell's value. */
const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

function cells(report: ReportListItem, { language, delimiter }: CsvFormat): Record<Column, string> {
  return {
    title: report.title,
    program: report.program.name ?? '',
    company: report.company.name,
    target: report.target.name,
    hacker: report.hacker?.username ?? '',
    severity: capitalised(severityWord(language, report.severity)),
    cvss: csvNumber(report.cvssScore, delimiter),
    status: capitalised(reportStatusWord(language, report.status)),
    reward: csvEuro(report.reward, delimiter),
    responseTargets: TARGETS[language][report.breached ? 'breached' : 'onTime'],
    retest: report.retestStatus ? RETEST[language][report.retestStatus] : '',
    createdAt: csvDateTime(report.createdAt),
    updatedAt: csvDateTime(report.updatedAt),
    id: report.id,
  };
}

export const REPORTS_CSV: CsvTable<ReportListItem, Column> = { columns: COLUMNS, titles: TITLES, cells };
