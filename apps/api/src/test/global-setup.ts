import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createDatabase, runMigrations } from '../db/client.ts';
import { keepFailureExitCode, startEmbeddedPostgres } from '../db/embedded.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated database that each test file copies (CREATE DATABASE ... TEMPLATE) into its own. */
    templateDatabaseUrl: string;
  }
}

/**
 * One fresh, migrated template database for the run: on the server named by DATABASE_URL when set (a new database
 * beside the one it names), else an embedded PostgreSQL in a temporary directory.
 */
export default async function setup(project: TestProject) {
  keepFailureExitCode();
  let url: string;
  let teardown: () => Promise<void>;
  if (process.env.DATABASE_URL) {
    const base = new URL(process.env.DATABASE_URL);
    const name = `bb_test_${Date.now()}_${process.pid}`;
    const admin = new pg.Client({ connectionString: base.toString() });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    await admin.end();
    base.pathname = `/${name}`;
    url = base.toString();
    teardown = async () => {
      const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await client.connect();
      const copies = await client.query<{ datname: string }>('select datname from pg_database where datname like $1', [`${name}%`]);
      for (const { datname } of copies.rows) await client.query(`drop database if exists "${datname}" with (force)`);
      await client.end();
    };
  } else {
    const directory = mkdtempSync(join(tmpdir(), 'bb-test-pg-'));
    const embedded = await startEmbeddedPostgres(directory, 'bugbounty_test');
    url = embedded.url;
    teardown = async () => {
      await embedded.stop();
      rmSync(directory, { recursive: true, force: true });
    };
  }
  const { db, pool } = createDatabase(url, 2);
  await runMigrations(db);
  await pool.end();
  project.provide('templateDatabaseUrl', url);
  return teardown;
}
