import { ERROR_CODES, ERRORS } from '@bb/domain/errors';
import type { Language } from '@bb/domain/i18n';
import { VALIDATION_MESSAGES } from '@bb/domain/validation-messages';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import localeBundles from 'virtual:locale-bundles';
import { resolveInitialLanguage, setCurrentLanguage } from './language.ts';

type Tree = { [key: string]: string | Tree };

function setPath(tree: Tree, path: string[], value: string): void {
  let node = tree;
  for (const segment of path.slice(0, -1)) {
    const next = node[segment];
    if (typeof next === 'object') node = next;
    else node = node[segment] = {};
  }
  node[path[path.length - 1] as string] = value;
}

function merge(target: Tree, source: Tree): Tree {
  for (const [key, value] of Object.entries(source)) {
    const existing = target[key];
    if (typeof value === 'object' && typeof existing === 'object') merge(existing, value);
    else target[key] = value;
  }
  return target;
}

/**
 * The wording the domain package owns: `errors.<CODE>` from ERRORS and `validation.*` from
 * VALIDATION_MESSAGES (whose keys are already dotted i18n keys).
 */
export function domainTranslations(language: Language): Tree {
  const tree: Tree = { errors: {} };
  for (const code of ERROR_CODES) setPath(tree, ['errors', code], ERRORS[code][language]);
  for (const [key, messages] of Object.entries(VALIDATION_MESSAGES)) setPath(tree, key.split('.'), messages[language]);
  return tree;
}

/**
 * One JSON file per area and language (locales/it/auth.json -> the `auth.*` keys), loaded as one file per language
 * (scripts/locale-bundles.ts): a page fetches only its own language's, once, before the first render.
 */
export async function loadTranslations(language: Language): Promise<Tree> {
  const tree = (await localeBundles[language]()) as Tree;
  // Domain wording wins: it is the single source for error and validation messages.
  return merge(tree, domainTranslations(language));
}

/** Starts i18next in the stored or browser language and sets <html lang>. */
export async function initI18n(language: Language = resolveInitialLanguage()): Promise<typeof i18next> {
  const translation = await loadTranslations(language);
  setCurrentLanguage(language);
  if (i18next.isInitialized) {
    i18next.addResourceBundle(language, 'translation', translation, true, true);
    await i18next.changeLanguage(language);
    return i18next;
  }
  await i18next.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    resources: { [language]: { translation } },
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return i18next;
}

export { i18next as i18n };
