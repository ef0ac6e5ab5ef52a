import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Language } from '@bb/domain/i18n';
import type { Plugin } from 'vite';
import { domainTranslations, mergeTranslations, type TranslationTree } from '../src/lib/domain-translations.ts';

const MODULE_ID = 'virtual:locale-bundles';
const RESOLVED_ID = `\0${MODULE_ID}`;

/**
 * One language's areas as one object (locales/it/auth.json becomes its `auth` key), and the domain's error and
 * validation wording over them: the domain is their single source, and in the bundle no page loads it as script.
 */
async function bundleOf(dir: string, language: string, watch: (file: string) => void): Promise<TranslationTree> {
  const names = (await readdir(dir)).filter((name) => name.endsWith('.json')).sort();
  const bundle: TranslationTree = {};
  for (const name of names) {
    const file = join(dir, name);
    watch(file);
    bundle[name.slice(0, -'.json'.length)] = JSON.parse(await readFile(file, 'utf8')) as TranslationTree;
  }
  return mergeTranslations(bundle, domainTranslations(language as Language));
}

/**
 * `virtual:locale-bundles`: per language (a folder of `localesDir`), a loader of all its areas at once. The client
 * build writes each language as one JSON file that its loader fetches, so a page loads only its language's file, as
 * data rather than script; the dev server and the tests get the bundles inline.
 */
export function localeBundles(localesDir: string): Plugin {
  let emitFiles = false;
  return {
    name: 'bb-locale-bundles',
    configResolved(config) {
      emitFiles = config.command === 'build' && !config.build.ssr;
    },
    resolveId: (id) => (id === MODULE_ID ? RESOLVED_ID : undefined),
    async load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const languages = (await readdir(localesDir, { withFileTypes: true }))
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
        .sort();
      const loaders = await Promise.all(
        languages.map(async (language) => {
          const json = JSON.stringify(await bundleOf(join(localesDir, language), language, (file) => this.addWatchFile(file)));
          if (!emitFiles) return `${JSON.stringify(language)}: () => Promise.resolve(${json})`;
          const reference = this.emitFile({ type: 'asset', name: `locale-${language}.json`, source: json });
          return `${JSON.stringify(language)}: () => fetchBundle(import.meta.ROLLUP_FILE_URL_${reference})`;
        }),
      );
      return [
        'async function fetchBundle(url) {',
        '  const response = await fetch(url);',
        '  if (!response.ok) throw new Error(`${url}: ${response.status}`);',
        '  return response.json();',
        '}',
        `export default { ${loaders.join(', ')} };`,
      ].join('\n');
    },
  };
}
