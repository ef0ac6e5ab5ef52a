/**
 * `npm run openapi:types`: writes the web app's types of the API (apps/web/src/lib/api/openapi.gen.ts) from the OpenAPI
 * document the app serves at /api/openapi.json. The document comes from the routes alone, so the app is built in
 * this process with no database: PostgreSQL is stood in for by a client that answers every statement with no rows
 * (building the app runs only the cache bus's LISTEN and the event consumers' cursors). The configuration is the
 * tests', since src/plugins/openapi-types.test.ts compares this file with a test app's document.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { createDatabase } from '../src/db/client.ts';
import type { JobQueue } from '../src/jobs/queue.ts';
import { createStorage } from '../src/modules/uploads/storage/create-storage.ts';
import { OPENAPI_TYPES_FILE, openApiTypes } from '../src/plugins/openapi-types.ts';

/** As src/test/test-app.ts configures the tests' app (outside production the document has the development routes too). */
const ENV = {
  NODE_ENV: 'test',
  PUBLIC_URL: 'http://localhost:3000',
  SESSION_SECRET: 'a-secret-only-for-building-the-document-0123456789',
  DATABASE_URL: 'postgres://127.0.0.1/none',
  LOG_LEVEL: 'silent',
};

function standInForPostgres(): void {
  const noRows = async () => ({ rows: [], rowCount: 0 });
  const client = { query: noRows, release: () => undefined };
  Object.assign(pg.Client.prototype, { connect: async () => undefined, query: noRows, end: async () => undefined });
  Object.assign(pg.Pool.prototype, { connect: async () => client, query: noRows, end: async () => undefined });
}

const noJobs: JobQueue = { send: async () => undefined, work: async () => undefined, schedule: async () => undefined, stop: async () => undefined };

/** The document as GET /api/openapi.json answers it (JSON: what the test reads). */
async function openApiDocument(dataDir: string): Promise<object> {
  const config = { ...loadConfig({ ...ENV, DATA_DIR: dataDir }), runJobs: false };
  const { db } = createDatabase(ENV.DATABASE_URL, 1);
  const app = await buildApp(config, { db, queue: noJobs, storage: createStorage(config) });
  await app.ready();
  const document = JSON.parse(JSON.stringify(app.swagger())) as object;
  await app.close();
  return document;
}

standInForPostgres();
const dataDir = mkdtempSync(join(tmpdir(), 'bb-openapi-types-'));
try {
  writeFileSync(OPENAPI_TYPES_FILE, await openApiTypes(await openApiDocument(dataDir)));
  console.log(`Wrote ${OPENAPI_TYPES_FILE}`);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
