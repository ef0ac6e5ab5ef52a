import { getLanguage } from './language.ts';

const LOCALES = { it: 'it-IT', en: 'en-GB' } as const;

/** Day, long month, year and HH:MM (spec part 1 section 9). */
export function formatDateTime(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  return new Intl.DateTimeFormat(LOCALES[getLanguage()], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  }).format(date);
}

export function formatDate(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  return new Intl.DateTimeFormat(LOCALES[getLanguage()], { day: 'numeric', month: 'long', year: 'numeric' }).format(date);
}
