import type { Plugin } from 'vite';

/**
 * Mantine's `useId` (@mantine/hooks) starts from React's id and then, in a layout effect after the component first
 * appears, swaps it for a random one. Every input, select, popover and tab of a page is thereby rendered a second time,
 * synchronously, right after the first: on a phone loading a painted page that second pass was a third of the app's
 * start (a task of 60 ms on this machine, 240 ms on Lighthouse's phone). React's `useId` is unique within the app and
 * the same on the server, which is all Mantine needs: `replacement` gives Mantine that id, as its first render already
 * did, and keeps it.
 */
export function mantineStableIds(replacement: string): Plugin {
  return {
    name: 'bb-mantine-stable-ids',
    enforce: 'pre',
    resolveId(source, importer) {
      if (importer?.includes('/@mantine/hooks/') && /(^|\/)use-id\/use-id\.mjs$/.test(source)) return replacement;
      return null;
    },
  };
}
