import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';

/** A database of this test file's own, copied from the run's migrated template, so files never see each other's rows. */
export async function createFileDatabase(): Promise<string> {
  const template = new URL(inject('templateDatabaseUrl'));
  const templateName = template.pathname.slice(1);
  const name = `${templateName}_${randomBytes(5).toString('hex')}`;
  const maintenance = new URL(template);
  maintenance.pathname = '/postgres';
  const client = new pg.Client({ connectionString: maintenance.toString() });
  await client.connect();
  await client.query(`create database "${name}" template "${templateName}"`);
  await client.end();
  const url = new URL(template);
  url.pathname = `/${name}`;
  return url.toString();
}
