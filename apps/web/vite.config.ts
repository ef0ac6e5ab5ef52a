import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Rolldown } from 'vite';
import { appEntryChunk } from './scripts/app-chunks.ts';
import { localeBundles } from './scripts/locale-bundles.ts';
import { mantineSwaps } from './scripts/mantine-swaps.ts';
import { precompress } from './scripts/precompress.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * Dynamic imports of modules that a static import puts in the same file, on purpose, so rolldown's
 * INEFFECTIVE_DYNAMIC_IMPORT about them is expected: the start module (src/main.tsx) imports the router and the app's
 * shell from the entry's own chunk (scripts/app-chunks.ts), where each stays a lazy part evaluated when imported, and the
 * server renderer is one file holding the sign-in page beside the router that lazy-loads it in the browser. Any other
 * such import is still reported.
 */
const INTENDED_IN_SAME_FILE = new Set(
  ['src/app/router.tsx', 'src/features/auth/components/login-page.tsx', 'src/app/layouts/auth-layout.tsx'].map((module) => resolve(root, module)),
);
const onLog: Rolldown.InputOptions['onLog'] = (level, log, handler) => {
  if (log.code === 'INEFFECTIVE_DYNAMIC_IMPORT' && log.id && INTENDED_IN_SAME_FILE.has(log.id)) return;
  handler(level, log);
};
// WEB_OUT_DIR: the e2e runs build into their own directory (several runs may share a working tree).
const dist = process.env.WEB_OUT_DIR ?? fileURLToPath(new URL('./dist', import.meta.url));

/**
 * Two entries: index.html is the signed-in app, site.html the public site's page template (its small script and
 * CSS). `vite build --ssr` then builds the public site's server renderer (src/site/entry-server.tsx) into
 * dist/server, which the API loads to answer the public pages with their content already in the HTML.
 */
export default defineConfig(({ isSsrBuild }) => ({
  root,
  plugins: [
    react(),
    localeBundles(`${root}/src/locales`),
    mantineSwaps(root),
    ...(isSsrBuild ? [] : [appEntryChunk({ app: `${root}/index.html`, site: `${root}/site.html`, start: `${root}/src/main.tsx` }), precompress()]),
  ],
  build: isSsrBuild
    ? { outDir: `${dist}/server`, emptyOutDir: true, copyPublicDir: false, rolldownOptions: { onLog } }
    : {
        outDir: dist,
        emptyOutDir: true,
        rolldownOptions: {
          input: { app: `${root}/index.html`, site: `${root}/site.html` },
          onLog,
          // The entries export nothing anyone imports; rolldown may then inline small shared chunks (app-chunks.ts).
          preserveEntrySignatures: false,
        },
        // The API's CSP forbids inline scripts: never inline the module preload polyfill.
        modulePreload: { polyfill: false },
        assetsInlineLimit: 0,
      },
  // The bare `zod` is zod set jitless (src/lib/zod-jitless.ts): the CSP forbids the `new Function` zod would try.
  resolve: { alias: [{ find: /^zod$/, replacement: `${root}/src/lib/zod-jitless.ts` }] },
  // The server renderer is one self-contained file: the API loads it from wherever the build was put (an e2e run's
  // directory, a container's image) without the web app's packages next to it.
  ssr: { noExternal: true },
  // Bundled, React would pick its development build whenever the API runs without NODE_ENV=production.
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  server: {
    host: '127.0.0.1',
    proxy: {
      '/api': { target: process.env.VITE_API_URL ?? 'http://127.0.0.1:3000', changeOrigin: false },
    },
  },
  preview: {
    host: '127.0.0.1',
    proxy: {
      '/api': { target: process.env.VITE_API_URL ?? 'http://127.0.0.1:3000', changeOrigin: false },
    },
  },
}));
