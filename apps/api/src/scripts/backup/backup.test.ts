/**
 * The restore test: a product with rows and an uploaded file is backed up with `operator backup`, restored with
 * `operator restore` into a new database and DATA_DIR, and compared row for row and byte for byte; the restored
 * product serves the same browser the same file. A non-empty target and a damaged backup are refused before anything
 * changes, and a missing pg_dump is named with what to install.
 */
import { createHash } from 'node:crypto';
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '../../db/client.ts';
import { uploads, users } from '../../db/schema/index.ts';
import { itemFor, presignOne, putContent, tinyPng } from '../../modules/uploads/uploads.test-support.ts';
import { createUser, signedInClient } from '../../test/factories.ts';
import { createTestApp, TEST_SECRET, type TestContext } from '../../test/test-app.ts';
import { TestClient } from '../../test/test-client.ts';
import { createEmptyDatabase, createFileDatabase } from '../../test/test-database.ts';
import { runOperator } from '../operator.test-support.ts';
import type { Manifest } from './manifest.ts';
import { requireProgram } from './pg-client.ts';
import { createBackup } from './backup.ts';
import { restoreBackup, type RestoreTarget } from './restore.ts';

let source: TestContext;
let scratch: string;
beforeAll(async () => {
  source = await createTestApp();
  scratch = await mkdtemp(join(tmpdir(), 'bb-backup-test-'));
});

const pools: { end(): Promise<void> }[] = [];
afterAll(async () => {
  for (const pool of pools) await pool.end();
  await rm(scratch, { recursive: true, force: true });
});

/** The operator's command against a database and a DATA_DIR. */
const operator = (args: string[], databaseUrl: string, dataDir: string, env: Record<string, string> = {}) =>
  runOperator(args, { DATABASE_URL: databaseUrl, DATA_DIR: dataDir, SESSION_SECRET: TEST_SECRET, ...env });

function connect(url: string): Database {
  const { db, pool } = createDatabase(url, 1);
  pools.push(pool);
  return db;
}

/** Rows per table of the product's own schema and the migrations table: what a restore must bring back. */
async function rowCounts(db: Database): Promise<Record<string, number>> {
  const { rows: tables } = await db.$client.query<{ name: string }>(
    "select format('%I.%I', schemaname, tablename) as name from pg_tables where schemaname in ('public', 'drizzle') order by 1",
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) counts[name] = Number((await db.$client.query<{ n: string }>(`select count(*) as n from ${name}`)).rows[0]!.n);
  return counts;
}

async function tableCount(db: Database): Promise<number> {
  const { rows } = await db.$client.query<{ n: string }>("select count(*) as n from pg_tables where schemaname not in ('pg_catalog', 'information_schema')");
  return Number(rows[0]!.n);
}

/** A database and an uploads directory under the scratch directory to restore into. */
function restoreTarget(databaseUrl: string, dataDir: string): RestoreTarget {
  return { db: connect(databaseUrl), databaseUrl, storage: { kind: 'local', directory: join(scratch, dataDir, 'uploads') } };
}

/** A user with a stored picture in the source product: its browser and the upload's id and bytes. */
async function userWithPicture() {
  const user = await createUser(source.db);
  const browser = await signedInClient(source.app, source.db, user);
  const png = tinyPng();
  const slot = await presignOne(browser, 'picture', itemFor(png, 'image/png', 'me.png'));
  expect((await putContent(source, slot.url, png, 'image/png')).statusCode).toBe(200);
  return { user, browser, uploadId: slot.id, png };
}

describe('operator backup and restore', () => {
  it('restores the database and the uploads into a new database and DATA_DIR, row for row and byte for byte', async () => {
    const { user, browser, uploadId, png } = await userWithPicture();
    const backup = join(scratch, 'backup');
    const made = await operator(['backup', '--out', backup], source.config.databaseUrl!, source.config.dataDir);
    expect([made.code, made.stderr]).toEqual([0, '']);

    const manifest = JSON.parse(await readFile(join(backup, 'manifest.json'), 'utf8')) as Manifest;
    expect(manifest.database.migrations.applied).toBe(manifest.database.migrations.expected);
    expect(manifest.uploads).toMatchObject({ storage: 'local', files: 1, bytes: png.length });
    expect(manifest.uploads.storage === 'local' && manifest.uploads.entries).toEqual([
      { path: `files/${uploadId}`, bytes: png.length, sha256: createHash('sha256').update(png).digest('hex') },
    ]);

    const targetUrl = await createEmptyDatabase();
    const targetDir = join(scratch, 'restored-data');
    const restored = await operator(['restore', '--from', backup], targetUrl, targetDir);
    expect([restored.code, restored.stderr]).toEqual([0, '']);
    expect(restored.stdout).toMatch(/^restored the backup of .+: the database and 1 uploaded file\(s\); all \d+ migrations applied/);

    const target = connect(targetUrl);
    expect(await rowCounts(target)).toEqual(await rowCounts(source.db));
    const rowOf = async (db: Database) => (await db.select().from(users).where(eq(users.id, user.id)))[0];
    expect(await rowOf(target)).toEqual(await rowOf(source.db));
    const uploadOf = async (db: Database) => (await db.select().from(uploads).where(eq(uploads.id, uploadId)))[0];
    expect(await uploadOf(target)).toEqual(await uploadOf(source.db));
    expect((await readFile(join(targetDir, 'uploads', 'files', uploadId))).equals(png)).toBe(true);

    // The restored product knows the same browser (its session came back with the rows) and serves it the same bytes.
    const product = await createTestApp({ DATA_DIR: targetDir }, { databaseUrl: targetUrl });
    const sameBrowser = new TestClient(product.app);
    for (const [name, value] of browser.cookies) sameBrowser.cookies.set(name, value);
    const picture = await sameBrowser.get(`/api/uploads/${uploadId}`);
    expect([picture.statusCode, picture.rawPayload.equals(png)]).toEqual([200, true]);
  }, 180_000);

  // The commands' own functions, in this process (the first test ran them as an operator does).
  it('refuses a target that holds anything unless --force, and a damaged backup before changing anything', async () => {
    const { uploadId, png } = await userWithPicture();
    const backup = join(scratch, 'backup-2');
    const sourceSide = { db: source.db, databaseUrl: source.config.databaseUrl!, storage: source.config.storage };
    await createBackup(sourceSide, backup);
    // A backup never lands in a directory that holds something.
    await expect(createBackup(sourceSide, backup)).rejects.toThrow(`${backup} is not empty: name a new directory for the backup`);

    // A migrated copy of the run's template: not empty.
    const occupied = restoreTarget(await createFileDatabase(), 'occupied-data');
    await expect(restoreBackup(backup, occupied, { force: false })).rejects.toThrow(
      /^the target database holds \d+ table\(s\): restore into a new, empty database, or add --force/,
    );
    expect(existsSync(join(scratch, 'occupied-data', 'uploads'))).toBe(false);
    await restoreBackup(backup, occupied, { force: true });
    expect(await rowCounts(occupied.db)).toEqual(await rowCounts(source.db));
    expect((await readFile(join(scratch, 'occupied-data', 'uploads', 'files', uploadId))).equals(png)).toBe(true);

    const damaged = join(scratch, 'damaged');
    await cp(backup, damaged, { recursive: true });
    const manifest = JSON.parse(await readFile(join(damaged, 'manifest.json'), 'utf8')) as Manifest;
    const file = manifest.uploads.storage === 'local' ? manifest.uploads.entries[0]!.path : '';
    await writeFile(join(damaged, 'uploads', file), 'not the picture');
    const empty = restoreTarget(await createEmptyDatabase(), 'damaged-data');
    await expect(restoreBackup(damaged, empty, { force: false })).rejects.toThrow(
      `${damaged} is damaged: 1 file(s) missing or not as the manifest says (uploads/${file})`,
    );
    expect(await tableCount(empty.db)).toBe(0);
    expect(existsSync(join(scratch, 'damaged-data', 'uploads'))).toBe(false);
  }, 120_000);

  it('names what to install when pg_dump is missing or older than the server, and leaves no half backup', async () => {
    // This machine's pg_dump against a server of a major version no pg_dump has yet.
    await expect(requireProgram('pg_dump', 99, 'the database server 99.0')).rejects.toThrow(
      /^pg_dump \d+\.\d+ is older than the database server 99\.0 \(99\): install the PostgreSQL 99 client programs or newer/,
    );
    const backup = join(scratch, 'no-pg-dump');
    const run = await operator(['backup', '--out', backup], source.config.databaseUrl!, source.config.dataDir, { PATH: join(scratch, 'empty-path') });
    expect([run.code, run.stderr.trim()]).toEqual([
      1,
      expect.stringMatching(/^pg_dump was not found on PATH: install the PostgreSQL \d+ client programs or newer \(Debian and Ubuntu: postgresql-client-\d+\)/),
    ]);
    expect((await readdir(scratch)).filter((name) => name.startsWith('no-pg-dump'))).toEqual([]);
  }, 120_000);
});
