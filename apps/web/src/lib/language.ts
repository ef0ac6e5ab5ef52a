import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_STORAGE_KEY, pickLanguage, type Language } from '@bb/domain/i18n';
import { browser } from './browser.ts';

let current: Language = DEFAULT_LANGUAGE;

/** The language the interface runs in (what the API receives as Accept-Language). */
export function getLanguage(): Language {
  return current;
}

const YEAR_SECONDS = 365 * 24 * 3600;

/** Sets the interface language; a cookie of the same name tells the server which language the public pages speak. */
export function setCurrentLanguage(language: Language): void {
  current = language;
  if (typeof document === 'undefined') return;
  document.documentElement.lang = language;
  document.cookie = `${LANGUAGE_STORAGE_KEY}=${language}; path=/; max-age=${YEAR_SECONDS}; samesite=lax`;
}

function readStoredLanguage(): string | null {
  try {
    return window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** The stored choice, else the browser's preferred languages, else Italian. */
export function resolveInitialLanguage(): Language {
  const stored = readStoredLanguage();
  if (isLanguage(stored)) return stored;
  return pickLanguage(typeof navigator === 'undefined' ? null : navigator.languages);
}

/** Stores the choice under appLanguage and reloads, as the spec asks. */
export function switchLanguage(language: Language): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage can be unavailable (private mode): the reload then falls back to the browser language.
  }
  browser.reload();
}
