/**
 * After the load: `npm run ledger:check` and `npm run stats:check` (once it exists) against the bench database, run as
 * the npm scripts run them (their own process, DATABASE_URL set), their output printed as it comes.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { API_DIR, TSX } from '../bench-server.ts';

export interface CheckResult {
  name: string;
  /** The script's exit code; null when the script does not exist yet. */
  exitCode: number | null;
}

const CHECKS = [
  { name: 'ledger:check', script: 'src/scripts/ledger-check.ts' },
  { name: 'stats:check', script: 'src/scripts/stats-check.ts' },
] as const;

function runScript(script: string, databaseUrl: string): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(TSX, [script], { cwd: API_DIR, env: { ...process.env, DATABASE_URL: databaseUrl }, stdio: ['ignore', 'pipe', 'pipe'] });
    const indent = (chunk: Buffer) => process.stdout.write(chunk.toString('utf8').replace(/^(?=.)/gm, '    '));
    child.stdout.on('data', indent);
    child.stderr.on('data', indent);
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

export async function runChecks(databaseUrl: string): Promise<CheckResult[]> {
  const results: CheckResult[] = [];
  for (const check of CHECKS) {
    if (!existsSync(join(API_DIR, check.script))) {
      console.log(`  ${check.name}: skipped, ${check.script} does not exist yet`);
      results.push({ name: check.name, exitCode: null });
      continue;
    }
    console.log(`  ${check.name} (${check.script}):`);
    results.push({ name: check.name, exitCode: await runScript(check.script, databaseUrl) });
  }
  return results;
}
