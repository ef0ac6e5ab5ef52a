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

/** Each array row as an object of the selection's keys, each value through its field's decoder (null stays null). */
function flatRowMapper(fields: readonly SelectedField[]): (row: unknown[]) => Row {
  const keys = fields.map((field) => field.path[0]!);
  const decoders = fields.map((field) => decoderOf(field.field));
  return (row) => {
    const mapped: Row = {};
    for (let index = 0; index < keys.length; index++) {
      const raw = row[index];
      mapped[keys[index]!] = raw === null ? null : decoders[index]!.mapFromDriverValue(raw);
    }
    return mapped;
  };
}

interface NestedField {
  /** The objects the value sits in, outermost first, and its own key. */
  parents: string[];
  key: string;
  decoder: Decoder;
  /** A column one level down (`{ hacker: { id: hackers.id } }`): its table, which decides whether the object is null. */
  table: string | null;
}

/**
 * Rows of a nested selection, as Drizzle's mapResultRow makes them: the objects made in the order of the fields, and an
 * object whose first column is null, of a table a join may null, is null itself (a left join that matched nothing).
 */
function nestedRowMapper(fields: readonly SelectedField[], joinsNotNullable: Record<string, boolean> | undefined): (row: unknown[]) => Row {
  const plan: NestedField[] = fields.map(({ path, field }) => ({
    parents: path.slice(0, -1),
    key: path.at(-1)!,
    decoder: decoderOf(field),
    table: joinsNotNullable && is(field, Column) && path.length === 2 ? getTableName(field.table) : null,
  }));
  return (row) => {
    const mapped: Row = {};
    // By object: the table of its first column when that was null, else false (Drizzle's nullifyMap).
    let nullable: Record<string, string | false> | undefined;
    for (let index = 0; index < plan.length; index++) {
      const { parents, key, decoder, table } = plan[index]!;
      let node = mapped;
      for (const parent of parents) node = (node[parent] ??= {}) as Row;
      const raw = row[index];
      const value = (node[key] = raw === null ? null : decoder.mapFromDriverValue(raw));
      if (table === null) continue;
      nullable ??= {};
      const object = parents[0]!;
      if (!(object in nullable)) nullable[object] = value === null ? table : false;
      else if (nullable[object] !== table) nullable[object] = false;
    }
    for (const object in nullable) {
      const table = nullable[object]!;
      if (table !== false && !joinsNotNullable![table]) mapped[object] = null;
    }
    return mapped;
  };
}

/** A statement that runs on the driver with its own row mapper, or Drizzle's prepared query as it is (a custom result mapper). */
export function keptStatement<T>(prepared: Executable<T>): Executable<T> {
  const query = prepared as DrizzlePreparedQuery<T>;
  const { client, queryConfig, params, fields, joinsNotNullableMap } = query;
  if (!client || queryConfig?.rowMode !== 'array' || !params || !fields || query.customResultMapper) return prepared;
  const flat = fields.every((field) => field.path.length === 1);
  const map = flat ? flatRowMapper(fields) : nestedRowMapper(fields, joinsNotNullableMap);
  return {
    execute: async (values = {}) => {
      const result = await client.query(queryConfig, fillPlaceholders(params, values));
      return result.rows.map(map) as T;
    },
  };
}
