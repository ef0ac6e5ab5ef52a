/**
 * How a kept list statement runs (prepared-statements.ts): straight on the driver, its rows turned into objects by a
 * mapper made once for the statement, instead of through Drizzle's execute, which on every call fills the placeholders
 * through its generic walk, opens tracing spans and maps each row with a reduce over the fields that checks each field's
 * kind and path again. On a list call that was about a tenth of the API's own CPU (issue 22, the floor ratio); on the
 * report lists, whose rows nest the program, company, target and hacker, Drizzle's mapping alone was 8% of it.
 *
 * It reads Drizzle's prepared query (drizzle-orm/node-postgres/session.js): its driver query, its parameters, its
 * selected fields and which joined tables may be null. Rows are built as Drizzle's mapResultRow builds them
 * (drizzle-orm/utils.js, 0.45): nested objects by each field's path, and an object of a left-joined table set to null
 * when its first column is null. A statement with a custom result mapper keeps Drizzle's own execute.
 */
import { Column, fillPlaceholders, getTableName, is, SQL, Subquery, type Placeholder } from 'drizzle-orm';

interface Decoder {
  mapFromDriverValue(value: unknown): unknown;
}

interface SelectedField {
  path: string[];
  field: unknown;
}

/** The parts of Drizzle's node-postgres prepared query this runs from (checked at run time, see keptStatement). */
interface DrizzlePreparedQuery<T> {
  execute(values?: Record<string, unknown>): Promise<T>;
  client?: { query(config: object, values: unknown[]): Promise<{ rows: unknown[][] }> };
  queryConfig?: { rowMode?: string };
  params?: (Placeholder | unknown)[];
  fields?: SelectedField[];
  /** By table name: false where a join may leave the table's columns null (Drizzle's pg-core select sets it). */
  joinsNotNullableMap?: Record<string, boolean>;
  customResultMapper?: unknown;
}

export interface Executable<T> {
  execute(values?: Record<string, unknown>): Promise<T>;
}

/** The decoder Drizzle's mapResultRow would use for a selected field. */
function decoderOf(field: unknown): Decoder {
  if (is(field, Column)) return field as unknown as Decoder;
  if (is(field, SQL)) return (field as unknown as { decoder: Decoder }).decoder;
  if (is(field, Subquery)) return (field as unknown as { _: { sql: { decoder: Decoder } } })._.sql.decoder;
  return (field as { sql: { decoder: Decoder } }).sql.decoder;
}

type Row = Record<string, unknown>;

/** A selection as a tree, in the order of its fields: each key the index of its field, or the object of the fields under it. */
type Shape = Map<string, number | Shape>;

function shapeOfSelection(fields: readonly SelectedField[]): Shape {
  const root: Shape = new Map();
  fields.forEach(({ path }, index) => {
    let node = root;
    for (const key of path.slice(0, -1)) {
      let child = node.get(key);
      if (!(child instanceof Map)) node.set(key, (child = new Map()));
      node = child;
    }
    node.set(path.at(-1)!, index);
  });
  return root;
}

/**
 * The field whose null makes the object `object` null, as Drizzle decides it per row: the object's first column one
 * level down, when every column there is of that one table and a join may null it (a left join that matched nothing).
 */
function nullingField(fields: readonly SelectedField[], object: string, joinsNotNullable: Record<string, boolean> | undefined): number | null {
  if (!joinsNotNullable) return null;
  const columns = fields.flatMap(({ path, field }, index) =>
    path.length === 2 && path[0] === object && is(field, Column) ? [{ index, table: getTableName(field.table) }] : [],
  );
  const first = columns[0];
  if (!first || joinsNotNullable[first.table] || columns.some((column) => column.table !== first.table)) return null;
  return first.index;
}

/** The object literal of `shape`, its values the decoded fields `v0`, `v1`, ...; an object a join may null tested on top. */
function literalOf(shape: Shape, nullingOf: ((object: string) => number | null) | null): string {
  const entries = [...shape].map(([key, value]) => {
    if (typeof value === 'number') return `${JSON.stringify(key)}: v${value}`;
    const object = literalOf(value, null);
    const nulling = nullingOf?.(key) ?? null;
    return `${JSON.stringify(key)}: ${nulling === null ? object : `v${nulling} === null ? null : ${object}`}`;
  });
  return `{ ${entries.join(', ')} }`;
}

/**
 * Each array row as the object Drizzle's mapResultRow makes of it, by a function written once for the selection: its
 * objects as literals in the order of the fields, each value through its field's decoder (null stays null). Drizzle's
 * generic walk checked every field's kind and path on every row (8% of a report list's CPU); a loop over the fields that
 * set keys one by one was still 4%, its stores seeing every key of every selection.
 */
function rowMapper(fields: readonly SelectedField[], joinsNotNullable: Record<string, boolean> | undefined): (row: unknown[]) => Row {
  const decoders = fields.map(({ field }) => decoderOf(field));
  const names = decoders.map((_, index) => `d${index}`);
  const values = fields.map((_, index) => `v${index} = (raw = row[${index}]) === null ? null : d${index}.mapFromDriverValue(raw)`);
  const literal = literalOf(shapeOfSelection(fields), (object) => nullingField(fields, object, joinsNotNullable));
  // The code is made of the selection's keys (written in this code base, each quoted by JSON.stringify) and indexes only.
  const declared = values.length ? `let raw; const ${values.join(', ')};` : '';
  const make = new Function(...names, `return (row) => { ${declared} return ${literal}; };`) as (...decoders: Decoder[]) => (row: unknown[]) => Row;
  return make(...decoders);
}

/** A statement that runs on the driver with its own row mapper, or Drizzle's prepared query as it is (a custom result mapper). */
export function keptStatement<T>(prepared: Executable<T>): Executable<T> {
  const query = prepared as DrizzlePreparedQuery<T>;
  const { client, queryConfig, params, fields, joinsNotNullableMap } = query;
  if (!client || queryConfig?.rowMode !== 'array' || !params || !fields || query.customResultMapper) return prepared;
  const map = rowMapper(fields, joinsNotNullableMap);
  return {
    execute: async (values = {}) => {
      const result = await client.query(queryConfig, fillPlaceholders(params, values));
      return result.rows.map(map) as T;
    },
  };
}
