/**
 * Platform settings a super admin can change (DECISIONS "Fees, budgets and tiers", "Hacker payments",
 * "Accounts and security"): one schema per key, with the default used while nothing is stored.
 */
import { z } from 'zod';
import { DEFAULT_SUPPORT_EMAIL, GOVERNED_FEATURES, SEVERITY_KEYS } from './platform-constants.ts';
import { settingError, euroAmountSchema, percentSchema, scoreSchema, TAX_REGIMES, type TaxRegime } from './setting-values.ts';
import { DEFAULT_WRITE_LIMITS, trustedMultiplierSchema, writeLimitsSchema } from './write-limits.ts';

export const rewardFloorsSchema = z
  .strictObject({ low: euroAmountSchema, medium: euroAmountSchema, high: euroAmountSchema, critical: euroAmountSchema }, settingError('validation.invalid'))
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
  settingError('validation.invalid'),
);
export type TaxRule = z.infer<typeof taxRuleSchema>;

export const taxTableSchema = z.strictObject(
  Object.fromEntries(TAX_REGIMES.map((regime) => [regime, taxRuleSchema])) as Record<TaxRegime, typeof taxRuleSchema>,
  settingError('validation.invalid'),
);
export type TaxTable = z.infer<typeof taxTableSchema>;

/**
 * INPS Gestione Separata on Italian occasional work above the tax table's `inpsThreshold`, as per cent of the part of the
 * year's compensation above it: the hacker's third (withheld) and the platform's two thirds (borne as the client).
 */
export const inpsRatesSchema = z.strictObject({ hackerPercent: percentSchema, platformPercent: percentSchema }, settingError('validation.invalid'));
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

const flag = z.boolean(settingError('validation.invalid'));

const supportEmailSchema = z
  .string(settingError('validation.email'))
  .trim()
  .toLowerCase()
  .min(1, settingError('validation.required'))
  .max(254, settingError('validation.email'))
  .pipe(z.email(settingError('validation.email')));

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
      .int(settingError('validation.invalid'))
      .min(7, settingError('validation.settings.retentionDays'))
      .max(3650, settingError('validation.settings.retentionDays')),
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
