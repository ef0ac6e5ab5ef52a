/**
 * The operator's backup: the database dumped by pg_dump (one consistent snapshot), then the uploads directory's files,
 * then the manifest. The files are copied after the dump, so every upload the dump records as stored is in the copy
 * (one deleted in between is the exception); files that arrive meanwhile are copied too and stay unreferenced.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { AppConfig } from '../../config.ts';
import { migrationState, type Database } from '../../db/client.ts';
import { copyTree, digestOf } from './file-set.ts';
import { DUMP_FILE, localUploads, MANIFEST_FILE, UPLOADS_DIRECTORY, type Manifest } from './manifest.ts';
import { BackupError, dumpDatabase, requireProgram, serverVersion } from './pg-client.ts';

export interface BackupSource {
  db: Database;
  databaseUrl: string;
  storage: AppConfig['storage'];
}

/** A directory that may become the backup: absent, or present and empty. */
async function assertFreeTarget(out: string): Promise<void> {
  const entries = await readdir(out).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    if (error.code === 'ENOTDIR') throw new BackupError(`${out} is a file: name a directory for the backup`);
    throw error;
  });
  if (entries.length > 0) throw new BackupError(`${out} is not empty: name a new directory for the backup`);
}

/** The backup's parts, written into `directory`; answers its manifest. */
async function writeBackup(source: BackupSource, directory: string, now: Date): Promise<Manifest> {
  const server = await serverVersion(source.db);
  const pgDump = await requireProgram('pg_dump', server.major, `the database server ${server.full}`);
  const migrations = await migrationState(source.db);
  await dumpDatabase(source.databaseUrl, join(directory, DUMP_FILE));
  const uploads: Manifest['uploads'] =
    source.storage.kind === 'local'
      ? localUploads(await copyTree(source.storage.directory, join(directory, UPLOADS_DIRECTORY)))
      : { storage: 's3', bucket: source.storage.s3.bucket };
  const manifest: Manifest = {
    format: 'bugbounty-backup',
    version: 1,
    createdAt: now.toISOString(),
    database: { ...(await digestOf(join(directory, DUMP_FILE))), server: server.full, pgDump, migrations },
    uploads,
  };
  await writeFile(join(directory, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
  return manifest;
}

/**
 * Backs up the database and the uploads into the directory `out` (new, or empty). It is written beside it under
 * another name and renamed at the end, so `out` never holds half a backup.
 */
export async function createBackup(source: BackupSource, out: string, now = new Date()): Promise<Manifest> {
  const target = resolve(out);
  await assertFreeTarget(target);
  const partial = `${target}.incomplete-${randomBytes(4).toString('hex')}`;
  await mkdir(partial, { recursive: true, mode: 0o700 });
  try {
    const manifest = await writeBackup(source, partial, now);
    await rename(partial, target);
    return manifest;
  } finally {
    await rm(partial, { recursive: true, force: true });
  }
}
