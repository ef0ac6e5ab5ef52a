import { resolve } from 'node:path';
import type { Plugin, Rolldown } from 'vite';

type ModuleGraph = Pick<Rolldown.PluginContext, 'getModuleInfo'>;

/** The modules reachable from `from` through static imports, and through dynamic ones too when `dynamic`. */
function reachable(graph: ModuleGraph, from: string, dynamic: boolean): Set<string> {
  const seen = new Set<string>();
  const pending = [from];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    const info = graph.getModuleInfo(id);
    pending.push(...(info?.importedIds ?? []), ...(dynamic ? (info?.dynamicallyImportedIds ?? []) : []));
  }
  return seen;
}

/**
 * The signed-in app's entry (`app`, an HTML entry) in a few files instead of a score of small ones. Left to itself,
 * rolldown cuts out of the entry every module that a lazy page imports too (React, Mantine's core, the router...),
 * each into a chunk of its own, which every first load then fetches as a request of its own. Here what the entry
 * imports statically is one chunk, but for what the public site (`site`, the other HTML entry) uses, kept apart so
 * that the site never loads the app: what both entries import (a few constants) in one chunk, and what the site's
 * islands share with the app's entry (React, i18next, Mantine's core) in another.
 */
export function appEntryChunk(entries: { app: string; site: string }): Plugin {
  const app = resolve(entries.app);
  const site = resolve(entries.site);
  let appStatic = new Set<string>();
  let siteStatic = new Set<string>();
  let siteAll = new Set<string>();
  return {
    name: 'bb-app-entry-chunk',
    apply: (config, { command }) => command === 'build' && !config.build?.ssr,
    buildEnd() {
      appStatic = reachable(this, app, false);
      siteStatic = reachable(this, site, false);
      siteAll = reachable(this, site, true);
    },
    outputOptions(options) {
      const groups: Rolldown.CodeSplittingGroup[] = [
        { name: 'entries-shared', priority: 3, tags: ['$initial'], test: (id) => siteStatic.has(id) && appStatic.has(id) },
        { name: 'islands-shared', priority: 2, tags: ['$initial'], test: (id) => siteAll.has(id) && !siteStatic.has(id) && appStatic.has(id) },
        { name: 'app', priority: 1, tags: ['$initial'], test: (id) => !siteAll.has(id) },
      ];
      return { ...options, codeSplitting: { groups } };
    },
  };
}
