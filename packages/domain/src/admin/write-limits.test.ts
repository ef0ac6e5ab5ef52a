import { describe, expect, it } from 'vitest';
import { platformSettingsPatchSchema, SETTING_DEFAULTS } from './settings.ts';
import { DEFAULT_WRITE_LIMITS, isTrustedWriter, WRITE_LIMIT_NAMES, writeAllowance, writeLimitsSchema } from './write-limits.ts';

const issues = (value: unknown) => {
  const result = platformSettingsPatchSchema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).sort();
};

describe('write limits', () => {
  it('have a default for every limit, kept in the platform settings', () => {
    expect(Object.keys(DEFAULT_WRITE_LIMITS).sort()).toEqual([...WRITE_LIMIT_NAMES].sort());
    expect(writeLimitsSchema.parse(DEFAULT_WRITE_LIMITS)).toEqual(DEFAULT_WRITE_LIMITS);
    expect(SETTING_DEFAULTS).toMatchObject({ WRITE_LIMITS: DEFAULT_WRITE_LIMITS, TRUSTED_HACKER_MIN_ACCEPTED_REPORTS: 5, TRUSTED_WRITE_LIMIT_MULTIPLIER: 3 });
  });

  it('take whole numbers of writes (1 to 100,000) per whole minutes (1 to a week), every limit at once', () => {
    const limits = (reportSubmit: unknown) => ({ WRITE_LIMITS: { ...DEFAULT_WRITE_LIMITS, reportSubmit } });
    expect(issues(limits({ max: 100_000, windowMinutes: 10_080 }))).toEqual([]);
    expect(issues(limits({ max: 0, windowMinutes: 10_081 }))).toEqual([
      'WRITE_LIMITS.reportSubmit.max: validation.settings.writeLimitMax',
      'WRITE_LIMITS.reportSubmit.windowMinutes: validation.settings.writeLimitWindow',
    ]);
    expect(issues(limits({ max: 2.5, windowMinutes: '60' }))).toEqual([
      'WRITE_LIMITS.reportSubmit.max: validation.settings.writeLimitMax',
      'WRITE_LIMITS.reportSubmit.windowMinutes: validation.settings.writeLimitWindow',
    ]);
    expect(issues(limits({ max: 1e21, windowMinutes: 60 }))).toEqual(['WRITE_LIMITS.reportSubmit.max: validation.settings.writeLimitMax']);
    const { invitation: _dropped, ...partial } = DEFAULT_WRITE_LIMITS;
    expect(issues({ WRITE_LIMITS: partial })).toEqual(['WRITE_LIMITS.invitation: validation.required']);
    expect(issues({ WRITE_LIMITS: { ...DEFAULT_WRITE_LIMITS, uploads: { max: 1, windowMinutes: 1 } } })).toEqual(['WRITE_LIMITS: validation.invalid']);
  });

  it('bound the multiplier (1 to 100) and the good record (0 to 1,000,000 accepted reports)', () => {
    expect(issues({ TRUSTED_WRITE_LIMIT_MULTIPLIER: 100, TRUSTED_HACKER_MIN_ACCEPTED_REPORTS: 0 })).toEqual([]);
    expect(issues({ TRUSTED_WRITE_LIMIT_MULTIPLIER: 0, TRUSTED_HACKER_MIN_ACCEPTED_REPORTS: 1_000_001 })).toEqual([
      'TRUSTED_HACKER_MIN_ACCEPTED_REPORTS: validation.settings.score',
      'TRUSTED_WRITE_LIMIT_MULTIPLIER: validation.settings.multiplier',
    ]);
    expect(issues({ TRUSTED_WRITE_LIMIT_MULTIPLIER: 101 })).toEqual(['TRUSTED_WRITE_LIMIT_MULTIPLIER: validation.settings.multiplier']);
  });

  it('trust staff, super admins and hackers with enough accepted reports; never companies', () => {
    expect(isTrustedWriter({ userType: 'staff', acceptedReports: 0 }, 5)).toBe(true);
    expect(isTrustedWriter({ userType: 'superadmin', acceptedReports: 0 }, 5)).toBe(true);
    expect(isTrustedWriter({ userType: 'hacker', acceptedReports: 5 }, 5)).toBe(true);
    expect(isTrustedWriter({ userType: 'hacker', acceptedReports: 4 }, 5)).toBe(false);
    expect(isTrustedWriter({ userType: 'company', acceptedReports: 99 }, 5)).toBe(false);
  });

  it('multiply the writes, not the window, for trusted writers', () => {
    expect(writeAllowance({ max: 10, windowMinutes: 60 }, false, 3)).toEqual({ max: 10, windowSeconds: 3600 });
    expect(writeAllowance({ max: 10, windowMinutes: 60 }, true, 3)).toEqual({ max: 30, windowSeconds: 3600 });
  });
});
