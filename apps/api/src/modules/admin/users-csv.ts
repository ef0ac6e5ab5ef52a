/**
 * The super admin's Hackers and Triagers tabs as CSV files (GET /api/users/hackers/export.csv and
 * /api/users/staff/export.csv): the person, whether they may sign in, and each tab's own column (the identity check of a
 * hacker, since when a triager was removed), titled and labelled in the web app's words.
 */
import type { HackerRow, KycStatus, Language, ManagedUser, StaffRow } from '@bb/domain';
import { csvDateTime, type CsvFormat, type CsvTable } from '../../lib/csv.ts';

const PERSON = ['username', 'firstName', 'lastName', 'email', 'status', 'createdAt'] as const;
type PersonColumn = (typeof PERSON)[number];

const PERSON_TITLES: Record<Language, Record<PersonColumn | 'id', string>> = {
  it: { username: 'Username', firstName: 'Nome', lastName: 'Cognome', email: 'Email', status: 'Stato', createdAt: 'Registrato il', id: 'ID' },
  en: { username: 'Username', firstName: 'First name', lastName: 'Last name', email: 'Email', status: 'Status', createdAt: 'Registered on', id: 'ID' },
};

const STATUS: Record<Language, Record<'active' | 'blocked' | 'removed', string>> = {
  it: { active: 'Attivo', blocked: 'Bloccato', removed: 'Rimosso' },
  en: { active: 'Active', blocked: 'Blocked', removed: 'Removed' },
};

const KYC: Record<Language, Record<KycStatus, string>> = {
  it: { not_started: 'Non iniziata', init: 'Incompleta', pending: 'In attesa', approved: 'Accettata', retry: 'Da ripetere', rejected: 'Rifiutata' },
  en: { not_started: 'Not started', init: 'Incomplete', pending: 'Waiting', approved: 'Accepted', retry: 'To retry', rejected: 'Rejected' },
};

function personCells(user: ManagedUser, status: keyof (typeof STATUS)['it'], language: Language): Record<PersonColumn | 'id', string> {
  return {
    username: user.username,
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    email: user.email,
    status: STATUS[language][status],
    createdAt: csvDateTime(user.createdAt),
    id: user.id,
  };
}

const blockedOr = (user: ManagedUser) => (user.isBlocked ? 'blocked' : 'active');

const HACKER_COLUMNS = [...PERSON, 'kyc', 'id'] as const;
type HackerColumn = (typeof HACKER_COLUMNS)[number];

export const HACKERS_CSV: CsvTable<HackerRow, HackerColumn> = {
  columns: HACKER_COLUMNS,
  titles: { it: { ...PERSON_TITLES.it, kyc: 'Verifica identità' }, en: { ...PERSON_TITLES.en, kyc: 'Identity verification' } },
  cells: (hacker: HackerRow, { language }: CsvFormat) => ({ ...personCells(hacker, blockedOr(hacker), language), kyc: KYC[language][hacker.kycStatus] }),
};

const STAFF_COLUMNS = [...PERSON, 'removedAt', 'id'] as const;
type StaffColumn = (typeof STAFF_COLUMNS)[number];

export const STAFF_CSV: CsvTable<StaffRow, StaffColumn> = {
  columns: STAFF_COLUMNS,
  titles: { it: { ...PERSON_TITLES.it, removedAt: 'Rimosso il' }, en: { ...PERSON_TITLES.en, removedAt: 'Removed on' } },
  cells: (triager: StaffRow, { language }: CsvFormat) => ({
    ...personCells(triager, triager.removedAt ? 'removed' : blockedOr(triager), language),
    removedAt: csvDateTime(triager.removedAt),
  }),
};
