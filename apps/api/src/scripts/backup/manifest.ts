/**
 * A backup is a directory: `database.dump` (pg_dump's custom format), `uploads/` (the local uploads directory's files
 * under their storage keys) and `manifest.json`, written last, which says when, from which migration, and the size
 * and SHA-256 of every file, so that a restore checks the whole backup before it changes anything.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { digestOf, inside, type FileEntry } from './file-set.ts';
import { BackupError, readableDump, requireProgram } from './pg-client.ts';

export const MANIFEST_FILE = 'manifest.json';
export const DUMP_FILE = 'database.dump';
export const UPLOADS_DIRECTORY = 'uploads';

const digest = { bytes: z.number().int().min(0), sha256: z.string().regex(/^[0-9a-f]{64}$/) };

const manifestSchema = z.object({
  format: z.literal('bugbounty-backup'),
  version: z.literal(1),
  createdAt: z.iso.datetime(),
  database: z.object({
    ...digest,
    server: z.string(),
    pgDump: z.object({ major: z.number().int(), full: z.string() }),
    /** migrationState() when the dump was taken. */
    migrations: z.object({ applied: z.number().int().min(0), expected: z.number().int().min(0) }),
  }),
  uploads: z.discriminatedUnion('storage', [
    z.object({
      storage: z.literal('local'),
      files: z.number().int().min(0),
      bytes: z.number().int().min(0),
      entries: z.array(z.object({ path: z.string().min(1), ...digest })),
    }),
    // With S3 the bucket keeps the files (its versioning or replication is their backup): only its name is noted.
    z.object({ storage: z.literal('s3'), bucket: z.string() }),
  ]),
});
export type Manifest = z.infer<typeof manifestSchema>;

export function localUploads(entries: FileEntry[]): Manifest['uploads'] {
  return { storage: 'local', files: entries.length, bytes: entries.reduce((sum, entry) => sum + entry.bytes, 0), entries };
}

async function readManifest(backup: string): Promise<Manifest> {
  const text = await readFile(join(backup, MANIFEST_FILE), 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') throw new BackupError(`${backup} holds no ${MANIFEST_FILE}: not a backup, or one that did not finish`);
    throw error;
  });
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new BackupError(`${join(backup, MANIFEST_FILE)} is not JSON`);
  }
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success) throw new BackupError(`${join(backup, MANIFEST_FILE)} is not a manifest this version reads: ${parsed.error.issues[0]?.message}`);
  return parsed.data;
}

/** The files whose size or digest is not the manifest's (a missing file counts too). */
async function damagedFiles(backup: string, manifest: Manifest): Promise<string[]> {
  const expected = [{ path: DUMP_FILE, bytes: manifest.database.bytes, sha256: manifest.database.sha256 }];
  if (manifest.uploads.storage === 'local')
    expected.push(...manifest.uploads.entries.map((entry) => ({ ...entry, path: `${UPLOADS_DIRECTORY}/${entry.path}` })));
  const damaged: string[] = [];
  for (const entry of expected) {
    const actual = await digestOf(inside(backup, entry.path)).catch(() => null);
    if (actual?.bytes !== entry.bytes || actual.sha256 !== entry.sha256) damaged.push(entry.path);
  }
  return damaged;
}

/**
 * Reads and checks a backup without changing anything: its manifest, the size and SHA-256 of every file it lists, and
 * that pg_restore (at least as new as the pg_dump that wrote it) reads the dump's table of contents.
 */
export async function verifyBackup(backup: string): Promise<Manifest> {
  const manifest = await readManifest(backup);
  const damaged = await damagedFiles(backup, manifest);
  if (damaged.length > 0)
    throw new BackupError(
      `${backup} is damaged: ${damaged.length} file(s) missing or not as the manifest says (${damaged.slice(0, 5).join(', ')}${damaged.length > 5 ? ', …' : ''})`,
    );
  await requireProgram('pg_restore', manifest.database.pgDump.major, 'the pg_dump that wrote the backup');
  await readableDump(join(backup, DUMP_FILE));
  return manifest;
}
