import type { Language } from '@bb/domain/i18n';

type Tree = { [key: string]: string | Tree };

/** How every i18next instance here starts (the app's, the server's first paint, the public site's): one language and its translations, no fallback, React escaping. */
export function i18nextOptions(language: Language, translation: Tree) {
  return {
    lng: language,
    fallbackLng: false as const,
    resources: { [language]: { translation } },
    interpolation: { escapeValue: false },
    returnNull: false,
  };
}
