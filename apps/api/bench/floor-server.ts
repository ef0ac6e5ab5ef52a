/**
 * The floor `npm run bench` holds the API's list calls against (./floor.ts): a plain `node:http` server and a `pg` Pool
 * of the API's size that, on `GET /<n>`, runs the statements the API ran for list call n (same text, same parameters,
 * each started once the statements that had ended before it in the API had ended here) and writes JSON.stringify of
 * their rows. What the API ran only on a cold request (the session lookup and what else it keeps for a few seconds)
 * runs here once per CACHE_TTL_MS, as the API's caches do. Its connections start with the API's settings. Nothing else: no
 * routing, no hooks, no validation, no serializer.
 * FLOOR_PLAN names the JSON file of the captured statements (a FloorPlan), FLOOR_PORT the port.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { withSessionSettings } from '../src/db/session-settings.ts';

export interface FloorStatement {
  text: string;
  values: unknown[];
  rowMode?: 'array';
  /** A prepared statement's name, when the API names it. */
  name?: string;
  /** Read with Drizzle's parsers (dates and intervals as the text PostgreSQL sends), not pg's. */
  drizzleTypes: boolean;
  /** The statements (indices) that had ended before this one started: it waits for them. */
  after: number[];
}

export interface FloorCall {
  /** Every request. */
  warm: FloorStatement[];
  /** Once per CACHE_TTL_MS, before the others. */
  cold: FloorStatement[];
}

export interface FloorPlan {
  poolSize: number;
  calls: FloorCall[];
}

/** The API keeps resolved sessions this long (sessions.service CACHE_TTL_MS). */
export const CACHE_TTL_MS = 5_000;

// As drizzle-orm/node-postgres reads them: timestamps, dates and intervals (and their arrays) as PostgreSQL's text.
const DRIZZLE_RAW = new Set([1184, 1114, 1082, 1186, 1231, 1115, 1185, 1187, 1182]);
const drizzleTypes = {
  getTypeParser: (oid: number, format?: 'text' | 'binary') => (DRIZZLE_RAW.has(oid) ? (value: string) => value : pg.types.getTypeParser(oid, format)),
};

function replay(pool: pg.Pool, statements: readonly FloorStatement[]): Promise<unknown[][]> {
  const results: Promise<pg.QueryResult>[] = [];
  for (const statement of statements) {
    const config = {
      text: statement.text,
      ...(statement.name ? { name: statement.name } : {}),
      ...(statement.rowMode ? { rowMode: statement.rowMode } : {}),
      ...(statement.drizzleTypes ? { types: drizzleTypes } : {}),
    } as pg.QueryConfig;
    results.push(Promise.all(statement.after.map((index) => results[index])).then(() => pool.query(config, statement.values)));
  }
  return Promise.all(results).then((done) => done.map((result) => result.rows as unknown[]));
}

function main() {
  const plan = JSON.parse(readFileSync(process.env.FLOOR_PLAN!, 'utf8')) as FloorPlan;
  const pool = new pg.Pool(withSessionSettings({ connectionString: process.env.DATABASE_URL, max: plan.poolSize }));
  // One cold load at a time per call, awaited by the requests that arrive meanwhile (the API caches the promise too).
  const cold = plan.calls.map(() => ({ at: -Infinity, loading: Promise.resolve() as Promise<unknown> }));

  const server = createServer((request, response) => {
    const index = Number(request.url?.slice(1));
    const call = plan.calls[index];
    if (!call) {
      response.writeHead(404).end();
      return;
    }
    const cache = cold[index]!;
    if (call.cold.length && performance.now() - cache.at > CACHE_TTL_MS) {
      cache.at = performance.now();
      cache.loading = replay(pool, call.cold);
    }
    cache.loading
      .then(() => replay(pool, call.warm))
      .then((rows) => {
        const body = JSON.stringify(rows);
        response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) }).end(body);
      })
      .catch((error: Error) => response.writeHead(500).end(error.message));
  });
  server.listen(Number(process.env.FLOOR_PORT), '127.0.0.1', () => console.log('floor ready'));
  process.once('SIGTERM', () => server.close(() => void pool.end().then(() => process.exit(0))));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();
