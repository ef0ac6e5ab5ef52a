import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const API_ROOT = fileURLToPath(new URL('../..', import.meta.url));

export interface OperatorRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs an operator command as an operator does (its own process), with this environment and standard input. */
export function runOperator(args: string[], env: Record<string, string | undefined>, input = ''): Promise<OperatorRun> {
  return new Promise((resolve) => {
    const child = execFile(
      process.execPath,
      ['--import', 'tsx', 'src/scripts/operator.ts', ...args],
      { cwd: API_ROOT, env: { ...process.env, NODE_ENV: 'development', ...env } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
    child.stdin?.end(input);
  });
}
