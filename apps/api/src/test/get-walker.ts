/**
 * Walks every GET operation of the app's OpenAPI document as each caller, one request per route and caller, and says
 * which tables of the public schema changed and during which call (safe-methods.test.ts: a GET never changes state).
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';
import { publicTables, snapshot } from './db-snapshot.ts';
import type { TestClient } from './test-client.ts';

interface JsonSchema {
  type?: string;
  format?: string;
  enum?: unknown[];
  minimum?: number;
}
interface OpenApiParameter {
  in: string;
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}
interface OpenApiDocument {
  paths: Record<string, Record<string, { parameters?: OpenApiParameter[] }>>;
}

export interface GetRoute {
  /** As the document writes it: `/api/reports/{id}`. */
  path: string;
  requiredQuery: OpenApiParameter[];
}

export interface Caller {
  name: string;
  client: TestClient;
}

/**
 * A real value for a route's path parameter or required query parameter (`/api/reports/{id}`: a report id), or undefined
 * when none fits: a path parameter then gets a random uuid, a query parameter a value its schema accepts.
 */
export type ValueFor = (path: string, parameter: string) => string | undefined;

export interface WalkCall {
  caller: string;
  url: string;
  status: number;
  /** Path parameters filled with a random uuid because no real record fitted. */
  randomIds: string[];
  changedTables: string[];
}

export interface TableChange {
  table: string;
  /** `rows:md5` before and after the walk. */
  before: string;
  after: string;
  /** The calls during which the table changed; empty when it changed after its call had answered. */
  changedBy: string[];
}

export interface WalkResult {
  calls: WalkCall[];
  changes: TableChange[];
}

/** Every GET operation of the app's OpenAPI document. */
export function getRoutesOf(app: FastifyInstance): GetRoute[] {
  const document = app.swagger() as unknown as OpenApiDocument;
  return Object.entries(document.paths).flatMap(([path, operations]) => {
    const get = operations.get;
    if (!get) return [];
    return [{ path, requiredQuery: (get.parameters ?? []).filter((parameter) => parameter.in === 'query' && parameter.required) }];
  });
}

/** A value the parameter's schema accepts: its first enum value, its minimum, a uuid, or a short word. */
function exampleOf(schema: JsonSchema = {}): string {
  if (schema.enum?.length) return String(schema.enum[0]);
  if (schema.type === 'integer' || schema.type === 'number') return String(schema.minimum ?? 1);
  if (schema.type === 'boolean') return 'true';
  if (schema.format === 'uuid') return randomUUID();
  return `walk${randomUUID().slice(0, 8)}`;
}

function urlOf(route: GetRoute, valueFor: ValueFor): { url: string; randomIds: string[] } {
  const randomIds: string[] = [];
  const path = route.path.replace(/\{(\w+)\}/g, (_match, parameter: string) => {
    const id = valueFor(route.path, parameter);
    if (id) return id;
    randomIds.push(parameter);
    return randomUUID();
  });
  const query = new URLSearchParams(
    route.requiredQuery.map((parameter): [string, string] => [parameter.name, valueFor(route.path, parameter.name) ?? exampleOf(parameter.schema)]),
  );
  return { url: query.size ? `${path}?${query}` : path, randomIds };
}

const changedBetween = (before: Record<string, string>, after: Record<string, string>) => Object.keys(after).filter((table) => before[table] !== after[table]);

/** Lets writes that a handler leaves running after its answer land before the last fingerprint. */
const SETTLE_MS = 300;

/**
 * Calls every route as every caller, fingerprinting the public schema around each call (row count and a digest of the
 * rows per table), then once more after a pause, and compares the last fingerprint with the first.
 */
export async function walkGetRoutes(db: Database, routes: GetRoute[], callers: Caller[], valueFor: ValueFor): Promise<WalkResult> {
  const tables = await publicTables(db);
  const first = await snapshot(db, tables);
  let previous = first;
  const calls: WalkCall[] = [];
  for (const caller of callers) {
    for (const route of routes) {
      const { url, randomIds } = urlOf(route, valueFor);
      const response = await caller.client.get(url);
      const current = await snapshot(db, tables);
      calls.push({ caller: caller.name, url, status: response.statusCode, randomIds, changedTables: changedBetween(previous, current) });
      previous = current;
    }
  }
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  const last = await snapshot(db, tables);
  const changes = changedBetween(first, last).map((table) => ({
    table,
    before: first[table]!,
    after: last[table]!,
    changedBy: calls.filter((call) => call.changedTables.includes(table)).map((call) => `${call.caller} GET ${call.url} (${call.status})`),
  }));
  return { calls, changes };
}

/** The tables that changed, who changed them, and every call of the walk: the failure message of a GET that writes. */
export function describeWalk(result: WalkResult): string {
  const changes = result.changes.map(
    (change) =>
      `  ${change.table}: rows:md5 ${change.before} -> ${change.after}\n` +
      (change.changedBy.length ? change.changedBy.map((call) => `    during ${call}`).join('\n') : '    after the calls had answered'),
  );
  const walked = result.calls.map(
    (call) =>
      `  ${call.caller} GET ${call.url} ${call.status}${call.randomIds.length ? ` (random ${call.randomIds.join(', ')})` : ''}` +
      (call.changedTables.length ? ` changed ${call.changedTables.join(', ')}` : ''),
  );
  const writers = result.calls.filter((call) => call.changedTables.length).map((call) => `  ${call.caller} GET ${call.url} (${call.status})`);
  return [
    `GET calls that changed a table (${writers.length}):`,
    ...writers,
    `Tables changed by GET requests (${result.changes.length}):`,
    ...changes,
    `GET routes walked (${result.calls.length} calls):`,
    ...walked,
  ].join('\n');
}
