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
import { Column, getTableName, inArray, is, Param, Placeholder, SQL, sql, StringChunk, Table, type AnyColumn } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { LRUCache } from 'lru-cache';
import { keptStatement, type Executable } from './kept-statement.ts';

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

/**
 * `column` is one of `values`. Bound, the list is one array parameter (`= any($1)`): the statement's text does not change
 * with how many values it holds, so one kept statement serves every length.
 */
export function inValues(column: AnyColumn, values: readonly unknown[], bind: Bind): SQL {
  return bind === inline ? inArray(column, [...values]) : sql`${column} = any(${bind(values)})`;
}

// The app's casing (db/client.ts), so that a key reads as the statement will.
const dialect = new PgDialect({ casing: 'snake_case' });

/**
 * The shape of conditions: their SQL with placeholders by name and any other value as it is. Read by walking the
 * conditions' chunks (`writeShape`), which costs a fraction of rendering them; a chunk of a kind the walk does not know
 * renders the whole key through the dialect instead (a key of the other form, so the two never meet).
 */
export function shapeOf(parts: readonly (SQL | undefined)[]): string {
  const out: string[] = ['w'];
  for (const part of parts) {
    out.push('|');
    if (part !== undefined && !writeShape(part, out)) return renderedShapeOf(parts);
  }
  return out.join('');
}

/** The key through the dialect: the conditions' SQL text and their values (placeholders by name). */
function renderedShapeOf(parts: readonly (SQL | undefined)[]): string {
  const { sql: text, params } = dialect.sqlToQuery(
    sql.join(
      parts.map((part) => part ?? sql`-`),
      sql` | `,
    ),
  );
  return `d${text}\u0000${JSON.stringify(params.map((param) => (is(param, Placeholder) ? { placeholder: param.name } : param)))}`;
}

/** Each piece with its kind and length, so that no two different chunk trees write the same key. */
const piece = (kind: string, text: string) => `${kind}${text.length}:${text}`;
const columnKeys = new WeakMap<Column, string>();
// Drizzle's own symbols (drizzle-orm/table.js), registered globally: a table's schema, and whether it is an alias.
const SCHEMA = Symbol.for('drizzle:Schema');
const IS_ALIAS = Symbol.for('drizzle:IsAlias');
/** Values a template takes as they are (`sql`${value}``): each is a parameter of the statement. */
const PRIMITIVES = new Set(['string', 'number', 'boolean', 'bigint']);

/** A table (or an alias of one) as the statement names it: its schema, its name, whether it is an alias. */
function tableKey(table: Table): string {
  const symbols = table as unknown as Record<symbol, unknown>;
  return `${String(symbols[SCHEMA] ?? '')}.${getTableName(table)}.${String(symbols[IS_ALIAS] ?? false)}`;
}

const tablePieces = new WeakMap<Table, string>();

/** A table's piece of a key, made once per table. */
function tablePiece(table: Table): string {
  let key = tablePieces.get(table);
  if (key === undefined) tablePieces.set(table, (key = piece('t', tableKey(table))));
  return key;
}

/** The pieces of the statements' SQL text, by text: the same few templates' strings on every request. */
const textPieces = new Map<string, string>();
const MAX_TEXT_PIECES = 5_000;

function textPiece(value: readonly string[]): string {
  const text = value.length === 1 ? value[0]! : value.join('');
  let key = textPieces.get(text);
  if (key === undefined) {
    key = piece('s', text);
    if (textPieces.size < MAX_TEXT_PIECES) textPieces.set(text, key);
  }
  return key;
}

/** A column as the statement names it: its table (or alias), schema and name. */
function columnKey(column: Column): string {
  let key = columnKeys.get(column);
  if (key === undefined) {
    key = piece('c', `${tableKey(column.table)}.${column.name}.${String(column.keyAsName)}`);
    columnKeys.set(column, key);
  }
  return key;
}

/** A value written into the statement itself (not a placeholder): its type and JSON, as the driver receives it. */
function valueKey(value: unknown): string {
  const kind = value === null ? 'null' : value instanceof Date ? 'date' : Array.isArray(value) ? 'array' : typeof value;
  return piece('v', `${kind}:${JSON.stringify(value) ?? ''}`);
}

/** Conditions made once and used by every request (`sharedCondition`), with their shape once it was first written. */
const sharedShapes = new WeakMap<SQL, string | null>();

/**
 * Marks a condition made once (at start-up, or kept by its inputs) and never changed: its shape is written on its first
 * use and read back after, the same text the walk would write each time.
 */
export function sharedCondition<T extends SQL>(condition: T): T {
  if (!sharedShapes.has(condition)) sharedShapes.set(condition, null);
  return condition;
}

function writeSqlShape(chunk: SQL, out: string[]): boolean {
  if ((chunk as unknown as { shouldInlineParams: boolean }).shouldInlineParams) return false;
  out.push('[');
  for (const inner of chunk.queryChunks) if (!writeShape(inner, out)) return false;
  out.push(']');
  return true;
}

/** A shared condition's shape, written the first time; false as writeShape's when it cannot be written. */
function writeSharedShape(chunk: SQL, known: string | null, out: string[]): boolean {
  if (known === null) {
    const own: string[] = [];
    if (!writeSqlShape(chunk, own)) return false;
    sharedShapes.set(chunk, (known = own.join('')));
  }
  out.push(known);
  return true;
}

/** Writes a chunk's shape into `out`; false when it meets a kind of chunk it does not know. */
function writeShape(chunk: unknown, out: string[]): boolean {
  if (chunk instanceof StringChunk) out.push(textPiece(chunk.value));
  else if (chunk instanceof SQL) {
    const known = sharedShapes.get(chunk);
    return known === undefined ? writeSqlShape(chunk, out) : writeSharedShape(chunk, known, out);
  } else if (chunk instanceof Column) out.push(columnKey(chunk));
  else if (chunk instanceof Table) out.push(tablePiece(chunk));
  else if (chunk instanceof Placeholder) out.push(piece('p', chunk.name));
  else if (chunk instanceof Param) {
    if (chunk.value instanceof Placeholder) out.push(piece('p', chunk.value.name));
    else {
      const mapped: unknown = chunk.value === null ? null : chunk.encoder.mapToDriverValue(chunk.value);
      if (mapped instanceof SQL) return writeShape(mapped, out);
      out.push(valueKey(mapped));
    }
  } else if (Array.isArray(chunk)) {
    out.push('(');
    for (const inner of chunk) if (!writeShape(inner, out)) return false;
    out.push(')');
  } else if (chunk === undefined) out.push('u');
  else if (chunk === null || chunk instanceof Date || PRIMITIVES.has(typeof chunk)) out.push(valueKey(chunk));
  else return false;
  return true;
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
    statement = keptStatement(build().prepare(''));
    statements.set(key, statement);
  }
  return statement.execute(values);
}
