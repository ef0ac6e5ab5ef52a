import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { localeBundles } from './scripts/locale-bundles.ts';
import { mantineSwaps } from './scripts/mantine-swaps.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root,
  plugins: [react(), localeBundles(`${root}/src/locales`), mantineSwaps(root)],
  test: {
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    // Form journeys in jsdom take a few seconds on a busy 2-core machine (CI runs the API tests beside them).
    testTimeout: 20_000,
  },
});
