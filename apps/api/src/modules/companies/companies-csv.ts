/**
 * The super admin's companies list as a CSV file (GET /api/companies/export.csv): the list's columns and the figures of
 * its rows, titled in the web app's words; countries by name in the caller's language, sizes as employee ranges.
 */
import { COMPANY_COUNTRY_ALPHA2, COMPANY_SIZE_RANGES, type CompanyRow, type CompanySize, type Language } from '@bb/domain';
import { csvDateTime, type CsvFormat, type CsvTable } from '../../lib/csv.ts';

const COLUMNS = [
  'name',
  'businessname',
  'vat',
  'country',
  'sector',
  'employees',
  'status',
  'members',
  'admins',
  'owner',
  'ownerEmail',
  'createdAt',
  'id',
] as const;
type Column = (typeof COLUMNS)[number];

const TITLES: Record<Language, Record<Column, string>> = {
  it: {
    name: 'Nome',
    businessname: 'Ragione sociale',
    vat: 'Partita IVA',
    country: 'Paese',
    sector: 'Settore',
    employees: 'Dipendenti',
    status: 'Stato',
    members: 'Membri',
    admins: 'Amministratori',
    owner: 'Titolare',
    ownerEmail: 'Email del titolare',
    createdAt: 'Creata il',
    id: 'ID',
  },
  en: {
    name: 'Name',
    businessname: 'Business name',
    vat: 'VAT number',
    country: 'Country',
    sector: 'Sector',
    employees: 'Employees',
    status: 'Status',
    members: 'Members',
    admins: 'Administrators',
    owner: 'Owner',
    ownerEmail: "Owner's email",
    createdAt: 'Created',
    id: 'ID',
  },
};

const STATUS: Record<Language, Record<'approved' | 'pending', string>> = {
  it: { approved: 'Approvata', pending: 'In attesa di approvazione' },
  en: { approved: 'Approved', pending: 'Pending approval' },
};

const COUNTRY_NAMES: Record<Language, Intl.DisplayNames> = {
  it: new Intl.DisplayNames(['it'], { type: 'region' }),
  en: new Intl.DisplayNames(['en'], { type: 'region' }),
};

/** "0-49", "50-249", "250+": the same in every language. */
function employees(size: CompanySize): string {
  const { min, max } = COMPANY_SIZE_RANGES[size];
  return max === null ? `${min}+` : `${min}-${max}`;
}

function cells(company: CompanyRow, { language }: CsvFormat): Record<Column, string> {
  return {
    name: company.name,
    businessname: company.businessname,
    vat: company.vat,
    country: COUNTRY_NAMES[language].of(COMPANY_COUNTRY_ALPHA2[company.country]) ?? company.country,
    // The sector's code (TECHNOLOGY, FINANCIAL ...): the server keeps no words for sectors yet.
    sector: company.sector,
    employees: employees(company.employees),
    status: STATUS[language][company.isVerified ? 'approved' : 'pending'],
    members: String(company.membersCount),
    admins: String(company.adminsCount),
    owner: company.owner?.username ?? '',
    ownerEmail: company.owner?.email ?? '',
    createdAt: csvDateTime(company.createdAt),
    id: company.id,
  };
}

export const COMPANIES_CSV: CsvTable<CompanyRow, Column> = { columns: COLUMNS, titles: TITLES, cells };
