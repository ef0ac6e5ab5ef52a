/**
 * The uploads directory as a backup sees it: every file under it by its relative path (the storage key), copied with
 * its size and SHA-256 taken from the bytes as they pass, so a copy is read once.
 */
import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { BackupError } from './pg-client.ts';

export interface FileEntry {
  /** Relative to the uploads directory, `/`-separated: the storage key. */
  path: string;
  bytes: number;
  sha256: string;
}

/** The local driver's half-received uploads (local-storage.ts stage): never part of a backup. */
const IN_FLIGHT = /\.part$/;

/** The relative paths of the files under `directory` (none when it does not exist), sorted. */
export async function listFiles(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { recursive: true, withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  return entries
    .filter((entry) => entry.isFile() && !IN_FLIGHT.test(entry.name))
    .map((entry) => relative(directory, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort();
}

/** `root/path`, refusing a path that would leave `root` (a manifest is input: it could have been edited). */
export function inside(root: string, path: string): string {
  const target = resolve(root, path);
  if (isAbsolute(path) || !target.startsWith(resolve(root) + sep)) throw new BackupError(`the backup names a file outside its directory: ${path}`);
  return target;
}

/**
 * Copies one file, answering the size and digest of the bytes written. The bytes go to a `.part` file first, renamed
 * over the target at the end: a target is never half-written, and one already there is replaced whole.
 */
export async function copyFile(from: string, to: string): Promise<{ bytes: number; sha256: string }> {
  const hash = createHash('sha256');
  let bytes = 0;
  const partial = `${to}.${randomBytes(6).toString('hex')}.part`;
  await mkdir(dirname(to), { recursive: true });
  try {
    await pipeline(
      createReadStream(from),
      async function* (source: AsyncIterable<Buffer>) {
        for await (const chunk of source) {
          hash.update(chunk);
          bytes += chunk.length;
          yield chunk;
        }
      },
      createWriteStream(partial, { flags: 'wx', mode: 0o600 }),
    );
    await rename(partial, to);
  } finally {
    await rm(partial, { force: true });
  }
  return { bytes, sha256: hash.digest('hex') };
}

/** The size and SHA-256 of a file, read once. */
export async function digestOf(path: string): Promise<{ bytes: number; sha256: string }> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(path), hash);
  return { bytes: (await stat(path)).size, sha256: hash.digest('hex') };
}

/** Copies every file of `from` into `to` (same relative paths) and answers their entries. */
export async function copyTree(from: string, to: string): Promise<FileEntry[]> {
  const entries: FileEntry[] = [];
  for (const path of await listFiles(from)) entries.push({ path, ...(await copyFile(inside(from, path), inside(to, path))) });
  return entries;
}
