import { describe, expect, it } from 'vitest';
import { DEFAULT_TAX_TABLE, platformSettingsPatchSchema, platformSettingsSchema, SETTING_DEFAULTS } from './settings.ts';

const issues = (value: unknown) => {
  const result = platformSettingsPatchSchema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).sort();
};

describe('platform settings', () => {
  it('defaults are valid settings', () => {
    expect(platformSettingsSchema.parse(SETTING_DEFAULTS)).toEqual(SETTING_DEFAULTS);
    expect(SETTING_DEFAULTS.REWARD_FLOORS).toEqual({ low: 100, medium: 300, high: 800, critical: 2000 });
    expect(DEFAULT_TAX_TABLE.it_flat_rate).toMatchObject({ stampDutyAmount: 2, stampDutyThreshold: 77.47 });
  });

  it('takes any subset and nothing', () => {
    expect(issues({})).toEqual([]);
    expect(issues({ VAT_RATE_PERCENT: 21.5, LOGIN_DISABLED: true })).toEqual([]);
  });

  it('accepts euro amounts with at most 2 decimals, also large ones', () => {
    expect(issues({ REWARD_FLOORS: { low: 0, medium: 0.01, high: 77.47, critical: 999_999_999 } })).toEqual([]);
    expect(issues({ REWARD_FLOORS: { low: 0.001, medium: 300, high: 800, critical: 2000 } })).toEqual(['REWARD_FLOORS.low: validation.settings.amount']);
    expect(issues({ REWARD_FLOORS: { low: -1, medium: 300, high: 800, critical: 2000 } })).toEqual(['REWARD_FLOORS.low: validation.settings.amount']);
  });

  it('keeps floors in severity order', () => {
    expect(issues({ REWARD_FLOORS: { low: 100, medium: 50, high: 800, critical: 700 } })).toEqual([
      'REWARD_FLOORS.critical: validation.settings.floorsOrder',
      'REWARD_FLOORS.medium: validation.settings.floorsOrder',
    ]);
  });

  it('bounds percentages to 0-100 with 2 decimals and scores to whole numbers', () => {
    expect(issues({ MANAGED_FEE_PERCENT: 100.5, VERIFICATION_FEE_PERCENT: 5.125, TESTING_ACCOUNT_MIN_SCORE: 1.5, VAT_RATE_PERCENT: -1 })).toEqual([
      'MANAGED_FEE_PERCENT: validation.settings.percent',
      'TESTING_ACCOUNT_MIN_SCORE: validation.settings.score',
      'VAT_RATE_PERCENT: validation.settings.percent',
      'VERIFICATION_FEE_PERCENT: validation.settings.percent',
    ]);
    expect(issues({ TESTING_ACCOUNT_MIN_SCORE: 250, VAT_RATE_PERCENT: 100 })).toEqual([]);
  });

  it('needs every regime of the tax table, and refuses unknown keys and wrong types', () => {
    const { foreign_vat: _dropped, ...partial } = DEFAULT_TAX_TABLE;
    expect(issues({ TAX_TABLE: partial })).toEqual(['TAX_TABLE.foreign_vat: validation.required']);
    expect(issues({ TAX_TABLE: { ...DEFAULT_TAX_TABLE, it_flat_rate: { ...DEFAULT_TAX_TABLE.it_flat_rate, inpsThreshold: 'x' } } })).toEqual([
      'TAX_TABLE.it_flat_rate.inpsThreshold: validation.settings.amount',
    ]);
    expect(issues({ NOPE: 1 })).toEqual([': validation.settings.unknownKey']);
    expect(issues({ LOGIN_DISABLED: 'yes' })).toEqual(['LOGIN_DISABLED: validation.invalid']);
  });

  it("holds the Gestione Separata rates: 2026's 33.72%, a third from the hacker and two thirds from the platform", () => {
    expect(SETTING_DEFAULTS.INPS_GESTIONE_SEPARATA).toEqual({ hackerPercent: 11.24, platformPercent: 22.48 });
    expect(issues({ INPS_GESTIONE_SEPARATA: { hackerPercent: 8, platformPercent: 16 } })).toEqual([]);
    expect(issues({ INPS_GESTIONE_SEPARATA: { hackerPercent: 11.245, platformPercent: 101 } })).toEqual([
      'INPS_GESTIONE_SEPARATA.hackerPercent: validation.settings.percent',
      'INPS_GESTIONE_SEPARATA.platformPercent: validation.settings.percent',
    ]);
    expect(issues({ INPS_GESTIONE_SEPARATA: { hackerPercent: 11.24 } })).toEqual(['INPS_GESTIONE_SEPARATA.platformPercent: validation.required']);
  });
});
