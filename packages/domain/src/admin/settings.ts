/**
 * Platform settings a super admin can change (DECISIONS "Fees, budgets and tiers", "Hacker payments",
 * "Accounts and security"): one schema per key, with the default used while nothing is stored.
 */
import { z } from 'zod';
import { hasAtMostTwoDecimals, isEuroAmount } from '../money.ts';
import { DEFAULT_SUPPORT_EMAIL, GOVERNED_FEATURES, SEVERITY_KEYS } from './platform-constants.ts';
import { DEFAULT_WRITE_LIMITS, trustedMultiplierSchema, writeLimitsSchema } from './write-limits.ts';

/** Italian and foreign tax regimes of a hacker (spec part 2 section 3). */
export const TAX_REGIMES = [
  'it_ordinary_vat',
  'it_flat_rate',
  'it_occasional_employee',
  'it_occasional_self_employed',
  'foreign_vat',
  'foreign_occasional',
] as const;
export type TaxRegime = (typeof TAX_REGIMES)[number];

/** Scores (points) a threshold may ask for: far above any hacker's, far below an integer column's limit. */
export const MAX_SCORE = 1_000_000;
/** A missing value is "mandatory"; a wrong one gets the field's own message. */
const errorFor = (message: string) => ({ error: (issue: { input?: unknown }) => (issue.input === undefined ? 'validation.required' : message) });

/** Euro as a JSON number: not negative, at most MAX_EURO, at most 2 decimals. */
export const euroAmountSchema = z
  .number(errorFor('validation.settings.amount'))
  .refine((value) => isEuroAmount(value, 0), { error: 'validation.settings.amount' });

export const percentSchema = z
  .number(errorFor('validation.settings.percent'))
  .refine((value) => value >= 0 && value <= 100 && hasAtMostTwoDecimals(value), { error: 'validation.settings.percent' });

/** A whole number of points from 0 to MAX_SCORE (also a program's own testing-account threshold). */
export const scoreSchema = z
  .number(errorFor('validation.settings.score'))
  .refine((value) => Number.isSafeInteger(value) && value >= 0 && value <= MAX_SCORE, { error: 'validation.settings.score' });

export const rewardFloorsSchema = z
  .strictObject({ low: euroAmountSchema, medium: euroAmountSchema, high: euroAmountSchema, critical: euroAmountSchema }, errorFor('validation.invalid'))
  .superRefine((floors, ctx) => {
    // A floor below the one of a lower severity would let a critical finding pay less than a high one.
    for (let i = 1; i < SEVERITY_KEYS.length; i++) {
      const key = SEVERITY_KEYS[i]!;
      if (floors[key] < floors[SEVERITY_KEYS[i - 1]!]) ctx.addIssue({ code: 'custom', path: [key], message: 'validation.settings.floorsOrder' });
    }
  });
export type RewardFloors = z.infer<typeof rewardFloorsSchema>;

/** How a bounty is taxed in one regime; amounts are euro on the gross bounty. */
export const taxRuleSchema = z.strictObject(
  {
    vatPercent: percentSchema,
    withholdingPercent: percentSchema,
    /** Charged when the bounty is above `stampDutyThreshold`; 0 for none. */
    stampDutyAmount: euroAmountSchema,
    stampDutyThreshold: euroAmountSchema,
    /** Gestione Separata contributions are due on the part of the year's occasional work above it; null where they do not apply. */
    inpsThreshold: euroAmountSchema.nullable(),
  },
  errorFor('validation.invalid'),
);
export type TaxRule = z.infer<typeof taxRuleSchema>;

export const taxTableSchema = z.strictObject(
  Object.fromEntries(TAX_REGIMES.map((regime) => [regime, taxRuleSchema])) as Record<TaxRegime, typeof taxRuleSchema>,
  errorFor('validation.invalid'),
);
export type TaxTable = z.infer<typeof taxTableSchema>;

/**
 * INPS Gestione Separata on Italian occasional work above the tax table's `inpsThreshold`, as per cent of the part of the
 * year's compensation above it: the hacker's third (withheld) and the platform's two thirds (borne as the client).
 */
export const inpsRatesSchema = z.strictObject({ hackerPercent: percentSchema, platformPercent: percentSchema }, errorFor('validation.invalid'));
export type InpsRates = z.infer<typeof inpsRatesSchema>;

/**
 * 2026: 33.72% for workers enrolled only in the Gestione Separata (33% IVS + 0.72% maternity, sickness and family
 * allowances; no DIS-COLL for occasional work), INPS circular no. 8 of 3 February 2026; a third borne by the worker and
 * two thirds by the client (art. 2(30) law 335/1995, applied to occasional work by art. 44(2) decree-law 269/2003).
 */
export const DEFAULT_INPS_RATES: InpsRates = { hackerPercent: 11.24, platformPercent: 22.48 };

const NO_TAX: TaxRule = { vatPercent: 0, withholdingPercent: 0, stampDutyAmount: 0, stampDutyThreshold: 0, inpsThreshold: null };
const OCCASIONAL: TaxRule = { ...NO_TAX, withholdingPercent: 20, inpsThreshold: 5000 };

/** DECISIONS "Hacker payments"; foreign VAT is reverse charge, so no VAT is added here. */
export const DEFAULT_TAX_TABLE: TaxTable = {
  it_ordinary_vat: { ...NO_TAX, vatPercent: 22, withholdingPercent: 20 },
  it_flat_rate: { ...NO_TAX, stampDutyAmount: 2, stampDutyThreshold: 77.47 },
  it_occasional_employee: OCCASIONAL,
  it_occasional_self_employed: OCCASIONAL,
  foreign_vat: NO_TAX,
  foreign_occasional: NO_TAX,
};

const flag = z.boolean(errorFor('validation.invalid'));

const supportEmailSchema = z
  .string(errorFor('validation.email'))
  .trim()
  .toLowerCase()
  .min(1, errorFor('validation.required'))
  .max(254, errorFor('validation.email'))
  .pipe(z.email(errorFor('validation.email')));

/** Every setting with its schema and default; `settings.get(key)` on the server returns this type. */
export const PLATFORM_SETTINGS = {
  LOGIN_DISABLED: { schema: flag, default: false },
  REGISTRATION_DISABLED: { schema: flag, default: false },
  /** Switches off the GOVERNED_FEATURES (new reports, new programs, deposits). */
  FEATURE_DISABLED: { schema: flag, default: false },
  /** Where people reach the platform's support; public (GET /api/platform). */
  SUPPORT_EMAIL: { schema: supportEmailSchema, default: DEFAULT_SUPPORT_EMAIL },
  REWARD_FLOORS: { schema: rewardFloorsSchema, default: { low: 100, medium: 300, high: 800, critical: 2000 } },
  TESTING_ACCOUNT_MIN_SCORE: { schema: scoreSchema, default: 0 },
  VAT_RATE_PERCENT: { schema: percentSchema, default: 22 },
  MANAGED_FEE_PERCENT: { schema: percentSchema, default: 10 },
  VERIFICATION_FEE_PERCENT: { schema: percentSchema, default: 5 },
  /** Paid from the program budget to the reporting hacker who retests a fix (DECISIONS "Reports", Fix verification). */
  RETEST_FEE: { schema: euroAmountSchema, default: 50 },
  TAX_TABLE: { schema: taxTableSchema, default: DEFAULT_TAX_TABLE },
  /** The Gestione Separata rates of occasional work above the INPS threshold (DECISIONS "Hacker payments"). */
  INPS_GESTIONE_SEPARATA: { schema: inpsRatesSchema, default: DEFAULT_INPS_RATES },
  /** Per user, the writes that notify people (admin/write-limits.ts); replaced whole. */
  WRITE_LIMITS: { schema: writeLimitsSchema, default: DEFAULT_WRITE_LIMITS },
  /** A hacker with this many accepted reports gets the trusted limits. */
  TRUSTED_HACKER_MIN_ACCEPTED_REPORTS: { schema: scoreSchema, default: 5 },
  /** How many times the write limits trusted users get (staff, super admins, hackers with a good record). */
  TRUSTED_WRITE_LIMIT_MULTIPLIER: { schema: trustedMultiplierSchema, default: 3 },
  /** Days a delivered domain event is kept (the audit log, timelines and payment histories are kept for good). */
  EVENT_RETENTION_DAYS: {
    schema: z
      .int(errorFor('validation.invalid'))
      .min(7, errorFor('validation.settings.retentionDays'))
      .max(3650, errorFor('validation.settings.retentionDays')),
    default: 90,
  },
} as const;

export type SettingKey = keyof typeof PLATFORM_SETTINGS;
export const SETTING_KEYS = Object.keys(PLATFORM_SETTINGS) as SettingKey[];

type Shape = { [K in SettingKey]: (typeof PLATFORM_SETTINGS)[K]['schema'] };
const shape = Object.fromEntries(SETTING_KEYS.map((key) => [key, PLATFORM_SETTINGS[key].schema])) as Shape;

/** GET /api/admin/settings: every setting, stored or default. */
export const platformSettingsSchema = z.object(shape);
export type PlatformSettings = z.infer<typeof platformSettingsSchema>;

/** PATCH /api/admin/settings: any subset of the keys; an unknown key is a 422. */
export const platformSettingsPatchSchema = z
  .strictObject(shape, { error: (issue) => (issue.code === 'unrecognized_keys' ? 'validation.settings.unknownKey' : 'validation.invalid') })
  .partial();
export type PlatformSettingsPatch = z.infer<typeof platformSettingsPatchSchema>;

export const SETTING_DEFAULTS = Object.fromEntries(SETTING_KEYS.map((key) => [key, PLATFORM_SETTINGS[key].default])) as PlatformSettings;

/** GET /api/platform (public): what every screen may need to know of the platform's settings. */
export const platformInfoSchema = z.object({
  supportEmail: z.string(),
  /** The features FEATURE_DISABLED has switched off now (empty while it is off). */
  disabledFeatures: z.array(z.enum(GOVERNED_FEATURES)),
});
export type PlatformInfo = z.infer<typeof platformInfoSchema>;
