/**
 * A company's team as a CSV file (GET /api/companies/{id}/members/export.csv): each member with their role and status,
 * titled and labelled in the web app's words.
 */
import type { CompanyMember, CompanyRole, Language } from '@bb/domain';
import { csvDateTime, type CsvFormat, type CsvTable } from '../../lib/csv.ts';

const COLUMNS = ['firstName', 'lastName', 'username', 'email', 'role', 'status', 'createdAt', 'userId'] as const;
type Column = (typeof COLUMNS)[number];

const TITLES: Record<Language, Record<Column, string>> = {
  it: {
    firstName: 'Nome',
    lastName: 'Cognome',
    username: 'Username',
    email: 'Email',
    role: 'Ruolo',
    status: 'Stato',
    createdAt: 'Aggiunto il',
    userId: 'ID utente',
  },
  en: {
    firstName: 'First name',
    lastName: 'Last name',
    username: 'Username',
    email: 'Email',
    role: 'Role',
    status: 'Status',
    createdAt: 'Added on',
    userId: 'User ID',
  },
};

const ROLES: Record<Language, Record<CompanyRole, string>> = {
  it: { ADMIN: 'Amministratore', PROGRAM_MANAGER: 'Program manager', FINANCE: 'Amministrazione e finanza', TRIAGER: 'Triager', VIEWER: 'Sola lettura' },
  en: { ADMIN: 'Administrator', PROGRAM_MANAGER: 'Program manager', FINANCE: 'Finance', TRIAGER: 'Triager', VIEWER: 'Viewer' },
};

const STATUS: Record<Language, Record<'active' | 'pending' | 'blocked', string>> = {
  it: { active: 'Attivo', pending: 'Invito in attesa', blocked: 'Bloccato' },
  en: { active: 'Active', pending: 'Invitation pending', blocked: 'Blocked' },
};

/** As the team list shows it: blocked first, then an invitation not accepted yet. */
const statusOf = (member: CompanyMember) => (member.isBlocked ? 'blocked' : member.inviteStatus === 'pending' ? 'pending' : 'active');

function cells(member: CompanyMember, { language }: CsvFormat): Record<Column, string> {
  return {
    firstName: member.firstName ?? '',
    lastName: member.lastName ?? '',
    username: member.username,
    email: member.email,
    role: ROLES[language][member.role],
    status: STATUS[language][statusOf(member)],
    createdAt: csvDateTime(member.createdAt),
    userId: member.userId,
  };
}

export const MEMBERS_CSV: CsvTable<CompanyMember, Column> = { columns: COLUMNS, titles: TITLES, cells };
