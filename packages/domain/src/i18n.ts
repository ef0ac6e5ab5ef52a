export const LANGUAGES = ['it', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'it';
/** localStorage key holding the interface language (spec part 1 section 1). */
export const LANGUAGE_STORAGE_KEY = 'appLanguage';

export function isLanguage(value: unknown): value is Language {
  return value === 'it' || value === 'en';
}

/** Picks it or en from an Accept-Language header or a browser language list. */
export function pickLanguage(preferences: string | readonly string[] | undefined | null): Language {
  const list = typeof preferences === 'string' ? preferences.split(',') : (preferences ?? []);
  for (const entry of list) {
    const tag = entry.trim().slice(0, 2).toLowerCase();
    if (isLanguage(tag)) return tag;
  }
  return DEFAULT_LANGUAGE;
}
