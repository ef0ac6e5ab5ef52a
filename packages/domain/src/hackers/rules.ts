/** Hacker tax, bank and completion rules (spec part 2 sections 3, 4 and 5; DECISIONS "Hacker payments"). */
import { extractIBAN, isSEPACountry, isValidBIC, isValidIBAN } from 'ibantools';
import type { KycStatus } from '../accounts/rules.ts';
import type { TaxRegime } from '../admin/setting-values.ts';
import { isCompanyCountry, isValidCap, isValidPartitaIva, isValidVat, normalizeVat } from '../companies/rules.ts';
import type { ErrorCode } from '../errors.ts';
import type { Language } from '../i18n.ts';
import { isValidCodiceFiscale } from './codice-fiscale.ts';
import { ITALY, type CountryCode } from './countries.ts';

/** Italian residents pick one of these; everyone else picks a foreign one. */
export const ITALIAN_TAX_REGIMES = [
  'it_ordinary_vat',
  'it_flat_rate',
  'it_occasional_employee',
  'it_occasional_self_employed',
] as const satisfies readonly TaxRegime[];
export const FOREIGN_TAX_REGIMES = ['foreign_vat', 'foreign_occasional'] as const satisfies readonly TaxRegime[];
/** The regimes that invoice with a VAT number: the only ones that take (and require) one. */
export const VAT_TAX_REGIMES = ['it_ordinary_vat', 'it_flat_rate', 'foreign_vat'] as const satisfies readonly TaxRegime[];
/** Italian occasional work: a signed document per payment and the previous year's total (DECISIONS "Hacker payments"). */
export const ITALIAN_OCCASIONAL_TAX_REGIMES = ['it_occasional_employee', 'it_occasional_self_employed'] as const satisfies readonly TaxRegime[];

export const TAX_REGIME_LABELS: Record<TaxRegime, Record<Language, string>> = {
  it_ordinary_vat: { it: 'Partita IVA - regime ordinario', en: 'Italian VAT number - ordinary regime' },
  it_flat_rate: { it: 'Partita IVA - regime forfettario', en: 'Italian VAT number - flat-rate regime (forfettario)' },
  it_occasional_employee: { it: 'Prestazione occasionale - lavoratore dipendente', en: 'Occasional work - employee' },
  it_occasional_self_employed: { it: 'Prestazione occasionale - lavoratore autonomo', en: 'Occasional work - self-employed' },
  foreign_vat: { it: 'Partita IVA estera', en: 'Foreign VAT number' },
  foreign_occasional: { it: 'Prestazione occasionale estera', en: 'Foreign occasional work' },
};

const includes = <T extends string>(list: readonly T[], value: string): value is T => (list as readonly string[]).includes(value);

export const isVatTaxRegime = (regime: TaxRegime): boolean => includes(VAT_TAX_REGIMES, regime);
export const isItalianOccasionalTaxRegime = (regime: TaxRegime): boolean => includes(ITALIAN_OCCASIONAL_TAX_REGIMES, regime);

/** The regimes a resident of the country may choose. */
export function taxRegimesFor(country: CountryCode): readonly TaxRegime[] {
  return country === ITALY ? ITALIAN_TAX_REGIMES : FOREIGN_TAX_REGIMES;
}

/** Letters and digits, uppercase: what the VAT, tax id, IBAN and BIC inputs keep. */
export function compactUppercase(value: string): string {
  return value.toUpperCase().replace(/[^A-Z0-9]/g, '');
}

const FOREIGN_TAX_ID = /^[A-Z0-9]{4,30}$/;

/** Codice fiscale for Italian residents (check character); a foreign tax identifier's shape otherwise. */
export function isValidTaxId(taxId: string, country: CountryCode): boolean {
  return country === ITALY ? isValidCodiceFiscale(taxId) : FOREIGN_TAX_ID.test(taxId);
}

/**
 * The VAT number of a VAT regime: the partita IVA check digit in Italy, jsvat's rules in the other EU
 * countries (with or without the country prefix), the shape of a VAT identifier elsewhere.
 */
export function isValidHackerVat(vatNumber: string, country: CountryCode): boolean {
  if (country === ITALY) return isValidPartitaIva(normalizeHackerVat(vatNumber, country));
  if (isCompanyCountry(country)) return isValidVat(vatNumber, country);
  return FOREIGN_TAX_ID.test(vatNumber);
}

/** What is stored of a VAT number: in the EU, like companies' (no separators, no own country prefix). */
export function normalizeHackerVat(vatNumber: string, country: CountryCode): string {
  return isCompanyCountry(country) ? normalizeVat(vatNumber, country) : compactUppercase(vatNumber);
}

/** Postal codes: the companies' rule (5 digits in Italy, 3 to 10 characters elsewhere). */
export function isValidResidenceCap(cap: string, country: CountryCode): boolean {
  // isValidCap only tells Italy from everywhere else; any other country stands for "elsewhere".
  return isValidCap(cap, country === ITALY ? 'ITA' : 'FRA');
}

/** IBAN: country, length for that country and checksum (ibantools). */
export function isValidHackerIban(iban: string): boolean {
  return isValidIBAN(iban);
}

/** An IBAN of the SEPA area: a SEPA transfer needs no BIC for it. */
export function isSepaIban(iban: string): boolean {
  const parsed = extractIBAN(iban);
  return parsed.valid && parsed.countryCode !== undefined && isSEPACountry(parsed.countryCode);
}

/** SWIFT/BIC: 8 or 11 characters, bank, country and location codes (ibantools). */
export function isValidSwift(swift: string): boolean {
  return isValidBIC(swift);
}

/** What the completion checks and the reporting gate read of a hacker. */
export interface HackerReadiness {
  kycStatus: KycStatus;
  taxRegime: TaxRegime | null;
  iban: string | null;
}

export interface HackerCompletion {
  kycCompleted: boolean;
  taxRegimeConfigured: boolean;
  ibanConfigured: boolean;
  progressPercentage: number;
}

/** The dashboard checklist: three checks, progress in whole percent. */
export function hackerCompletion(facts: HackerReadiness): HackerCompletion {
  const checks = { kycCompleted: facts.kycStatus === 'approved', taxRegimeConfigured: facts.taxRegime !== null, ibanConfigured: Boolean(facts.iban) };
  const done = Object.values(checks).filter(Boolean).length;
  return { ...checks, progressPercentage: Math.round((done / 3) * 100) };
}

/**
 * Why a hacker may not report yet, or null. KYC first: KYC_NOT_VERIFIED while the hacker still has
 * to go through verification (not started, incomplete, asked to retry), KYC_NOT_APPROVED once they
 * did but it is not approved (waiting for review, rejected). Then the tax regime, then the IBAN.
 */
export function reportingBlocker(facts: HackerReadiness): ErrorCode | null {
  const kyc = KYC_BLOCKERS[facts.kycStatus];
  if (kyc) return kyc;
  if (facts.taxRegime === null) return 'TAX_REGIME_NOT_CONFIGURED';
  if (!facts.iban) return 'PAYMENT_METHOD_NOT_CONFIGURED';
  return null;
}

const KYC_BLOCKERS = {
  not_started: 'KYC_NOT_VERIFIED',
  init: 'KYC_NOT_VERIFIED',
  retry: 'KYC_NOT_VERIFIED',
  pending: 'KYC_NOT_APPROVED',
  rejected: 'KYC_NOT_APPROVED',
  approved: null,
} as const satisfies Record<KycStatus, ErrorCode | null>;
