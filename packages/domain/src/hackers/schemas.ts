/**
 * Hacker profile, personal information, tax regime and bank account: request and response shapes
 * (spec part 2 sections 3, 5 and 7). The same schemas validate the API bodies and the web forms.
 */
import { z } from 'zod';
import { pictureRefSchema, requiredText } from '../accounts/schemas.ts';
import { evenWithFieldErrors } from '../cross-field.ts';
import { filterStateInput } from '../companies/rules.ts';
import { websiteSchema } from '../companies/schemas.ts';
import { TAX_REGIMES } from '../admin/setting-values.ts';
import { COUNTRY_CODES, isCountryCode, ITALY } from './countries.ts';
import {
  compactUppercase,
  isSepaIban,
  isValidHackerIban,
  normalizeHackerVat,
  isValidHackerVat,
  isValidResidenceCap,
  isValidSwift,
  isValidTaxId,
  isVatTaxRegime,
  taxRegimesFor,
} from './rules.ts';

const required = 'validation.required';
const emptyToNull = (value: string | null): string | null => (value === null || value === '' ? null : value);
/** Free text that may be left empty: trimmed, '' stored as null. */
const optionalText = (max: number) => z.string().trim().max(max, { error: 'validation.name.max' }).nullable().transform(emptyToNull);
/** An http(s) address that may be left empty. */
const optionalLink = z.string().trim().nullable().transform(emptyToNull).pipe(websiteSchema.nullable());

export const countryCodeSchema = z.enum(COUNTRY_CODES, {
  error: (issue) => (issue.input == null || issue.input === '' ? required : 'validation.hacker.country'),
});
export const taxRegimeSchema = z.enum(TAX_REGIMES, { error: required });

const SKILLS_MAX = 50;
const SKILL_MAX_LENGTH = 50;
/** Skills are trimmed, empties dropped and repeats kept once (spec: added on Enter, trimmed, removable). */
export const skillsSchema = z
  .array(z.string({ error: 'validation.invalid' }), { error: 'validation.invalid' })
  .transform((skills) => [...new Set(skills.map((skill) => skill.trim()).filter(Boolean))])
  .refine((skills) => skills.length <= SKILLS_MAX && skills.every((skill) => skill.length <= SKILL_MAX_LENGTH), { error: 'validation.hacker.skills' });

const today = () => new Date().toISOString().slice(0, 10);
export const dateOfBirthSchema = z
  .string()
  .nullable()
  .transform(emptyToNull)
  .pipe(
    z.iso
      .date({ error: 'validation.hacker.dateOfBirth' })
      .refine((date) => date >= '1900-01-01' && date < today(), { error: 'validation.hacker.dateOfBirth' })
      .nullable(),
  );

/** The longest bio (profile description) a hacker may write, in characters. */
export const BIO_MAX_LENGTH = 2000;

/** The Profile tab: bio, skills, CV (an upload of purpose `cv`, or null) and links. */
export const hackerProfileFieldsSchema = z.object({
  profileDescription: optionalText(BIO_MAX_LENGTH),
  skills: skillsSchema,
  cv: z.uuid({ error: 'validation.upload.notAllowed' }).nullable(),
  website: optionalLink,
  linkedin: optionalLink,
  twitter: optionalLink,
  discord: optionalText(100),
  github: optionalLink,
});

/** The Personal information tab (countries are ISO 3166-1 alpha-3). */
export const hackerPersonalInfoSchema = z.object({
  firstName: requiredText(100),
  lastName: requiredText(100),
  dateOfBirth: dateOfBirthSchema,
  birthPlace: optionalText(100),
  countryOfBirth: countryCodeSchema.nullable(),
  countryOfResidence: countryCodeSchema.nullable(),
});

/**
 * PUT /api/profile: any fields of the two tabs; the ones sent replace the stored values, the ones
 * left out stay as they are (each tab sends its own fields).
 */
export const updateHackerProfileSchema = hackerProfileFieldsSchema.extend(hackerPersonalInfoSchema.shape).partial();
export type UpdateHackerProfileInput = z.input<typeof updateHackerProfileSchema>;
export type UpdateHackerProfileData = z.output<typeof updateHackerProfileSchema>;

export const cvRefSchema = z.object({ id: z.uuid(), fileName: z.string(), fileType: z.string() }).nullable();

const profileShape = {
  id: z.uuid(),
  username: z.string(),
  picture: pictureRefSchema,
  profileDescription: z.string().nullable(),
  skills: z.array(z.string()),
  cv: cvRefSchema,
  website: z.string().nullable(),
  linkedin: z.string().nullable(),
  twitter: z.string().nullable(),
  discord: z.string().nullable(),
  github: z.string().nullable(),
  countryOfResidence: countryCodeSchema.nullable(),
  joinedAt: z.iso.datetime(),
};

/** GET /api/profile: the hacker's own profile with the personal information. */
export const hackerProfileSchema = z.object({
  ...profileShape,
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  dateOfBirth: z.iso.date().nullable(),
  birthPlace: z.string().nullable(),
  countryOfBirth: countryCodeSchema.nullable(),
});
export type HackerProfile = z.infer<typeof hackerProfileSchema>;

/** GET /api/profile/{id}: what any signed-in user sees (no names, birth data or tax data). */
export const publicHackerProfileSchema = z.object({ ...profileShape, isBlocked: z.boolean() });
export type PublicHackerProfile = z.infer<typeof publicHackerProfileSchema>;

/** GET /api/profile/{id}/stats; rank is null while the hacker is not on the leaderboard. */
export const hackerStatsSchema = z.object({
  rank: z.number().int().nullable(),
  points: z.number().int(),
  reportsSent: z.number().int(),
  reportsAccepted: z.number().int(),
  /** Accepted (rewarded or fixed) over closed reports, in percent; null before any report is closed. */
  effectiveness: z.number().nullable(),
});
export type HackerStats = z.infer<typeof hackerStatsSchema>;

export const hackerCompletionSchema = z.object({
  kycCompleted: z.boolean(),
  taxRegimeConfigured: z.boolean(),
  ibanConfigured: z.boolean(),
  progressPercentage: z.number().int().min(0).max(100),
});

/** GET /api/leaderboard rows. */
export const leaderboardRowSchema = z.object({
  position: z.number().int(),
  hacker: z.object({ id: z.uuid(), username: z.string(), picture: pictureRefSchema }),
  points: z.number().int(),
});
export type LeaderboardRow = z.infer<typeof leaderboardRowSchema>;

// ---------------------------------------------------------------- tax regime and bank account

type RegimeRuleInput = { residenceCountry?: unknown; taxRegime?: unknown; vatNumber?: unknown; taxId?: unknown; residenceCap?: unknown };
const filled = (value: unknown): value is string => typeof value === 'string' && value !== '';
const isRegime = (value: unknown): value is (typeof TAX_REGIMES)[number] => typeof value === 'string' && (TAX_REGIMES as readonly string[]).includes(value);
const compactOrNull = z
  .string()
  .nullable()
  .optional()
  .transform((value) => emptyToNull(value == null ? null : compactUppercase(value)));

/** PUT /api/payments/settings/regime. The regime must suit the country; the VAT number goes with VAT regimes only. */
export const regimeSettingsSchema = z
  .object({
    residenceCountry: countryCodeSchema,
    taxRegime: taxRegimeSchema,
    vatNumber: compactOrNull,
    taxId: compactOrNull,
    residenceState: z
      .string({ error: required })
      .transform(filterStateInput)
      .pipe(z.string().refine((state) => state.length === 2, { error: (issue) => (issue.input === '' ? required : 'validation.company.state') })),
    residenceAddress: requiredText(200),
    residenceCity: requiredText(100),
    residenceCap: z.string({ error: required }).trim().toUpperCase().min(1, { error: required }).max(10, { error: 'validation.company.cap' }),
  })
  .refine(
    (value) => {
      const { residenceCountry, taxRegime } = value as RegimeRuleInput;
      return !isCountryCode(residenceCountry) || !isRegime(taxRegime) || taxRegimesFor(residenceCountry).includes(taxRegime);
    },
    { path: ['taxRegime'], error: 'validation.hacker.regimeCountry', ...evenWithFieldErrors },
  )
  .refine(
    (value) => {
      const { taxRegime, vatNumber } = value as RegimeRuleInput;
      return !isRegime(taxRegime) || !isVatTaxRegime(taxRegime) || filled(vatNumber);
    },
    { path: ['vatNumber'], error: required, ...evenWithFieldErrors },
  )
  .refine(
    (value) => {
      const { taxRegime, vatNumber } = value as RegimeRuleInput;
      return !isRegime(taxRegime) || isVatTaxRegime(taxRegime) || !filled(vatNumber);
    },
    { path: ['vatNumber'], error: 'validation.hacker.vatNotAllowed', ...evenWithFieldErrors },
  )
  .refine(
    (value) => {
      const { residenceCountry, vatNumber } = value as RegimeRuleInput;
      return !filled(vatNumber) || !isCountryCode(residenceCountry) || isValidHackerVat(vatNumber, residenceCountry);
    },
    { path: ['vatNumber'], error: 'validation.company.vat', ...evenWithFieldErrors },
  )
  .refine(
    (value) => {
      // Withholding certificates for Italian residents need the codice fiscale.
      const { residenceCountry, taxId } = value as RegimeRuleInput;
      return residenceCountry !== ITALY || filled(taxId);
    },
    { path: ['taxId'], error: required, ...evenWithFieldErrors },
  )
  .refine(
    (value) => {
      const { residenceCountry, taxId } = value as RegimeRuleInput;
      return !filled(taxId) || !isCountryCode(residenceCountry) || isValidTaxId(taxId, residenceCountry);
    },
    {
      path: ['taxId'],
      error: (issue) => ((issue.input as RegimeRuleInput).residenceCountry === ITALY ? 'validation.hacker.taxId' : 'validation.hacker.foreignTaxId'),
      ...evenWithFieldErrors,
    },
  )
  .refine(
    (value) => {
      const { residenceCountry, residenceCap } = value as RegimeRuleInput;
      return !filled(residenceCap) || !isCountryCode(residenceCountry) || isValidResidenceCap(residenceCap, residenceCountry);
    },
    { path: ['residenceCap'], error: 'validation.company.cap', ...evenWithFieldErrors },
  )
  .transform((value) => ({ ...value, vatNumber: value.vatNumber === null ? null : normalizeHackerVat(value.vatNumber, value.residenceCountry) }));
export type RegimeSettingsInput = z.input<typeof regimeSettingsSchema>;
export type RegimeSettingsData = z.output<typeof regimeSettingsSchema>;

const bankCode = (isValid: (value: string) => boolean, message: string) =>
  z
    .string({ error: required })
    .transform(compactUppercase)
    .pipe(z.string().min(1, { error: required, abort: true }).refine(isValid, { error: message }));

/** An optional SWIFT/BIC: empty means none; otherwise it must be valid. */
const optionalSwift = z
  .string()
  .nullish()
  .transform((value) => (value ? compactUppercase(value) : '') || null)
  .refine((value) => value === null || isValidSwift(value), { error: 'validation.hacker.swift' });

/**
 * PUT /api/payments/settings/payment: IBAN and SWIFT/BIC, spaces dropped and uppercased. A SEPA
 * transfer needs only the IBAN, so the BIC is required only for IBANs outside the SEPA area.
 */
export const bankSettingsSchema = z
  .object({ iban: bankCode(isValidHackerIban, 'validation.hacker.iban'), swift: optionalSwift })
  .refine((value) => value.swift !== null || isSepaIban(value.iban), { path: ['swift'], error: 'validation.hacker.swiftRequired' });
export type BankSettingsInput = z.input<typeof bankSettingsSchema>;
export type BankSettingsData = z.output<typeof bankSettingsSchema>;

/** GET /api/payments/settings: the hacker's own tax and bank data; never sent to anyone else. */
export const paymentSettingsSchema = z.object({
  version: z.number().int(),
  taxRegime: taxRegimeSchema.nullable(),
  vatNumber: z.string().nullable(),
  taxId: z.string().nullable(),
  residenceCountry: countryCodeSchema.nullable(),
  residenceState: z.string().nullable(),
  residenceAddress: z.string().nullable(),
  residenceCity: z.string().nullable(),
  residenceCap: z.string().nullable(),
  iban: z.string().nullable(),
  swift: z.string().nullable(),
  updatedAt: z.iso.datetime().nullable(),
});
export type PaymentSettings = z.infer<typeof paymentSettingsSchema>;
