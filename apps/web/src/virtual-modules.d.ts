/** scripts/locale-bundles.ts: each language's translations (all of src/locales/<language>/*.json) in one load. */
declare module 'virtual:locale-bundles' {
  import type { Language } from '@bb/domain/i18n';

  const loaders: Record<Language, () => Promise<Record<string, unknown>>>;
  export default loaders;
}
