import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
    globalSetup: ['./src/test/global-setup.ts'],
    // TEST_NOW runs the tests as if it were that moment (src/test/test-clock.ts).
    setupFiles: ['./src/test/clock-setup.ts', './src/test/one-statement-per-connection.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    maxWorkers: 2,
  },
});
