import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      'packages/domain',
      'apps/api',
      'apps/web',
      // The repository's own tooling (the boundaries lint plugin): plain node tests.
      { test: { name: 'tools', include: ['tools/**/*.test.ts'], environment: 'node' } },
      // The Lighthouse script's calibration (the browser tests themselves run under Playwright).
      { test: { name: 'lighthouse', include: ['e2e/lighthouse/**/*.test.ts'], environment: 'node' } },
    ],
  },
});
