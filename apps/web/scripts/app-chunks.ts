import { resolve } from 'node:path';
import type { Plugin, Rolldown } from 'vite';

type ModuleGraph = Pick<Rolldown.PluginContext, 'getModuleInfo'>;

/** The modules reachable from `from` through static imports, and through the dynamic ones of the modules `dynamic` names. */
function reachable(graph: ModuleGraph, from: string, dynamic: (id: string) => boolean): Set<string> {
  const seen = new Set<string>();
  const pending = [from];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    const info = graph.getModuleInfo(id);
    pending.push(...(info?.importedIds ?? []), ...(dynamic(id) ? (info?.dynamicallyImportedIds ?? []) : []));
  }
  return seen;
}

/**
 * The small chunks lazy pages share (a Mantine component, an icon, a helper: 162 of 268 chunks were under 2 KB, and
 * the programs page fetched 92 scripts) are copied into the chunks that read them; rolldown's runtime keeps one
 * instance of each module across the copies. Each request costs a round trip and about 1 KB of headers, which on
 * Lighthouse's mobile network outweighed the code itself: the programs page went from 92 scripts to 27 and from
 * 62 to 75 on mobile (93 to 98 on desktop). Styles stay files (Vite's CSS plugin emits a style from every chunk
 * that lists its module). Needs `preserveEntrySignatures: false` (vite.config.ts).
 */
const INLINE_SMALL_SHARED_CHUNKS: Rolldown.CodeSplittingOptions['experimentalInlineCommonChunks'] = {
  maxSize: 8 * 1024,
  exclude: /\.(css|scss|sass|less|styl|stylus|pcss|postcss|sss)(\?|$)/,
};

/**
 * The signed-in app's entry (`app`, an HTML entry) in a few files instead of a score of small ones. Left to itself,
 * rolldown cuts out of the entry every module that a lazy page imports too (React, Mantine's core, the router...),
 * each into a chunk of its own, which every first load then fetches as a request of its own. Here what the entry
 * imports statically is one chunk, but for what the public site (`site`, the other HTML entry) uses, kept apart so
 * that the site never loads the app: what both entries import (a few constants) in one chunk, and what the site's
 * islands share with the app's entry (React, i18next, Mantine's core) in another. The small chunks lazy pages share
 * are inlined (INLINE_SMALL_SHARED_CHUNKS). The app's start module (`start`) sets up its parts a task at a time by
 * importing them dynamically (src/main.tsx): those parts count as the entry's own, in the same files.
 */
export function appEntryChunk(entries: { app: string; site: string; start: string }): Plugin {
  const app = resolve(entries.app);
  const site = resolve(entries.site);
  const start = resolve(entries.start);
  let appStatic = new Set<string>();
  let siteStatic = new Set<string>();
  let siteAll = new Set<string>();
  return {
    name: 'bb-app-entry-chunk',
    apply: (config, { command }) => command === 'build' && !config.build?.ssr,
    // The parts the start module imports dynamically are entries of the build: a module reached only through a
    // dynamic import is not rolldown's `$initial`, and would leave the entry's files for chunks of its own.
    moduleParsed(info) {
      if (info.id !== start) return;
      for (const id of info.dynamicallyImportedIds) this.emitFile({ type: 'chunk', id });
    },
    buildEnd() {
      appStatic = reachable(this, app, (id) => id === start);
      siteStatic = reachable(this, site, () => false);
      siteAll = reachable(this, site, () => true);
    },
    outputOptions(options) {
      const groups: Rolldown.CodeSplittingGroup[] = [
        { name: 'entries-shared', priority: 3, tags: ['$initial'], test: (id) => siteStatic.has(id) && appStatic.has(id) },
        { name: 'islands-shared', priority: 2, tags: ['$initial'], test: (id) => siteAll.has(id) && !siteStatic.has(id) && appStatic.has(id) },
        { name: 'app', priority: 1, tags: ['$initial'], test: (id) => appStatic.has(id) && !siteAll.has(id) },
      ];
      return { ...options, codeSplitting: { groups, experimentalInlineCommonChunks: INLINE_SMALL_SHARED_CHUNKS } };
    },
  };
}
