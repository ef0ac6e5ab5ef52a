/**
 * Money as integer cents (DECISIONS "Money"). The API speaks euro as JSON numbers with at most
 * two decimals; everything in between is an integer number of cents, so no float ever carries
 * a balance. Percentages are applied in basis points with half-up rounding.
 */

import { numberFormat } from './intl-formats.ts';

/** Whole cents. Safe as a JS number up to about 90 trillion euro. */
export type Cents = number;

/**
 * The largest euro amount any input takes (DECISIONS: a budget, a budget increase, a prize; hand-recorded
 * transfers add the cents, 999,999,999.99). Below 10^12 cents, an amount times a rate in basis points (10^4)
 * stays below 2^53, so cents arithmetic is exact in a JS number as in a PostgreSQL bigint.
 */
export const MAX_EURO = 999_999_999;

/** JSON numbers print in their shortest exact form, so "at most 2 decimals" is a check on that form. */
export function hasAtMostTwoDecimals(value: number): boolean {
  return Number.isFinite(value) && /^-?\d+(\.\d{1,2})?$/.test(String(value));
}

/** Euro as the API takes it: a finite number from `min` to `max` with at most two decimals. */
export function isEuroAmount(value: number, min: number, max: number = MAX_EURO): boolean {
  return value >= min && value <= max && hasAtMostTwoDecimals(value);
}

/** Euro (at most two decimals, checked by the schemas) to cents. */
export function toCents(euro: number): Cents {
  const cents = Math.round(euro * 100);
  if (!Number.isSafeInteger(cents)) throw new RangeError(`not an amount: ${euro}`);
  return cents;
}

/** Cents to the euro number the API sends. */
export function fromCents(cents: Cents): number {
  return cents / 100;
}

/**
 * What a user typed in an amount field (digits and at most one decimal point, Italian comma
 * accepted) to cents, without passing through a float; null when it is not an amount.
 */
export function parseEuroInput(text: string): Cents | null {
  const match = /^(\d{1,12})(?:[.,](\d{0,2}))?$/.exec(text.trim());
  if (!match) return null;
  const [, whole = '0', fraction = ''] = match;
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** Keeps only digits and the first decimal point, for amount inputs that filter as the user types. */
export function filterEuroInput(text: string): string {
  const cleaned = text.replace(/,/g, '.').replace(/[^\d.]/g, '');
  const point = cleaned.indexOf('.');
  if (point === -1) return cleaned;
  return `${cleaned.slice(0, point + 1)}${cleaned
    .slice(point + 1)
    .replace(/\./g, '')
    .slice(0, 2)}`;
}

/** Basis points of a percentage given with at most two decimals (22 -> 2200). */
export function percentToBasisPoints(percent: number): number {
  return Math.round(percent * 100);
}

/** a / b rounded half away from zero, for integers. */
function divideRounded(a: number, b: number): number {
  const quotient = Math.floor(Math.abs(a) / b);
  const remainder = Math.abs(a) - quotient * b;
  const rounded = remainder * 2 >= b ? quotient + 1 : quotient;
  return a < 0 ? -rounded : rounded;
}

/** `percent` % of an amount, rounded to the cent (half up). */
export function percentOf(cents: Cents, percent: number): Cents {
  return divideRounded(cents * percentToBasisPoints(percent), 10_000);
}

export interface VatBreakdown {
  net: Cents;
  vat: Cents;
  gross: Cents;
}

/** The transfer calculator: VAT added on top of the amount the wallet should receive. */
export function addVat(net: Cents, ratePercent: number): VatBreakdown {
  const vat = percentOf(net, ratePercent);
  return { net, vat, gross: net + vat };
}

/** A gross transfer split into the wallet credit (gross / (1 + rate), to the cent) and its VAT. */
export function splitGross(gross: Cents, ratePercent: number): VatBreakdown {
  const basisPoints = percentToBasisPoints(ratePercent);
  const net = divideRounded(gross * 10_000, 10_000 + basisPoints);
  return { net, vat: gross - net, gross };
}

/** "1.234,56 €" in Italian (grouped from the thousands, which Italian CLDR skips for 4 digits), "€1,234.56" in English; `compact` drops the decimals ("1.235 €"). */
export function formatEuro(cents: Cents, locale = 'it-IT', { compact = false }: { compact?: boolean } = {}): string {
  const digits = compact ? 0 : 2;
  const format = numberFormat(locale, {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    useGrouping: 'always',
  });
  return format.format(cents / 100);
}
