import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { appEntryChunk } from './scripts/app-chunks.ts';
import { localeBundles } from './scripts/locale-bundles.ts';
import { mantineSwaps } from './scripts/mantine-swaps.ts';
import { precompress } from './scripts/precompress.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
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
    ? { outDir: `${dist}/server`, emptyOutDir: true, copyPublicDir: false }
    : {
        outDir: dist,
        emptyOutDir: true,
        rolldownOptions: {
          input: { app: `${root}/index.html`, site: `${root}/site.html` },
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
