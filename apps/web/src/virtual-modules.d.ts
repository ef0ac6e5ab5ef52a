/** scripts/locale-bundles.ts: each language's translations (all of src/locales/<language>/*.json) in one load. */
declare module 'virtual:locale-bundles' {
  import type { Language } from '@bb/domain/i18n';

  const loaders: Record<Language, () => Promise<Record<string, unknown>>>;
  export default loaders;
}

/** scripts/mantine-swaps.ts: Mantine's own `useCombobox`, which src/lib/mantine-use-combobox.ts builds on. */
declare module 'mantine-original:use-combobox' {
  export { useCombobox } from '@mantine/core';
}
