import { LANGUAGES, type Language } from '@bb/domain/i18n';
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { i18nextOptions } from '../lib/i18next-options.ts';

type Tree = { [key: string]: string | Tree };

// One JSON file per area and language (locales/it/home.json -> the `home.*` keys), all read on the server.
const localeFiles = import.meta.glob<Tree>('./locales/*/*.json', { eager: true, import: 'default' });

/** The site's wording of one language: `{ home: {...}, shell: {...}, ... }`. */
export function siteTranslations(language: Language): Tree {
  const prefix = `./locales/${language}/`;
  const tree: Tree = {};
  for (const [path, content] of Object.entries(localeFiles)) {
    if (path.startsWith(prefix)) tree[path.slice(prefix.length, -'.json'.length)] = content;
  }
  return tree;
}

const instances = new Map<Language, i18n>();

/** One i18next instance per language, built once and shared by every server render (renders only read it). */
export function siteI18n(language: Language): i18n {
  const existing = instances.get(language);
  if (existing) return existing;
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({ ...i18nextOptions(language, siteTranslations(language)), supportedLngs: [...LANGUAGES], initAsync: false });
  instances.set(language, instance);
  return instance;
}
