import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/** A module of Mantine's that the build replaces with one of the app's, for every Mantine file that imports it. */
interface Swap {
  /** The Mantine package whose files import the module ('@mantine/hooks'). */
  package: string;
  /** The module as those files import it (a relative path ending as this pattern says). */
  module: RegExp;
  /** The app's module given instead. */
  replacement: string;
  /** Where Mantine's own module lies, from the package's directory, when the replacement builds on it. */
  original?: { specifier: string; path: string };
}

/**
 * Mantine's modules that the app gives Mantine in place of its own, each said with its reason where it is written:
 * - `useId` (@mantine/hooks; src/lib/mantine-use-id.ts) starts from React's id and then, in a layout effect after the
 *   component first appears, swaps it for a random one. Every input, select, popover and tab of a page was thereby
 *   rendered a second time, synchronously, right after the first: on a phone loading a painted page that second pass
 *   was a third of the app's start (60 ms on this machine, 240 ms on Lighthouse's phone).
 * - `useCombobox` (@mantine/core; src/lib/mantine-use-combobox.ts) keeps the id of its list of options where no render
 *   sees it change, which is why Mantine keeps every select's list mounted, hidden, from the page's first render.
 */
export function mantineSwaps(app: string): Plugin {
  const swaps: Swap[] = [
    { package: '@mantine/hooks', module: /(^|\/)use-id\/use-id\.mjs$/, replacement: join(app, 'src/lib/mantine-use-id.ts') },
    {
      package: '@mantine/core',
      module: /(^|\/)use-combobox\/use-combobox\.mjs$/,
      replacement: join(app, 'src/lib/mantine-use-combobox.ts'),
      original: { specifier: 'mantine-original:use-combobox', path: 'esm/components/Combobox/use-combobox/use-combobox.mjs' },
    },
  ];
  const require = createRequire(join(app, 'package.json'));
  // The package's CommonJS entry (its exports name no package.json), one directory below the package's own.
  const packageDir = (name: string) => join(dirname(require.resolve(name)), '..');
  return {
    name: 'bb-mantine-swaps',
    enforce: 'pre',
    resolveId(source, importer) {
      for (const swap of swaps) {
        if (swap.original?.specifier === source) return join(packageDir(swap.package), swap.original.path);
        if (importer?.includes(`/${swap.package}/`) && swap.module.test(source)) return swap.replacement;
      }
      return null;
    },
  };
}
