import { getLanguage } from '../../../lib/language.ts';

const LOCALES = { it: 'it-IT', en: 'en-GB' } as const;

/** Largest unit first: a unit is used once the distance reaches one of it. */
const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** "3 ore fa", "ieri", "adesso" in the interface language; a time in the future (clock skew) reads as now. */
export function formatRelativeTime(value: string | Date, now: Date = new Date()): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  const seconds = Math.max(0, Math.round((now.getTime() - date.getTime()) / 1000));
  const format = new Intl.RelativeTimeFormat(LOCALES[getLanguage()], { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (seconds >= size) return format.format(-Math.floor(seconds / size), unit);
  }
  return format.format(0, 'second');
}
