/**
 * Hot list statements built once per shape instead of once per request (issue 22: Drizzle's building of a select with
 * its columns and joins was about a fifth of a list call's CPU). A list binds its values as placeholders (`Bindings`),
 * so the statement's SQL depends only on the request's shape (which filters, which sort, which audience); the first
 * request of a shape builds and keeps the statement, the next ones only fill in their values.
 *
 * The key of a kept statement is read off the conditions themselves (their SQL, and any value not bound as a
 * placeholder), never named by hand: a condition that changes with the request but was not bound makes a key of its
 * own (fewer statements shared, never a wrong one). The statements stay unnamed for PostgreSQL (planned with each
 * request's values, as before): only the JavaScript side is spared.
 */
import { is, Placeholder, sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { LRUCache } from 'lru-cache';

/** The values of a statement's placeholders, gathered as its conditions are made. */
export class Bindings {
  readonly values: Record<string, unknown> = {};
  private next = 0;

  /** A placeholder standing for `value` in a condition. */
  bind = (value: unknown): Placeholder => {
    const name = `p${this.next++}`;
    this.values[name] = value;
    return sql.placeholder(name);
  };
}

/** How a condition takes a value: the value itself (built per request) or a placeholder (`Bindings.bind`). */
export type Bind = <T>(value: T) => T | Placeholder;
export const inline: Bind = (value) => value;

// The app's casing (db/client.ts), so that a key reads as the statement will.
const dialect = new PgDialect({ casing: 'snake_case' });

/** The shape of conditions: their SQL with placeholders by name and any other value as it is. */
export function shapeOf(parts: readonly (SQL | undefined)[]): string {
  const { sql: text, params } = dialect.sqlToQuery(
    sql.join(
      parts.map((part) => part ?? sql`-`),
      sql` | `,
    ),
  );
  return `${text}\u0000${JSON.stringify(params.map((param) => (is(param, Placeholder) ? { placeholder: param.name } : param)))}`;
}

interface Executable<T> {
  execute(values?: Record<string, unknown>): Promise<T>;
}

/** Kept statements per database (a test's app has its own) and per kind of statement; the least used go first. */
const kept = new WeakMap<object, Map<string, LRUCache<string, Executable<unknown>>>>();
const MAX_SHAPES = 200;

/**
 * Runs the statement `kind` of the shape `parts` on `executor` with `values`: built by `build` the first time (a
 * Drizzle query with the placeholders of `values`), kept for the next requests of the same shape.
 */
export function runPrepared<T>(
  executor: object,
  kind: string,
  parts: readonly (SQL | undefined)[],
  values: Record<string, unknown>,
  build: () => { prepare(name: string): Executable<T> },
): Promise<T> {
  let byKind = kept.get(executor);
  if (!byKind) kept.set(executor, (byKind = new Map()));
  let statements = byKind.get(kind);
  if (!statements) byKind.set(kind, (statements = new LRUCache({ max: MAX_SHAPES })));
  const key = shapeOf(parts);
  let statement = statements.get(key) as Executable<T> | undefined;
  if (!statement) {
    // An empty name: an unnamed statement for PostgreSQL, as an unprepared query is.
    statement = build().prepare('');
    statements.set(key, statement);
  }
  return statement.execute(values);
}
