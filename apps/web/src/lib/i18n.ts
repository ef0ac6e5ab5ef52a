import type { Language } from '@bb/domain/i18n';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import localeBundles from 'virtual:locale-bundles';
import type { TranslationTree } from './domain-translations.ts';
import { i18nextOptions } from './i18next-options.ts';
import { resolveInitialLanguage, setCurrentLanguage } from './language.ts';

/**
 * One JSON file per area and language (locales/it/auth.json -> the `auth.*` keys), with the domain's error and
 * validation wording merged in at build time, loaded as one file per language (scripts/locale-bundles.ts): a page
 * fetches only its own language's, once, before the first render, as data rather than script.
 */
export async function loadTranslations(language: Language): Promise<TranslationTree> {
  return (await localeBundles[language]()) as TranslationTree;
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
  await i18next.use(initReactI18next).init(i18nextOptions(language, translation));
  return i18next;
}

export { i18next as i18n };
