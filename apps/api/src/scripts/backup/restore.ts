/**
 * The operator's restore: the whole backup is checked first (manifest, sizes, digests, the dump readable), then the
 * database is restored in one transaction and the files copied, each compared with the manifest again, and the
 * restored database's migrations are compared with the backup's.
 */
import { join } from 'node:path';
import type { AppConfig } from '../../config.ts';
import { migrationState, type Database } from '../../db/client.ts';
import { copyFile, inside, listFiles } from './file-set.ts';
import { DUMP_FILE, UPLOADS_DIRECTORY, verifyBackup, type Manifest } from './manifest.ts';
import { BackupError, restoreDatabase } from './pg-client.ts';

export interface RestoreTarget {
  db: Database;
  databaseUrl: string;
  storage: AppConfig['storage'];
}

export interface RestoreOutcome {
  manifest: Manifest;
  /** Files copied into the uploads directory (0 with S3: the bucket keeps them). */
  files: number;
  migrations: { applied: number; expected: number };
}

/** Tables in the database outside PostgreSQL's own schemas. */
async function tableCount(db: Database): Promise<number> {
  const { rows } = await db.$client.query<{ tables: string }>(
    `select count(*) as tables from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where c.relkind in ('r', 'p') and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_toast%'`,
  );
  return Number(rows[0]?.tables ?? 0);
}

/** What the restore would overwrite, refused unless the operator said --force. */
async function assertEmptyTarget(target: RestoreTarget): Promise<void> {
  const tables = await tableCount(target.db);
  if (tables > 0) throw new BackupError(`the target database holds ${tables} table(s): restore into a new, empty database, or add --force to replace it`);
  if (target.storage.kind === 'local') {
    const files = (await listFiles(target.storage.directory)).length;
    if (files > 0)
      throw new BackupError(`the uploads directory ${target.storage.directory} holds ${files} file(s): restore into an empty DATA_DIR, or add --force`);
  }
}

/** Which storage the files go to; a local backup cannot fill a bucket (the S3 driver has no way to write objects). */
function assertStorageMatches(manifest: Manifest, target: RestoreTarget): void {
  if (manifest.uploads.storage === 'local' && target.storage.kind === 's3')
    throw new BackupError(
      'the backup holds the uploads of a local directory but S3_* is set: restore without S3_* (into DATA_DIR/uploads), then copy that directory into the bucket',
    );
}

async function restoreFiles(backup: string, manifest: Manifest, target: RestoreTarget): Promise<number> {
  if (manifest.uploads.storage !== 'local' || target.storage.kind !== 'local') return 0;
  for (const entry of manifest.uploads.entries) {
    const copied = await copyFile(inside(join(backup, UPLOADS_DIRECTORY), entry.path), inside(target.storage.directory, entry.path));
    if (copied.sha256 !== entry.sha256) throw new BackupError(`${entry.path} changed while it was restored (its digest is not the manifest's)`);
  }
  return manifest.uploads.entries.length;
}

/**
 * Restores the backup in `backup` into the target database (DATABASE_URL) and uploads directory. A target that holds
 * anything is refused unless `force`; with it, what the dump holds replaces what is there, and files of the same key are
 * replaced (other files stay: no row refers to them).
 */
export async function restoreBackup(backup: string, target: RestoreTarget, options: { force: boolean }): Promise<RestoreOutcome> {
  const manifest = await verifyBackup(backup);
  assertStorageMatches(manifest, target);
  if (!options.force) await assertEmptyTarget(target);
  await restoreDatabase(target.databaseUrl, join(backup, DUMP_FILE));
  const files = await restoreFiles(backup, manifest, target);
  const migrations = await migrationState(target.db);
  if (migrations.applied !== manifest.database.migrations.applied)
    throw new BackupError(`the restored database has ${migrations.applied} migration(s) applied where the backup had ${manifest.database.migrations.applied}`);
  return { manifest, files, migrations };
}
