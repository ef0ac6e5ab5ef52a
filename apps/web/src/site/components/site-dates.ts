import type { Language } from '@bb/domain';

const LOCALES = { it: 'it-IT', en: 'en-GB' } as const;

/** Whether `value` is a real calendar day written `YYYY-MM-DD`. */
export function isCalendarDay(value: string | null | undefined): value is string {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** A calendar day (`YYYY-MM-DD`) in the page's language: "28 novembre 2026", with the weekday when asked ("venerdì 4 dicembre 2026"). */
export function formatDay(day: string, language: Language, { weekday = false }: { weekday?: boolean } = {}): string {
  return new Intl.DateTimeFormat(LOCALES[language], {
    timeZone: 'UTC',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    ...(weekday ? { weekday: 'long' as const } : {}),
  }).format(new Date(`${day}T00:00:00Z`));
}
