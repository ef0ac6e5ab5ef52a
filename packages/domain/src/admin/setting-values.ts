/**
 * The values the platform settings are made of that other rules use too (a hacker's tax regime, a program's score
 * threshold, amounts and percentages), apart from the settings' table (settings.ts): a screen that checks a tax regime
 * or a score does not build the whole table's schemas when its code loads.
 */
import { z } from 'zod';
import { hasAtMostTwoDecimals, isEuroAmount } from '../money.ts';

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
export const settingError = (message: string) => ({ error: (issue: { input?: unknown }) => (issue.input === undefined ? 'validation.required' : message) });

/** Euro as a JSON number: not negative, at most MAX_EURO, at most 2 decimals. */
export const euroAmountSchema = z
  .number(settingError('validation.settings.amount'))
  .refine((value) => isEuroAmount(value, 0), { error: 'validation.settings.amount' });

export const percentSchema = z
  .number(settingError('validation.settings.percent'))
  .refine((value) => value >= 0 && value <= 100 && hasAtMostTwoDecimals(value), { error: 'validation.settings.percent' });

/** A whole number of points from 0 to MAX_SCORE (also a program's own testing-account threshold). */
export const scoreSchema = z
  .number(settingError('validation.settings.score'))
  .refine((value) => Number.isSafeInteger(value) && value >= 0 && value <= MAX_SCORE, { error: 'validation.settings.score' });
