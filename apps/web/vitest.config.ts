import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { localeBundles } from './scripts/locale-bundles.ts';
import { mantineStableIds } from './scripts/mantine-stable-ids.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root,
  plugins: [react(), localeBundles(`${root}/src/locales`), mantineStableIds(`${root}/src/lib/mantine-use-id.ts`)],
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
