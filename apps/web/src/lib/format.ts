import { dateTimeFormat, formatEuro, numberFormat, toCents, type Cents } from '@bb/domain';
import type { Language } from '@bb/domain/i18n';
import { getLanguage } from './language.ts';

/** The locale the interface's numbers and dates are written in, per language. */
export const INTL_LOCALES = { it: 'it-IT', en: 'en-GB' } as const satisfies Record<Language, string>;

/** Day, long month, year and HH:MM (spec part 1 section 9). */
export function formatDateTime(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  return dateTimeFormat(INTL_LOCALES[getLanguage()], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  }).format(date);
}

export function formatDate(value: string | Date, month: 'long' | 'short' = 'long'): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  return dateTimeFormat(INTL_LOCALES[getLanguage()], { day: 'numeric', month, year: 'numeric' }).format(date);
}

/** A calendar day sent as YYYY-MM-DD (a value date), read as that local day rather than UTC midnight; `short` for dense tables. */
export function formatDay(day: string, month: 'long' | 'short' = 'long'): string {
  const [year = 0, monthNumber = 1, date = 1] = day.split('-').map(Number);
  return formatDate(new Date(year, monthNumber - 1, date), month);
}

/** Cents as euro with 2 decimals in the interface language ("1.234,56 €", "€1,234.56"). */
export function formatCents(cents: Cents): string {
  return formatEuro(cents, INTL_LOCALES[getLanguage()]);
}

/** A euro amount from the API (at most 2 decimals), formatted through cents so no float rounding shows. */
export function formatAmount(euro: number): string {
  return formatCents(toCents(euro));
}

/** A euro amount without decimals, for cards and charts ("fino a 7.500 €"; spec part 2 section 9: 0 decimals in compact). */
export function formatCompactAmount(euro: number): string {
  return formatEuro(toCents(euro), INTL_LOCALES[getLanguage()], { compact: true });
}

/** A signed amount with its sign always shown ("+1.000,00 €", "-250,00 €"). */
export function formatSignedAmount(euro: number): string {
  return euro > 0 ? `+${formatAmount(euro)}` : formatAmount(euro);
}

/** A percentage as the reader writes it: 12,5% in Italian, 12.5% in English (at most 2 decimals). */
export function formatPercent(value: number): string {
  return `${numberFormat(INTL_LOCALES[getLanguage()], { maximumFractionDigits: 2 }).format(value)}%`;
}
