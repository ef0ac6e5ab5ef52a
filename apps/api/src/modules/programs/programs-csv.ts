/**
 * The programs list as a CSV file (GET /api/programs/export.csv): the card's figures as columns, titled and labelled
 * in the web app's words. What a card hides from the caller (a hacker's budget) stays empty here too.
 */
import { TARGET_TYPE_LABELS, type Language, type ProgramCard, type ProgramStatus } from '@bb/domain';
import { csvDateTime, csvEuro, csvNumber, type CsvFormat, type CsvTable } from '../../lib/csv.ts';

const COLUMNS = [
  'name',
  'company',
  'status',
  'visibility',
  'managed',
  'budget',
  'remainingBudget',
  'budgetLeft',
  'effectiveness',
  'pendingReports',
  'reward',
  'targets',
  'createdAt',
  'updatedAt',
  'id',
] as const;
type Column = (typeof COLUMNS)[number];

const TITLES: Record<Language, Record<Column, string>> = {
  it: {
    name: 'Programma',
    company: 'Azienda',
    status: 'Stato',
    visibility: 'Visibilità',
    managed: 'Gestione',
    budget: 'Budget (EUR)',
    remainingBudget: 'Budget residuo (EUR)',
    budgetLeft: 'Budget residuo (%)',
    effectiveness: 'Efficacia (%)',
    pendingReports: 'Report in attesa',
    reward: 'Ricompensa fino a (EUR)',
    targets: 'Tipi di target',
    createdAt: 'Creato il',
    updatedAt: 'Ultima modifica',
    id: 'ID',
  },
  en: {
    name: 'Program',
    company: 'Company',
    status: 'Status',
    visibility: 'Visibility',
    managed: 'Management',
    budget: 'Budget (EUR)',
    remainingBudget: 'Remaining budget (EUR)',
    budgetLeft: 'Budget left (%)',
    effectiveness: 'Effectiveness (%)',
    pendingReports: 'Pending reports',
    reward: 'Reward up to (EUR)',
    targets: 'Target types',
    createdAt: 'Created on',
    updatedAt: 'Last modified',
    id: 'ID',
  },
};

const STATUS: Record<Language, Record<ProgramStatus, string>> = {
  it: {
    draft: 'Bozza',
    pending: 'In attesa di approvazione',
    changesRequested: 'Modifiche richieste',
    active: 'Attivo',
    paused: 'In pausa',
    deleted: 'Eliminato',
    rejected: 'Rifiutato',
  },
  en: {
    draft: 'Draft',
    pending: 'Pending approval',
    changesRequested: 'Changes requested',
    active: 'Active',
    paused: 'Paused',
    deleted: 'Deleted',
    rejected: 'Rejected',
  },
};

const WORDS: Record<Language, Record<'public' | 'private' | 'managed' | 'selfManaged', string>> = {
  it: { public: 'Pubblico', private: 'Privato', managed: 'Gestito', selfManaged: 'Autogestito' },
  en: { public: 'Public', private: 'Private', managed: 'Managed', selfManaged: 'Self-managed' },
};

function cells(program: ProgramCard, { language, delimiter }: CsvFormat): Record<Column, string> {
  const words = WORDS[language];
  return {
    name: program.name ?? '',
    company: program.company.name,
    status: STATUS[language][program.status],
    visibility: program.isPublic ? words.public : words.private,
    managed: program.isManaged ? words.managed : words.selfManaged,
    budget: csvEuro(program.budget, delimiter),
    remainingBudget: csvEuro(program.remainingBudget, delimiter),
    budgetLeft: String(program.budgetLeftPercentage),
    effectiveness: csvNumber(program.effectiveness, delimiter),
    pendingReports: String(program.pendingReportsCount),
    reward: csvEuro(program.reward, delimiter),
    // Names of technologies, the same in both languages (the web app's target type labels).
    targets: program.tags.map((tag) => TARGET_TYPE_LABELS[tag]).join(', '),
    createdAt: csvDateTime(program.createdAt),
    updatedAt: csvDateTime(program.updatedAt),
    id: program.id,
  };
}

export const PROGRAMS_CSV: CsvTable<ProgramCard, Column> = { columns: COLUMNS, titles: TITLES, cells };
