/**
 * The repository stands alone: no source, test, script, CI file or package.json may refer to a path
 * outside it (the team's shared reference folder beside the checkout, an absolute /work path, or a
 * relative path that climbs above the repository root). Reference data the tests need is copied into
 * test-data/ instead, with its provenance in SOURCE.md. Files are read with node:fs, so this catches
 * comments, strings and shell lines alike.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/** apps/api/src/test -> the repository root. */
const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

/** Folders never scanned: installed or built output, local runtime data, the copied reference data itself. */
const SKIPPED_DIRS = new Set(['node_modules', 'dist', '.git', 'coverage', 'test-results', 'playwright-report', 'screenshots']);
const SKIPPED_TOP_DIRS = new Set(['data', 'test-data']);
/**
 * The lint rule's own test lints code of made-up files (`apps/web/src/features/x/...`): its relative
 * import specifiers are resolved from those files, not read from its folder, so climbing is not an
 * offence there (a reference to the shared folder or /work still is).
 */
const LINT_FIXTURE_FILES = new Set(['tools/eslint-boundaries.test.ts']);
/** Source, tests, scripts and configuration (package.json, tsconfig, CI files). */
const SCANNED_EXTENSIONS = /\.(?:[cm]?[jt]sx?|json|jsonc|sh|bash|ya?ml|html)$/;
/** CI folders: every file in them is scanned, whatever its name (.ci/run has no extension). */
const CI_DIRS = ['.ci', '.github'];

// Built from pieces so that this file does not match its own patterns.
const SHARED_FOLDER = new RegExp(['\\.\\.', 'shared\\b'].join('/') + '|\\b' + ['shared', '(?:data|spec)\\b'].join('/'));
const WORK_PATH = new RegExp(['', 'work', ''].join('/'));
/** `..` or `../..` or `../../some/path`, not part of a longer word, a spread (`...x`) or a longer path (`x/..`). */
const CLIMB = /(?<![\w.\\/@-])\.\.(?:\/\.\.)*(?:\/[\w.@/-]*)?(?![.\w])/g;
/** A run of string arguments that starts with `'..'`, as in join(dir, '..', '..', 'x'). */
const SEGMENT_RUN = /(['"])\.\.\1(?:\s*,\s*(['"])[^'"]*\2)*/g;

interface Offence {
  file: string;
  line: number;
  reason: string;
  text: string;
}

/** Whether a relative path, taken from the folder of `file` (relative to the root), lands outside the repository. */
function climbsOut(file: string, path: string): boolean {
  const target = relative(ROOT, resolve(ROOT, dirname(file), path));
  return target === '..' || target.startsWith(`..${sep}`) || isAbsolute(target);
}

/** The references to paths outside the repository in one file's text; `file` is relative to the root. */
function findOutsideReferences(file: string, text: string): Offence[] {
  const offences: Offence[] = [];
  text.split('\n').forEach((content, index) => {
    const report = (reason: string) => offences.push({ file, line: index + 1, reason, text: content.trim() });
    if (SHARED_FOLDER.test(content)) report('refers to the shared folder beside the repository');
    if (WORK_PATH.test(content)) report('refers to an absolute path under /work');
    const runs = [...content.matchAll(SEGMENT_RUN)].map((match) => [...match[0].matchAll(/(['"])([^'"]*)\1/g)].map((part) => part[2]).join('/'));
    const paths = [...content.replace(SEGMENT_RUN, ' ').matchAll(CLIMB)].map((match) => match[0]);
    const climbing = [...runs, ...paths].filter((path) => climbsOut(file, path));
    if (climbing.length > 0) report(`climbs above the repository root: ${climbing.join(', ')}`);
  });
  return offences;
}

/** The repository's files that this check covers, relative to the root, with `/` separators. */
function scannedFiles(directory = ROOT, inCi = false): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    const path = join(directory, entry.name);
    const fromRoot = relative(ROOT, path).split(sep).join('/');
    if (entry.isDirectory()) {
      if (SKIPPED_DIRS.has(entry.name) || (directory === ROOT && SKIPPED_TOP_DIRS.has(entry.name))) continue;
      files.push(...scannedFiles(path, inCi || (directory === ROOT && CI_DIRS.includes(entry.name))));
    } else if (entry.isFile() && (inCi || SCANNED_EXTENSIONS.test(entry.name))) {
      files.push(fromRoot);
    }
  }
  return files;
}

describe('the repository boundary', () => {
  it('has no source, test, script, CI file or package.json that refers to a path outside the repository', () => {
    const files = scannedFiles();
    expect(files).toEqual(expect.arrayContaining(['package.json', 'apps/api/package.json', '.ci/run', 'apps/api/src/test/repository-boundary.test.ts']));
    const offences = files
      .flatMap((file) => findOutsideReferences(file, readFileSync(join(ROOT, file), 'utf8')))
      .filter((offence) => !(LINT_FIXTURE_FILES.has(offence.file) && offence.reason.startsWith('climbs')));
    const listing = offences.map((offence) => `${offence.file}:${offence.line}: ${offence.reason}\n    ${offence.text}`).join('\n');
    expect(offences, `paths outside the repository (copy the data into test-data/ instead):\n${listing}`).toEqual([]);
  });

  // The lines that read the shared folder before test-data/ existed, rebuilt from pieces.
  const up = (levels: number) => '../'.repeat(levels);
  const shared = ['shared', 'data'].join('/');
  const work = ['', 'work', 'shared', 'data'].join('/');
  it.each([
    ['packages/domain/src/programs/rich-text.test.ts', `readFileSync(new URL('${up(5)}${shared}/payloads/xss.json', import.meta.url), 'utf8')`],
    ['apps/api/src/lib/list-query.test.ts', `await import('${up(5)}${shared}/payloads/sqli.json', { with: { type: 'json' } })`],
    ['apps/api/src/modules/uploads/uploads.test-support.ts', `resolve(import.meta.dirname, '${up(6)}${shared}/payloads/files')`],
    ['apps/api/src/modules/banking/fatturapa/fatturapa.test-support.ts', `/** ${work}/fatturapa: the folder beside the repository */`],
    ['apps/api/src/test/spec-routes.ts', `new URL('${up(5)}${['shared', 'spec'].join('/')}/routes.tsv', import.meta.url)`],
    ['e2e/tests/wallet-deposit.spec.ts', `const FATTURAPA = resolve(import.meta.dirname, '${up(3)}${shared}/fatturapa');`],
  ])('would catch the old reference in %s', (file, line) => {
    const offences = findOutsideReferences(file, `// first line\n${line}\n`);
    expect(offences.length).toBeGreaterThan(0);
    for (const offence of offences) expect(offence).toMatchObject({ file, line: 2, text: line });
  });

  it('catches relative paths that climb above the root without naming the shared folder', () => {
    const offences = (file: string, line: string) => findOutsideReferences(file, line).map((offence) => offence.reason);
    expect(offences('e2e/scripts/start-server.ts', `join(import.meta.dirname, '..', '..', '..', 'elsewhere')`)).toEqual([
      'climbs above the repository root: ../../../elsewhere',
    ]);
    expect(offences('package.json', `"test": "node ${up(1)}elsewhere/run.js"`)).toEqual(['climbs above the repository root: ../elsewhere/run.js']);
    expect(offences('.ci/run', `cd ${up(2)}elsewhere && ls`)).toEqual(['climbs above the repository root: ../../elsewhere']);
    expect(offences('apps/api/package.json', `"x": "${up(3)}elsewhere"`)).toHaveLength(1);
  });

  it('lets paths that stay inside the repository through', () => {
    for (const [file, line] of [
      ['apps/api/tsconfig.json', `"extends": "${up(2)}tsconfig.base.json",`],
      ['apps/api/src/modules/uploads/uploads.test-support.ts', `resolve(import.meta.dirname, '${up(5)}test-data/payloads/files')`],
      ['e2e/tests/wallet-deposit.spec.ts', `resolve(import.meta.dirname, '${up(2)}test-data/fatturapa')`],
      ['apps/api/src/scripts/x.ts', `join(import.meta.dirname, '..', '..')`],
      ['apps/api/src/x.ts', `const all = { ...deps, ...other };`],
      ['.ci/run', `cd "$(dirname "$0")/.."`],
    ] as const) {
      expect(findOutsideReferences(file, line), line).toEqual([]);
    }
  });
});
