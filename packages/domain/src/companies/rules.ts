/** Company rules shared by the registration wizard and the API (spec part 1 sections 3, 4 and 5). */
import { checkVAT, countries as vatCountries } from 'jsvat';
import type { CompanyRole } from '../accounts/rules.ts';
import type { ErrorCode } from '../errors.ts';

export const COMPANY_SECTORS = [
  'FINANCIAL',
  'HEALTHCARE',
  'TECHNOLOGY',
  'GOVERNMENT',
  'MEDIA',
  'ENERGY',
  'RETAIL',
  'MANUFACTURING',
  'TRANSPORT',
  'PUBLIC',
  'PROFESSIONAL',
  'FOOD',
  'ENTERTAINMENT',
  'HOSPITALITY',
  'EDUCATION',
  'AGRICULTURE',
  'OTHER',
] as const;
export type CompanySector = (typeof COMPANY_SECTORS)[number];

export const COMPANY_SIZES = ['SMALL', 'MEDIUM', 'LARGE'] as const;
export type CompanySize = (typeof COMPANY_SIZES)[number];

/** Employees per size, for the labels: SMALL under 50, MEDIUM 50 to 249, LARGE 250 and over. */
export const COMPANY_SIZE_RANGES: Record<CompanySize, { min: number; max: number | null }> = {
  SMALL: { min: 0, max: 49 },
  MEDIUM: { min: 50, max: 249 },
  LARGE: { min: 250, max: null },
};

/**
 * Countries a company can register from, ISO 3166-1 alpha-3 -> alpha-2 (the alpha-2 code gives
 * the name through Intl.DisplayNames). The EU member states: each has a VAT number we can check.
 */
export const COMPANY_COUNTRY_ALPHA2 = {
  AUT: 'AT',
  BEL: 'BE',
  BGR: 'BG',
  HRV: 'HR',
  CYP: 'CY',
  CZE: 'CZ',
  DNK: 'DK',
  EST: 'EE',
  FIN: 'FI',
  FRA: 'FR',
  DEU: 'DE',
  GRC: 'GR',
  HUN: 'HU',
  IRL: 'IE',
  ITA: 'IT',
  LVA: 'LV',
  LTU: 'LT',
  LUX: 'LU',
  MLT: 'MT',
  NLD: 'NL',
  POL: 'PL',
  PRT: 'PT',
  ROU: 'RO',
  SVK: 'SK',
  SVN: 'SI',
  ESP: 'ES',
  SWE: 'SE',
} as const;
export type CompanyCountry = keyof typeof COMPANY_COUNTRY_ALPHA2;
export const COMPANY_COUNTRIES = Object.keys(COMPANY_COUNTRY_ALPHA2) as [CompanyCountry, ...CompanyCountry[]];

export function isCompanyCountry(value: unknown): value is CompanyCountry {
  return typeof value === 'string' && Object.hasOwn(COMPANY_COUNTRY_ALPHA2, value);
}

/** The prefix of the country's VAT numbers in the VIES format (Greece uses EL, not GR). */
export function vatPrefix(country: CompanyCountry): string {
  return country === 'GRC' ? 'EL' : COMPANY_COUNTRY_ALPHA2[country];
}

/** What the VAT input keeps: uppercase letters and digits (spaces, dots and dashes go). */
export function filterVatInput(value: string): string {
  return value.toUpperCase().replace(/[^A-Z0-9]/g, '');
}

/** The national part of a VAT number, without separators or the country prefix: what is stored. */
export function normalizeVat(value: string, country: CompanyCountry): string {
  const vat = filterVatInput(value);
  const prefix = vatPrefix(country);
  return vat.startsWith(prefix) ? vat.slice(prefix.length) : vat;
}

/** Partita IVA: 11 digits, the last a Luhn-style check digit over the first 10. */
/** The 11th digit of a partita IVA, from its first ten (Luhn-style: every second digit doubled). */
export function partitaIvaCheckDigit(firstTen: string): number {
  let sum = 0;
  for (let i = 0; i < 10; i++) {
    const digit = Number(firstTen[i]);
    const doubled = digit * 2;
    sum += i % 2 === 0 ? digit : doubled > 9 ? doubled - 9 : doubled;
  }
  return (10 - (sum % 10)) % 10;
}

export function isValidPartitaIva(value: string): boolean {
  if (!/^\d{11}$/.test(value) || /^0+$/.test(value)) return false;
  return partitaIvaCheckDigit(value) === Number(value[10]);
}

/**
 * Italian numbers get the check-digit test (jsvat's Italian rule also refuses valid numbers of
 * newer provincial offices); the other EU countries jsvat's format and checksum rules.
 */
export function isValidVat(value: string, country: CompanyCountry): boolean {
  const national = normalizeVat(value, country);
  if (country === 'ITA') return isValidPartitaIva(national);
  const rules = vatCountries.find((c) => c.codes[1] === country);
  return Boolean(rules && national && checkVAT(vatPrefix(country) + national, [rules]).isValid);
}

/** Codice destinatario: 7 letters or digits; "0000000" (no code, delivery by PEC) only with a PEC. */
export function sdiProblem(sdi: string, pec: string | null | undefined): 'validation.company.sdi' | 'validation.company.sdiNeedsPec' | null {
  if (!/^[A-Z0-9]{7}$/.test(sdi.toUpperCase())) return 'validation.company.sdi';
  if (sdi === '0000000' && !pec?.trim()) return 'validation.company.sdiNeedsPec';
  return null;
}

/** Postal codes: 5 digits in Italy; elsewhere 3 to 10 letters, digits, spaces or dashes. */
export function isValidCap(cap: string, country: CompanyCountry): boolean {
  return country === 'ITA' ? /^\d{5}$/.test(cap) : /^[A-Z0-9][A-Z0-9 -]{1,8}[A-Z0-9]$/i.test(cap);
}

/** What the province input keeps: letters only, at most 2, uppercase (spec part 1 section 5). */
export function filterStateInput(value: string): string {
  return value
    .replace(/[^A-Za-z]/g, '')
    .slice(0, 2)
    .toUpperCase();
}

/** Random, unambiguous characters for the transfer reference code (no 0/O, 1/I/L). */
export const REFERENCE_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const REFERENCE_CODE_PREFIX = 'BB-';
export const REFERENCE_CODE_LENGTH = 8;

export const INVITE_STATUSES = ['pending', 'accepted'] as const;
export type InviteStatus = (typeof INVITE_STATUSES)[number];

export interface TeamMemberState {
  userId: string;
  role: CompanyRole;
  isBlocked: boolean;
  inviteStatus: InviteStatus;
}

/** An administrator who can act for the company today: not blocked, invitation accepted. */
export function isActiveAdmin(member: TeamMemberState): boolean {
  return member.role === 'ADMIN' && !member.isBlocked && member.inviteStatus === 'accepted';
}

/**
 * Whether a team change (role or block) is allowed: nobody changes their own membership
 * (OWN_USER) and one active administrator must remain (TOO_FEW_ADMINISTRATORS).
 */
export function teamChangeProblem(change: { actorUserId: string; member: TeamMemberState; next: TeamMemberState; activeAdmins: number }): ErrorCode | null {
  if (change.actorUserId === change.member.userId) return 'OWN_USER';
  if (isActiveAdmin(change.member) && !isActiveAdmin(change.next) && change.activeAdmins <= 1) return 'TOO_FEW_ADMINISTRATORS';
  return null;
}

export interface CompanyCompletion {
  isFirstContactMade: boolean;
  isBudgetAdded: boolean;
  isProgramCreated: boolean;
  isProfileComplete: boolean;
  progressPercentage: number;
}

/** The dashboard checklist: four checks, progress in whole percent. */
export function companyCompletion(facts: {
  firstCallBookedAt: Date | string | null;
  hasBudget: boolean;
  hasProgram: boolean;
  pictureId: string | null;
  description: string | null;
  website: string | null;
}): CompanyCompletion {
  const checks = {
    isFirstContactMade: facts.firstCallBookedAt !== null,
    isBudgetAdded: facts.hasBudget,
    isProgramCreated: facts.hasProgram,
    isProfileComplete: Boolean(facts.pictureId && facts.description?.trim() && facts.website?.trim()),
  };
  const done = Object.values(checks).filter(Boolean).length;
  return { ...checks, progressPercentage: Math.round((done / 4) * 100) };
}
