import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root,
  plugins: [react()],
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    // The API's CSP forbids inline scripts: never inline the module preload polyfill.
    modulePreload: { polyfill: false },
    assetsInlineLimit: 0,
  },
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
});
