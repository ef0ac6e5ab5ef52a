/**
 * The reports list as a CSV file (GET /api/reports/export.csv): the columns of the list screen and a few it shows as
 * pictures or colours, titled and labelled in the web app's words.
 */
import type { Language, ReportListItem, ReportSeverity, ReportStatus, RetestStatus } from '@bb/domain';
import { csvDateTime, csvEuro, csvNumber, type CsvFormat, type CsvTable } from '../../lib/csv.ts';

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

const STATUS: Record<Language, Record<ReportStatus, string>> = {
  it: {
    new: 'Nuovo',
    triaged: 'Preso in carico',
    moreInfo: 'Più informazioni',
    forApproval: 'In approvazione',
    rewarded: 'Ricompensato',
    fixed: 'Risolto',
    informative: 'Informativo',
    duplicate: 'Duplicato',
    outOfScope: 'Fuori scope',
    invalid: 'Non valido',
    spam: 'Spam',
  },
  en: {
    new: 'New',
    triaged: 'Triaged',
    moreInfo: 'More info',
    forApproval: 'For approval',
    rewarded: 'Rewarded',
    fixed: 'Fixed',
    informative: 'Informative',
    duplicate: 'Duplicate',
    outOfScope: 'Out of scope',
    invalid: 'Invalid',
    spam: 'Spam',
  },
};

const SEVERITY: Record<Language, Record<ReportSeverity, string>> = {
  it: { low: 'Bassa', medium: 'Media', high: 'Alta', critical: 'Critica' },
  en: { low: 'Low', medium: 'Medium', high: 'High', critical: 'Critical' },
};

const RETEST: Record<Language, Record<RetestStatus, string>> = {
  it: { pending: 'Retest in attesa', verified: 'Fix verificato', failed: 'Fix non riuscito' },
  en: { pending: 'Retest pending', verified: 'Fix verified', failed: 'Fix failed' },
};

const TARGETS: Record<Language, Record<'breached' | 'onTime', string>> = {
  it: { breached: 'Tempi superati', onTime: 'Nei tempi' },
  en: { breached: 'Target missed', onTime: 'On time' },
};

function cells(report: ReportListItem, { language, delimiter }: CsvFormat): Record<Column, string> {
  return {
    title: report.title,
    program: report.program.name ?? '',
    company: report.company.name,
    target: report.target.name,
    hacker: report.hacker?.username ?? '',
    severity: SEVERITY[language][report.severity],
    cvss: csvNumber(report.cvssScore, delimiter),
    status: STATUS[language][report.status],
    reward: csvEuro(report.reward, delimiter),
    responseTargets: TARGETS[language][report.breached ? 'breached' : 'onTime'],
    retest: report.retestStatus ? RETEST[language][report.retestStatus] : '',
    createdAt: csvDateTime(report.createdAt),
    updatedAt: csvDateTime(report.updatedAt),
    id: report.id,
  };
}

export const REPORTS_CSV: CsvTable<ReportListItem, Column> = { columns: COLUMNS, titles: TITLES, cells };
