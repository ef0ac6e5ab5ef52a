/**
 * How a kept list statement runs (prepared-statements.ts): straight on the driver, its rows turned into objects by a
 * mapper made once for the statement, instead of through Drizzle's execute, which on every call fills the placeholders
 * through its generic walk, opens tracing spans and maps each row with a reduce over the fields that checks each field's
 * kind and path again. On a list call that was about a tenth of the API's own CPU (issue 22, the floor ratio).
 *
 * It reads Drizzle's prepared query (drizzle-orm/node-postgres/session.js): its driver query, its parameters and its
 * selected fields. Only a flat selection (every field a top-level key: no nested object, no joined table that a left
 * join may null) is run here; any other statement keeps Drizzle's own execute.
 */
import { Column, fillPlaceholders, is, SQL, Subquery, type Placeholder } from 'drizzle-orm';

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

/** Each array row as an object of the selection's keys, each value through its field's decoder (null stays null). */
function rowMapper(fields: readonly SelectedField[]): (row: unknown[]) => Record<string, unknown> {
  const keys = fields.map((field) => field.path[0]!);
  const decoders = fields.map((field) => decoderOf(field.field));
  return (row) => {
    const mapped: Record<string, unknown> = {};
    for (let index = 0; index < keys.length; index++) {
      const raw = row[index];
      mapped[keys[index]!] = raw === null ? null : decoders[index]!.mapFromDriverValue(raw);
    }
    return mapped;
  };
}

/** A statement that runs on the driver with its own row mapper, or Drizzle's prepared query as it is when not flat. */
export function keptStatement<T>(prepared: Executable<T>): Executable<T> {
  const query = prepared as DrizzlePreparedQuery<T>;
  const { client, queryConfig, params, fields } = query;
  const flat = fields?.every((field) => field.path.length === 1);
  if (!client || queryConfig?.rowMode !== 'array' || !params || !fields || !flat || query.customResultMapper) return prepared;
  const map = rowMapper(fields);
  return {
    execute: async (values = {}) => {
      const result = await client.query(queryConfig, fillPlaceholders(params, values));
      return result.rows.map(map) as T;
    },
  };
}
