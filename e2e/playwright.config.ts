import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3210);
export const BASE_URL = `http://127.0.0.1:${PORT}`;
// The run's directory (data, database URL), named once: the test workers inherit it with the environment.
process.env.E2E_RUN_DIR ??= join(tmpdir(), `bb-e2e-${Date.now().toString(36)}-${process.pid}`);

/** Debian's chromium, headless; never a downloaded browser. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/**
 * A failed test's trace and screenshots, for a person to open. CI (E2E_SCREENSHOTS=off, as for the tests' own
 * screenshots) keeps none: nobody can open them there, and their list (a screenshot of every page still open in the
 * browser, dozens late in the run) is printed after the error and pushed it out of the part of the output CI shows.
 */
const KEEP_FAILURE_ARTEFACTS = process.env.E2E_SCREENSHOTS !== 'off';

export default defineConfig({
  testDir: './tests',
  timeout: 90_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  outputDir: './test-results',
  use: {
    baseURL: BASE_URL,
    browserName: 'chromium',
    headless: true,
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
    locale: 'it-IT',
    // Mantine then skips its transitions: screenshots and contrast checks never catch a half-faded modal.
    reducedMotion: 'reduce',
    actionTimeout: 15_000,
    trace: KEEP_FAILURE_ARTEFACTS ? 'retain-on-failure' : 'off',
    screenshot: KEEP_FAILURE_ARTEFACTS ? 'only-on-failure' : 'off',
  },
  webServer: {
    command: `node --import tsx scripts/start-server.ts`,
    url: `${BASE_URL}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: { E2E_PORT: String(PORT), E2E_RUN_DIR: process.env.E2E_RUN_DIR },
    // SIGTERM lets the script stop the app and remove the run's database and directory.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
  },
});
