import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { createDatabase, type Database } from '../db/client.ts';

/** A new database on the tests' server, named after the run's template so that the run's teardown drops it. */
async function createRunDatabase(suffix: string, template: string): Promise<string> {
  const runTemplate = new URL(inject('templateDatabaseUrl'));
  const name = `${runTemplate.pathname.slice(1)}_${suffix}${randomBytes(5).toString('hex')}`;
  const maintenance = new URL(runTemplate);
  maintenance.pathname = '/postgres';
  const client = new pg.Client({ connectionString: maintenance.toString() });
  await client.connect();
  await client.query(`create database "${name}" template "${template}"`);
  await client.end();
  const url = new URL(runTemplate);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A database of this test file's own, copied from the run's migrated template, so files never see each other's rows. */
export function createFileDatabase(): Promise<string> {
  return createRunDatabase('', new URL(inject('templateDatabaseUrl')).pathname.slice(1));
}

/**
 * The app's client on a database of this test file's own (createFileDatabase), with a pool of `poolSize`: opened
 * before the file's tests, handed to `opened` (which may prepare it), and closed after them.
 */
export function useFileDatabase(poolSize: number, opened: (db: Database) => void | Promise<void>): void {
  let end = async () => {};
  beforeAll(async () => {
    const { db, pool } = createDatabase(await createFileDatabase(), poolSize);
    end = () => pool.end();
    await opened(db);
  });
  afterAll(() => end());
}

/** An empty database (no migration applied, no table), as an operator creates for a restore. */
export function createEmptyDatabase(): Promise<string> {
  return createRunDatabase('empty_', 'template0');
}
