import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      'packages/domain',
      'apps/api',
      'apps/web',
      // The repository's own tooling (the boundaries lint plugin): plain node tests.
      { test: { name: 'tools', include: ['tools/**/*.test.ts'], environment: 'node' } },
    ],
  },
});
